/** SQL for news items, case analyses and honours (table `article` and its versions). */
import type { Lang } from '../../../contract/languages.js';
import { sql } from 'kysely';
import type { ArticleKind } from '../../db/schema.js';
import type { Db } from '../content/items.js';
import { NEWS_KEY_CONTACTS, NEWS_PRACTICE_AREAS, replaceLinks } from '../content/item-links.js';
import { visibleNow } from '../content/publication.js';
import { countViewOf } from '../content/view-counter.js';

export interface ArticleListFilter {
  kind: ArticleKind;
  lang?: Lang | undefined;
  no?: string | undefined;
  /** Case-insensitive part of the title. */
  title?: string | undefined;
  /** Folder items the article must be filed in (already expanded to sub-folders). */
  cataNos?: string[] | undefined;
  /** A practice area item the article must be about. */
  fieldNo?: string | undefined;
  /** A lawyer item the article must name as a key contact. */
  lawyerNo?: string | undefined;
  /** Only versions visitors see at this time (public reads); absent, drafts too (the back office). */
  visibleAt?: string | undefined;
}

/** `%` and `_` in a search term are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Lists read the versions alone: they carry the item's section, folder, pin state and time. */
function filtered(db: Db, filter: ArticleListFilter) {
  let query = db.selectFrom('article_version as v').where('v.kind', '=', filter.kind);
  if (filter.visibleAt !== undefined) query = query.where(visibleNow('v', filter.visibleAt));
  if (filter.lang) query = query.where('v.lang', '=', filter.lang);
  if (filter.no) query = query.where('v.no', '=', filter.no);
  if (filter.title) {
    // Titles are searched inside, so every title is read; the ids come from the (kind, title) index
    // alone and only the matching rows, with their long content, are read afterwards.
    const pattern = likePattern(filter.title);
    query = query.where('v.id', 'in', (eb) =>
      eb
        .selectFrom('article_version as t')
        .select('t.id')
        .where('t.kind', '=', filter.kind)
        .where(sql<boolean>`lower(t.title) like ${pattern} escape '\\'`),
    );
  }
  if (filter.cataNos) query = query.where('v.cata_no', 'in', filter.cataNos.length ? filter.cataNos : ['']);
  const { fieldNo } = filter;
  if (fieldNo !== undefined) {
    query = query.where('v.no', 'in', (eb) => eb.selectFrom('article_practice_area as p').select('p.article_no').where('p.field_no', '=', fieldNo));
  }
  const { lawyerNo } = filter;
  if (lawyerNo !== undefined) {
    query = query.where('v.no', 'in', (eb) => eb.selectFrom('article_lawyer as l').select('l.article_no').where('l.lawyer_no', '=', lawyerNo));
  }
  return query;
}

const listColumns = [
  'v.id', 'v.no', 'v.lang', 'v.title', 'v.cover_url', 'v.own_cover_url', 'v.content_url', 'v.is_link', 'v.note', 'v.views',
  'v.operator_name', 'v.update_time', 'v.cata_no', 'v.top', 'v.item_time as create_time',
  'v.published', 'v.publish_time', 'v.unpublish_time', 'v.may_need_update',
] as const;

export type ArticleListRow = Awaited<ReturnType<typeof listArticleVersions>>[number];

/** One page of versions (every one without `page`): pinned first, then newest. `withContent` adds the rich text. */
export async function listArticleVersions(db: Db, filter: ArticleListFilter, page: { offset: number; limit: number } | undefined, withContent: boolean) {
  const rows = await filtered(db, filter)
    .select(listColumns)
    // The back office reads pending changes with the text (decision 0023).
    .$if(withContent, (q) => q.select(['v.content', 'v.pending']))
    .orderBy('v.top', 'desc')
    .orderBy('v.item_time', 'desc')
    .orderBy('v.id', 'desc')
    .$if(page !== undefined, (q) => q.offset(page!.offset).limit(page!.limit))
    .execute();
  return rows as (typeof rows[number] & { content?: string; pending?: string | null })[];
}

export async function countArticleVersions(db: Db, filter: ArticleListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Id, item, language and update time of every version in a section: the sitemap's list. */
export async function listVersionIndex(db: Db, kind: ArticleKind, now: string) {
  return db
    .selectFrom('article_version as v')
    .select(['id', 'no', 'lang', 'update_time'])
    .where('kind', '=', kind)
    .where(visibleNow('v', now))
    .orderBy('item_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The id and language of each version of item `no` that visitors see at `now`, in one query. */
export async function listVisibleVersionsOf(db: Db, kind: ArticleKind, no: string, now: string) {
  return db.selectFrom('article_version as v').select(['id', 'lang']).where('kind', '=', kind).where('no', '=', no).where(visibleNow('v', now)).orderBy('lang').execute();
}

/** A version with its item, for detail calls. */
export async function findArticleVersion(db: Db, id: number) {
  return db
    .selectFrom('article_version as v')
    .select([...listColumns, 'v.content', 'v.kind'])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

/** The version of an item in a language that visitors see now, for the public detail fallback. */
export async function findArticleVersionIn(db: Db, no: string, lang: Lang, now: string) {
  return db
    .selectFrom('article_version as v')
    .select([...listColumns, 'v.content', 'v.kind'])
    .where('v.no', '=', no)
    .where('v.lang', '=', lang)
    .where(visibleNow('v', now))
    .executeTakeFirst();
}

export async function findArticleItem(db: Db, no: string, kind: ArticleKind) {
  return db.selectFrom('article').select(['no', 'cata_no', 'top', 'cover_url']).where('no', '=', no).where('kind', '=', kind).executeTakeFirst();
}

/** The own cover of each version of an item, by version id, as the back office shows it (a pending one over the live one). */
export async function ownCovers(db: Db, no: string): Promise<Map<number, string | null>> {
  const rows = await db.selectFrom('article_version').select(['id', 'own_cover_url', 'pending']).where('no', '=', no).execute();
  return new Map(
    rows.map((r) => {
      const pending = r.pending === null ? {} : (JSON.parse(r.pending) as { own_cover_url?: string | null });
      return [r.id, pending.own_cover_url !== undefined ? pending.own_cover_url : r.own_cover_url];
    }),
  );
}

/** The cover of each item, for the admin lists. */
export async function itemCovers(db: Db, nos: string[]): Promise<Map<string, string>> {
  if (nos.length === 0) return new Map();
  const rows = await db.selectFrom('article').select(['no', 'cover_url']).where('no', 'in', [...new Set(nos)]).execute();
  return new Map(rows.map((r) => [r.no, r.cover_url]));
}

/** Counts a view, written with the next batch (content/view-counter.ts). */
export async function countView(db: Db, id: number): Promise<void> {
  await countViewOf(db, 'article_version', id);
}

/**
 * Copies the item's section, folder, pin state and time onto its versions after any change, and
 * the cover each version shows: its own, else the item's. An own cover equal to the item's is
 * none (every SET expression reads the row as it was).
 */
export async function syncVersionsWithItem(db: Db, no: string): Promise<void> {
  await syncVersionsWithItems(db, [no]);
}

/** `syncVersionsWithItem` for several items in one statement, each version reading its own item. */
export async function syncVersionsWithItems(db: Db, nos: string[]): Promise<void> {
  if (nos.length === 0) return;
  await db
    .updateTable('article_version')
    .set((eb) => {
      const item = <C extends 'kind' | 'cata_no' | 'top' | 'create_time' | 'cover_url'>(column: C) =>
        eb.selectFrom('article as a').select(`a.${column}`).whereRef('a.no', '=', 'article_version.no');
      return {
        kind: item('kind'),
        cata_no: item('cata_no'),
        top: item('top'),
        item_time: item('create_time'),
        cover_url: sql<string>`coalesce(own_cover_url, ${item('cover_url')})`,
        own_cover_url: sql<string | null>`nullif(own_cover_url, ${item('cover_url')})`,
      };
    })
    .where('no', 'in', nos)
    .execute();
}

/** Which of these items exist in the section. */
export async function existingArticleNos(db: Db, kind: ArticleKind, nos: string[]): Promise<string[]> {
  if (nos.length === 0) return [];
  const rows = await db.selectFrom('article').select('no').where('kind', '=', kind).where('no', 'in', nos).execute();
  return rows.map((r) => r.no);
}

/** Every item with a version the admin list's filter shows: what "select all matching" means. */
export async function matchingArticleNos(db: Db, filter: ArticleListFilter): Promise<string[]> {
  const rows = await filtered(db, filter).select('v.no').distinct().execute();
  return rows.map((r) => r.no);
}

/** How many items (not versions) the filter shows. */
export async function countArticleItems(db: Db, filter: ArticleListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.count<number | string>('v.no').distinct().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the pin state of several items; answers how many it reached. Their versions still need syncing. */
export async function setArticlesPinned(db: Db, nos: string[], top: 0 | 1): Promise<bigint> {
  const result = await db.updateTable('article').set({ top }).where('no', 'in', nos).executeTakeFirst();
  return result.numUpdatedRows;
}

/** Files several items in a folder; answers how many it reached. Their versions still need syncing. */
export async function moveArticles(db: Db, nos: string[], cataNo: string, now: string): Promise<bigint> {
  const result = await db.updateTable('article').set({ cata_no: cataNo, update_time: now }).where('no', 'in', nos).executeTakeFirst();
  return result.numUpdatedRows;
}

/** Deletes several items and, through the foreign keys, their versions and links. */
export async function deleteArticles(db: Db, nos: string[]): Promise<bigint> {
  const result = await db.deleteFrom('article').where('no', 'in', nos).executeTakeFirst();
  return result.numDeletedRows;
}

/** The practice areas of several items, each item's in the order they were given. */
export async function practiceAreaLinks(db: Db, articleNos: string[]): Promise<{ article_no: string; field_no: string }[]> {
  if (articleNos.length === 0) return [];
  return db
    .selectFrom('article_practice_area')
    .select(['article_no', 'field_no'])
    .where('article_no', 'in', articleNos)
    .orderBy('article_no')
    .orderBy('position')
    .execute();
}

export async function replacePracticeAreas(db: Db, articleNo: string, fieldNos: string[]): Promise<void> {
  await replaceLinks(db, NEWS_PRACTICE_AREAS, articleNo, fieldNos);
}

/** The key contacts of several items, each item's in the order they were given. */
export async function lawyerLinks(db: Db, articleNos: string[]): Promise<{ article_no: string; lawyer_no: string }[]> {
  if (articleNos.length === 0) return [];
  return db
    .selectFrom('article_lawyer')
    .select(['article_no', 'lawyer_no'])
    .where('article_no', 'in', articleNos)
    .orderBy('article_no')
    .orderBy('position')
    .execute();
}

export async function replaceLawyers(db: Db, articleNo: string, lawyerNos: string[]): Promise<void> {
  await replaceLinks(db, NEWS_KEY_CONTACTS, articleNo, lawyerNos);
}

/** Every item linked to person or practice area `no`, of any section, shown or not (what their lists depend on). */
export async function linkedArticleNos(db: Db, link: 'lawyer' | 'field', no: string): Promise<string[]> {
  const rows =
    link === 'lawyer'
      ? await db.selectFrom('article_lawyer').select('article_no').where('lawyer_no', '=', no).execute()
      : await db.selectFrom('article_practice_area').select('article_no').where('field_no', '=', no).execute();
  return rows.map((row) => row.article_no);
}
