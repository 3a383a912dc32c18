/**
 * News items, case analyses and honours: one service per section. Each item has one version per
 * language; its folder, pin state and cover are shared by all of them, and a version may have a
 * cover of its own (decision 0017).
 */
import { readingItem, readingLinked, readingNamed } from '../content/cache-tags.js';
import type { Kysely } from 'kysely';
import type { AdminArticleQuery, AdminArticleVersion, ArticleElement, ArticleVersion, PublicArticleQuery } from '../../../contract/article.js';
import type { ArticleBulkBody, ArticleMoveBody, BulkResult } from '../../../contract/bulk.js';
import { CATALOG_CASES, CATALOG_NEWS } from '../../../contract/catalog.js';
import type { Pageable } from '../../../contract/envelope.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { ArticleKind, Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { type FieldProblem, invalidFields, notFound } from '../../http/errors.js';
import type { CatalogService } from '../catalog/service.js';
import { assertAllWritten, resolveSelection, type SelectionLookups } from '../content/bulk.js';
import {
  assertOneVersionPerLanguage, bestVersions, type Db, deleteItem, existingItemNos, insertVersions, itemNosOf, itemOfUpdate, newItemNo,
  resolveRelatedIds, structureValue, writeVersions,
  publicFallback,
} from '../content/items.js';
import { publicationColumns, type PublishRights, resolveWriteState, setPublished, storedPublication, withPending } from '../content/drafts.js';
import { dropPendingFacts, factsWait, givenFacts, holdFacts, isLive, isVisibleNow, linksWithPending, pendingFactsOf, takePendingFacts } from '../content/pending-facts.js';
import { isVisible, publicationViewOf, refreshNextChangeTime } from '../content/publication.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import {
  type ArticleListFilter, type ArticleListRow, countArticleItems, countArticleVersions, countView, deleteArticles, existingArticleNos,
  findArticleItem, findArticleVersion, findArticleVersionIn, itemCovers, lawyerLinks, linkedArticleNos, listArticleVersions, listVersionIndex, listVisibleVersionsOf, matchingArticleNos,
  moveArticles, ownCovers, practiceAreaLinks, replaceLawyers, replacePracticeAreas, setArticlesPinned, syncVersionsWithItem, syncVersionsWithItems,
} from './repository.js';
import type { AuditAction } from '../../../contract/audit.js';
import { audited, noteOfElements, type UpdateAction } from '../audit/record.js';
import { reindexItem } from '../search/indexer.js';
import { trackLanguages, translationStatusOfItems } from '../content/translation-status.js';

export interface Section {
  kind: ArticleKind;
  /** Catalog type the section files its articles in; honours have no folders. */
  catalogType: number | null;
  /** Whether its items name practice areas and key contacts (news and cases do, honours do not). */
  practiceAreas: boolean;
}

export const SECTIONS = {
  news: { kind: 'news', catalogType: CATALOG_NEWS, practiceAreas: true },
  case: { kind: 'case', catalogType: CATALOG_CASES, practiceAreas: true },
  honour: { kind: 'honour', catalogType: null, practiceAreas: false },
} as const satisfies Record<string, Section>;

export interface WriteContext extends PublishRights {
  lang: Lang;
  operatorName: string;
  /** Publication time of a new item; now unless given (the demo content backdates its news). */
  createTime?: string;
}

type Row = ArticleListRow & { content?: string; pending?: string | null };

/** An item's facts as `article.pending_facts` holds them while they wait for publishing (decision 0023). */
interface ArticleFacts {
  cataNo: string | null;
  top: number;
  coverUrl: string;
  fieldNos: string[];
  lawyerNos: string[];
}
type PendingFacts = Map<string, Partial<ArticleFacts>>;

/** An item's cover and the own cover of each of its versions (by id), before a write. */
interface StoredCovers {
  shared: string;
  own: Map<number, string | null>;
}

/**
 * The item's cover and each element's own cover after an array write (decision 0017).
 *
 * The back office says which is which: `sharedCoverUrl` (the first element that gives it decides)
 * and `ownCoverUrl` per element. A client that knows only the spec's `coverUrl` sends the cover
 * each version shows: unchanged, it changes nothing; changed on a version without a cover of its
 * own, it is the item's new cover (so that writing one language changes it for all); changed on a
 * version with one, it is that version's own. On a create the first element's cover is the
 * item's. A version's own cover equal to the item's is none.
 */
function resolveCovers(elements: readonly ArticleElement[], stored: StoredCovers | undefined): { shared: string; own: (string | null)[] } {
  const knowsOnlyCoverUrl = (e: ArticleElement) => e.ownCoverUrl === undefined;
  const storedOwn = (e: ArticleElement) => (stored && e.id !== undefined && stored.own.has(e.id) ? { own: stored.own.get(e.id) ?? null } : undefined);
  const changesShared = elements.find((e) => {
    const before = storedOwn(e);
    return knowsOnlyCoverUrl(e) && before !== undefined && before.own === null && e.coverUrl !== stored!.shared;
  });
  const shared =
    structureValue(elements, 'sharedCoverUrl') ??
    changesShared?.coverUrl ??
    stored?.shared ??
    (elements.find(knowsOnlyCoverUrl) ?? elements[0]!).coverUrl;
  const own = elements.map((e) => {
    let cover: string | null;
    if (!knowsOnlyCoverUrl(e)) cover = e.ownCoverUrl || null;
    else {
      const before = storedOwn(e);
      const unchanged = before !== undefined && e.coverUrl === (before.own ?? stored!.shared);
      cover = unchanged ? before.own : e.coverUrl;
    }
    return cover === shared ? null : cover;
  });
  return { shared, own };
}

export function createArticleService(db: Kysely<Database>, catalog: CatalogService, section: Section, richText: RichTextSanitizer) {
  async function folderNames(rows: Row[], lang: Lang) {
    const nos = rows.flatMap((r) => (r.cata_no ? [r.cata_no] : []));
    return bestVersions(db, 'catalog_version', nos, lang, ['id', 'name']);
  }

  /**
   * Each item's practice areas, by the id of their version in `lang` (one query for the links, one
   * for the names); with `visibleAt`, only those visitors see then.
   */
  async function practiceAreaIds(rows: Row[], lang: Lang, visibleAt: string | undefined, pending?: PendingFacts): Promise<Map<string, number[]>> {
    // Honours name none: no query for them.
    if (!section.practiceAreas) return new Map();
    const stored = await practiceAreaLinks(db, [...new Set(rows.map((r) => r.no))]);
    const links = linksWithPending(stored, (l) => l.article_no, pending, 'fieldNos', (article_no, field_no) => ({ article_no, field_no }));
    const fields = await bestVersions(db, 'professional_field_version', links.map((l) => l.field_no), lang, ['id'], visibleAt);
    const byItem = new Map<string, number[]>();
    for (const link of links) {
      const field = fields.get(link.field_no);
      if (field) byItem.set(link.article_no, [...(byItem.get(link.article_no) ?? []), field.id]);
    }
    return byItem;
  }

  /** Each item's key contacts, by the id of their version in `lang` (one query for the links, one for the versions); `visibleAt` as above. */
  async function keyContactIds(rows: Row[], lang: Lang, visibleAt: string | undefined, pending?: PendingFacts): Promise<Map<string, number[]>> {
    if (!section.practiceAreas) return new Map();
    const stored = await lawyerLinks(db, [...new Set(rows.map((r) => r.no))]);
    const links = linksWithPending(stored, (l) => l.article_no, pending, 'lawyerNos', (article_no, lawyer_no) => ({ article_no, lawyer_no }));
    // Depends on the people linked, shown or not, not on every person (the links are the items' rows).
    const lawyerNos = links.map((l) => l.lawyer_no);
    const lawyers = await readingNamed('lawyer', () => bestVersions(db, 'lawyer_version', lawyerNos, lang, ['id'], visibleAt), () => lawyerNos);
    const byItem = new Map<string, number[]>();
    for (const link of links) {
      const lawyer = lawyers.get(link.lawyer_no);
      if (lawyer) byItem.set(link.article_no, [...(byItem.get(link.article_no) ?? []), lawyer.id]);
    }
    return byItem;
  }

  /**
   * Versions as answers; `visibleAt` for the public's, which name only related records visitors
   * see; `pending` (the back office's) names the relations that wait for publishing.
   */
  async function toVersions(rows: Row[], lang: Lang, visibleAt?: string, pending?: PendingFacts): Promise<ArticleVersion[]> {
    const [folders, fieldIds, lawyerIds] = await Promise.all([
      folderNames(rows, lang), practiceAreaIds(rows, lang, visibleAt, pending), keyContactIds(rows, lang, visibleAt, pending),
    ]);
    return rows.map((row) => {
      const folder = row.cata_no ? folders.get(row.cata_no) : undefined;
      return {
        id: row.id,
        no: row.no,
        lang: row.lang,
        title: row.title,
        ...(row.content !== undefined ? { content: row.content } : {}),
        cataId: folder?.id ?? null,
        cataName: folder?.name ?? null,
        coverUrl: row.cover_url,
        contentUrl: row.content_url,
        isLink: row.is_link === 1 ? 1 : 0,
        note: row.note,
        top: row.top,
        proFieldIds: fieldIds.get(row.no) ?? [],
        lawyerIds: lawyerIds.get(row.no) ?? [],
        views: row.views,
        operatorName: row.operator_name,
        createTime: row.create_time,
        updateTime: row.update_time,
      };
    });
  }

  /**
   * Versions as the back office edits them: pending changes over the live text, the item's pending
   * facts over its live ones, with their state.
   */
  /** The version of item `id` visitors see in `lang`, else the one named if they see it; null when neither. */
  async function publicVersion(id: number, lang: Lang): Promise<ArticleVersion | null> {
    return readingItem('article', () => readPublicVersion(id, lang), (version) => version.no);
  }

  async function readPublicVersion(id: number, lang: Lang): Promise<ArticleVersion | null> {
    const now = nowIso();
    const named = await findArticleVersion(db, id);
    if (!named || named.kind !== section.kind) return null;
    const seen = isVisible(named, now) ? named : undefined;
    const row = await publicFallback(seen, lang, (other) => (other === named.lang ? Promise.resolve(seen) : findArticleVersionIn(db, named.no, other, now)));
    if (!row) return null;
    const [version] = await toVersions([row], lang, now);
    return version!;
  }

  async function adminVersions(stored: Row[], lang: Lang): Promise<AdminArticleVersion[]> {
    const nos = stored.map((r) => r.no);
    const pending = await pendingFactsOf<ArticleFacts>(db, 'article', nos);
    const rows = stored.map((row) => {
      const edited = withPending({ ...row, pending: row.pending ?? null });
      const facts = pending.get(row.no);
      if (!facts) return edited;
      return {
        ...edited,
        cata_no: facts.cataNo !== undefined ? facts.cataNo : edited.cata_no,
        top: facts.top ?? edited.top,
        cover_url: facts.coverUrl !== undefined ? (edited.own_cover_url ?? facts.coverUrl) : edited.cover_url,
      };
    });
    const now = nowIso();
    const [versions, langs, covers] = await Promise.all([toVersions(rows, lang, undefined, pending), translationStatusOfItems(db, 'article_version', nos), itemCovers(db, nos)]);
    return versions.map((v, index) => {
      const row = rows[index]!;
      const view = publicationViewOf(row, now);
      return {
        ...v,
        langs: langs.get(v.no)?.langs ?? [],
        langsMayNeedUpdate: langs.get(v.no)?.mayNeedUpdate ?? [],
        mayNeedUpdate: row.may_need_update === 1,
        sharedCoverUrl: pending.get(v.no)?.coverUrl ?? covers.get(v.no) ?? v.coverUrl,
        ownCoverUrl: row.own_cover_url,
        ...view,
        // Facts waiting for publishing are unpublished changes of every published version.
        hasPendingChanges: view.hasPendingChanges || (pending.has(v.no) && row.published === 1),
      };
    });
  }

  /** Every version of the item, however many languages the site has: what a write answers and its revision keeps. */
  async function itemVersions(no: string, lang: Lang): Promise<AdminArticleVersion[]> {
    const rows = await listArticleVersions(db, { kind: section.kind, no }, undefined, true);
    return adminVersions(rows, lang);
  }

  /** The folder item the elements name, checked against this section's catalog type. */
  async function folderOf(elements: ArticleElement[]): Promise<string | null | undefined> {
    if (section.catalogType === null) return null;
    const cataId = structureValue(elements, 'cataId');
    if (cataId === undefined) return undefined;
    const index = elements.findIndex((e) => e.cataId !== undefined);
    return catalog.requireFolder(cataId, section.catalogType, `${index}.cataId`);
  }

  /**
   * The practice area and lawyer items the elements name, each undefined to keep the stored ones;
   * a 400 naming every unknown id's field.
   */
  async function relationsOf(elements: ArticleElement[]): Promise<{ fieldNos?: string[] | undefined; lawyerNos?: string[] | undefined }> {
    const problems: FieldProblem[] = [];
    const fieldNos = await resolveRelatedIds(db, elements, 'proFieldIds', 'professional_field_version', problems);
    const lawyerNos = await resolveRelatedIds(db, elements, 'lawyerIds', 'lawyer_version', problems);
    if (problems.length) throw invalidFields(problems);
    return { fieldNos, lawyerNos };
  }

  async function writeRelations(trx: Db, no: string, relations: { fieldNos?: string[] | undefined; lawyerNos?: string[] | undefined }): Promise<void> {
    if (relations.fieldNos) await replacePracticeAreas(trx, no, relations.fieldNos);
    if (relations.lawyerNos) await replaceLawyers(trx, no, relations.lawyerNos);
  }

  /**
   * Writes facts onto the item and its relations (its versions still need syncing). Facts that
   * waited may name a folder, practice area or person removed since: those are left out.
   */
  async function applyFacts(trx: Db, no: string, facts: Partial<ArticleFacts>, now: string): Promise<void> {
    const named = await Promise.all([
      existingItemNos(trx, 'catalog', facts.cataNo ? [facts.cataNo] : []),
      existingItemNos(trx, 'professional_field', facts.fieldNos ?? []),
      existingItemNos(trx, 'lawyer', facts.lawyerNos ?? []),
    ]);
    const [folders, fields, lawyers] = named;
    const cataNo = facts.cataNo === null || (facts.cataNo !== undefined && folders.has(facts.cataNo)) ? facts.cataNo : undefined;
    await trx
      .updateTable('article')
      .set({ update_time: now, ...givenFacts({ cata_no: cataNo, top: facts.top, cover_url: facts.coverUrl }) })
      .where('no', '=', no)
      .execute();
    await writeRelations(trx, no, { fieldNos: facts.fieldNos?.filter((n) => fields.has(n)), lawyerNos: facts.lawyerNos?.filter((n) => lawyers.has(n)) });
  }

  /** The item's live facts and those waiting for publishing. */
  async function storedFacts(trx: Db, no: string): Promise<{ live: ArticleFacts; waiting: Partial<ArticleFacts> }> {
    const item = await trx.selectFrom('article').select(['cata_no', 'top', 'cover_url', 'pending_facts']).where('no', '=', no).executeTakeFirstOrThrow();
    const [fields, lawyers] = [await practiceAreaLinks(trx, [no]), await lawyerLinks(trx, [no])];
    const live: ArticleFacts = { cataNo: item.cata_no, top: item.top, coverUrl: item.cover_url, fieldNos: fields.map((l) => l.field_no), lawyerNos: lawyers.map((l) => l.lawyer_no) };
    return { live, waiting: item.pending_facts === null ? {} : (JSON.parse(item.pending_facts) as Partial<ArticleFacts>) };
  }

  /** The item's facts as the back office shows them (waiting ones over the live ones): what a save compares (decision 0071). */
  async function factsOfItem(trx: Db, no: string): Promise<ArticleFacts> {
    const { live, waiting } = await storedFacts(trx, no);
    return { ...live, ...waiting };
  }

  /** Text and media columns of an element; `ownCover` and `sharedCover` as `resolveCovers` gives them. */
  function versionColumns(element: ArticleElement, ownCover: string | null, sharedCover: string, context: WriteContext, now: string) {
    const isLink = element.isLink ?? 0;
    return {
      title: element.title,
      content: richText.html(element.content ?? ''),
      own_cover_url: ownCover,
      cover_url: ownCover ?? sharedCover,
      note: element.note ?? null,
      is_link: isLink,
      content_url: isLink === 1 || element.contentUrl ? element.contentUrl || null : null,
      operator_name: context.operatorName,
      update_time: now,
    };
  }

  async function requireItem(no: string) {
    const item = await findArticleItem(db, no, section.kind);
    if (!item) throw notFound();
    return item;
  }

  /**
   * One bulk call: resolves the selection and writes, in one transaction, or throws and writes
   * nothing. `write` answers how many items it reached.
   */
  async function bulk(selection: ArticleBulkBody, write: (trx: Db, nos: string[]) => Promise<bigint>, action: AuditAction): Promise<BulkResult> {
    return audited(db, { action, entity: section.kind }, async (trx, note) => {
      const lookups: SelectionLookups = {
        existing: (nos) => existingArticleNos(trx, section.kind, nos),
        matching: () => matchingArticleNos(trx, { kind: section.kind, lang: selection.matching?.lang, title: selection.matching?.title }),
      };
      const nos = await resolveSelection(selection, lookups);
      note.nos = nos;
      await assertAllWritten(await write(trx, nos), nos, lookups);
      return { count: nos.length };
    });
  }

  async function changePublication(no: string, lang: Lang | undefined, published: 0 | 1, context: { lang: Lang }): Promise<AdminArticleVersion[]> {
    await requireItem(no);
    await audited(db, { action: published === 1 ? 'publish' : 'unpublish', entity: section.kind, no, ...(lang ? { langs: [lang] } : {}) }, async (trx) => {
      const now = nowIso();
      const count = await setPublished(trx, 'article_version', no, lang, published, now);
      // Facts that waited go live with the text; unpublishing keeps them waiting.
      if (published === 1) await applyFacts(trx, no, await takePendingFacts<ArticleFacts>(trx, 'article', no), now);
      // Published pending changes may carry an own cover the item's has since replaced.
      await syncVersionsWithItem(trx, no);
      // Pending changes became the live text: what search finds.
      await reindexItem(trx, 'article', no);
      // Nothing to publish: no entry either.
      if (count === 0) throw notFound();
      return count;
    });
    return itemVersions(no, context.lang);
  }

  return {
    section,

    async adminList(query: AdminArticleQuery, lang: Lang): Promise<{ items: AdminArticleVersion[]; pageable: Pageable }> {
      const paging = resolvePaging(query);
      const filter: ArticleListFilter = { kind: section.kind, lang: query.lang, no: query.no, title: query.title };
      const [rows, totalCount, itemCount] = await Promise.all([
        listArticleVersions(db, filter, { offset: paging.offset, limit: paging.pageSize }, true),
        countArticleVersions(db, filter),
        // One version per language: in one language, versions are items.
        filter.lang ? undefined : countArticleItems(db, filter),
      ]);
      return {
        items: await adminVersions(rows, lang),
        pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount, itemCount: itemCount ?? totalCount },
      };
    },

    /** Versions in the visitor's language; `cataId` matches the folder and every folder below it. */
    async publicList(query: PublicArticleQuery, lang: Lang): Promise<{ items: ArticleVersion[]; pageable: Pageable }> {
      const paging = resolvePaging(query);
      const cataNos = query.cataId !== undefined ? await catalog.folderAndBelow(query.cataId) : undefined;
      // An unknown practice area matches nothing, as an unknown folder does.
      const fieldNo = query.proFieldId !== undefined ? ((await itemNosOf(db, 'professional_field_version', [query.proFieldId])).get(query.proFieldId) ?? '') : undefined;
      const lawyerNo = query.lawyerId !== undefined ? ((await itemNosOf(db, 'lawyer_version', [query.lawyerId])).get(query.lawyerId) ?? '') : undefined;
      const now = nowIso();
      const filter: ArticleListFilter = { kind: section.kind, lang, no: query.no, cataNos, fieldNo, lawyerNo, visibleAt: now };
      const read = async () => {
        const [rows, totalCount] = await Promise.all([
          listArticleVersions(db, filter, { offset: paging.offset, limit: paging.pageSize }, false),
          countArticleVersions(db, filter),
        ]);
        return { items: await toVersions(rows, lang, now), pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
      };
      // A person's or practice area's news: every item listed is linked to it (cache-tags.ts).
      if (lawyerNo) return readingLinked('article', async () => ({ tag: `article_lawyer:${lawyerNo}`, nos: await linkedArticleNos(db, 'lawyer', lawyerNo) }), read);
      if (fieldNo) return readingLinked('article', async () => ({ tag: `article_practice_area:${fieldNo}`, nos: await linkedArticleNos(db, 'field', fieldNo) }), read);
      return read();
    },

    /**
     * The item `id` belongs to, in the visitor's language if it has a version visitors see, else
     * the version named if they see it; 404 when they see neither. Counts a view.
     */
    async publicDetail(id: number, lang: Lang): Promise<ArticleVersion> {
      const version = await publicVersion(id, lang);
      if (!version) throw notFound();
      await countView(db, version.id);
      return { ...version, views: version.views + 1 };
    },

    /**
     * What `publicDetail` finds, without counting a view (null when visitors see neither): what a
     * page keeps for the content version (app/lib/articles.server.ts), counting the view of each
     * request with `countPublicView`.
     */
    publicVersion,

    /** Counts a visitor's view of version `id` (written with the next batch, view-counter.ts). */
    async countPublicView(id: number): Promise<void> {
      await countView(db, id);
    },

    /**
     * The id of each language's version of item `no` that visitors see, in one query: what a page's
     * canonical and hreflang addresses name (the back office's list took nine).
     */
    async publicVersionIds(no: string): Promise<{ id: number; lang: string }[]> {
      return readingItem('article', () => listVisibleVersionsOf(db, section.kind, no, nowIso()), () => no);
    },

    /** Every visible version's id, item, language and update time, in one query: what the sitemap lists. */
    async versionIndex(): Promise<{ id: number; no: string; lang: string; updateTime: string }[]> {
      const rows = await listVersionIndex(db, section.kind, nowIso());
      return rows.map((r) => ({ id: r.id, no: r.no, lang: r.lang, updateTime: r.update_time }));
    },

    async create(elements: ArticleElement[], context: WriteContext): Promise<AdminArticleVersion[]> {
      assertOneVersionPerLanguage(elements);
      const no = newItemNo();
      const now = nowIso();
      const created = context.createTime ?? now;
      const cataNo = (await folderOf(elements)) ?? null;
      const relations = await relationsOf(elements);
      const covers = resolveCovers(elements, undefined);
      const ownCover = new Map(elements.map((e, index) => [e, covers.own[index]!]));
      await audited(db, { action: 'create', entity: section.kind, no, ...noteOfElements(elements) }, async (trx) => {
        await trx
          .insertInto('article')
          .values({
            no, kind: section.kind, cata_no: cataNo, top: structureValue(elements, 'top') ?? 0, cover_url: covers.shared, create_time: created, update_time: now,
          })
          .execute();
        await insertVersions(trx, 'article_version', no, elements, (e) => ({
          ...publicationColumns(versionColumns(e, ownCover.get(e)!, covers.shared, context, now), e, context, undefined),
          views: 0,
          create_time: created,
        }));
        await writeRelations(trx, no, relations);
        await syncVersionsWithItem(trx, no);
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'article', no);
      });
      return itemVersions(no, context.lang);
    },

    async update(elements: ArticleElement[], context: WriteContext, action: UpdateAction = 'update'): Promise<AdminArticleVersion[]> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'article_version', elements);
      await requireItem(no);
      const now = nowIso();
      const cataNo = await folderOf(elements);
      const relations = await relationsOf(elements);
      await audited(db, { action, entity: section.kind, no, summary: noteOfElements(elements).summary }, async (trx, note) => {
        note.langs = await trackLanguages(trx, 'article_version', no, (t) => factsOfItem(t, no), async () => {
          const item = await findArticleItem(trx, no, section.kind);
          const stored = await storedPublication(trx, 'article_version', no);
          // The write starts from what the back office showed: facts waiting over the live ones.
          const waiting = (await pendingFactsOf<ArticleFacts>(trx, 'article', [no])).get(no);
          const covers = resolveCovers(elements, { shared: waiting?.coverUrl ?? item!.cover_url, own: await ownCovers(trx, no) });
          const ownCover = new Map(elements.map((e, index) => [e, covers.own[index]!]));
          const facts = { cataNo, top: structureValue(elements, 'top'), coverUrl: covers.shared, ...relations };
          // Each element's state, and the publish time it will have (a time left out keeps the stored one).
          const publishing = elements.map((e) => {
            const before = e.id ? stored.get(e.id) : undefined;
            return { state: resolveWriteState(e, context, before), publishTime: e.publishTime !== undefined ? e.publishTime : (before?.publish_time ?? null) };
          });
          const seen = { live: await isLive(trx, 'article', no), visibleNow: await isVisibleNow(trx, 'article', no, now) };
          if (factsWait(seen, publishing, now)) await holdFacts(trx, 'article', no, facts, { ...(await storedFacts(trx, no)).live });
          else await applyFacts(trx, no, await takePendingFacts<ArticleFacts>(trx, 'article', no, givenFacts(facts)), now);
          const columns = (e: ArticleElement) => publicationColumns(versionColumns(e, ownCover.get(e)!, covers.shared, context, now), e, context, e.id ? stored.get(e.id) : undefined);
          for (const element of elements.filter((e) => !e.id)) {
            await writeVersions(trx, 'article_version', no, [element], (e) => ({ ...columns(e), views: 0, create_time: now }));
          }
          await writeVersions(trx, 'article_version', no, elements.filter((e) => e.id), columns);
          await syncVersionsWithItem(trx, no);
        });
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'article', no);
      });
      return itemVersions(no, context.lang);
    },

    /**
     * Publishes the item in one language or all (`lang` undefined): pending changes go live, and
     * a version with a publish time still to come shows from then. Answers every version.
     */
    async publish(no: string, lang: Lang | undefined, context: { lang: Lang }): Promise<AdminArticleVersion[]> {
      return changePublication(no, lang, 1, context);
    },

    /** Takes the item off the public site in one language or all; its text stays as a draft. */
    async unpublish(no: string, lang: Lang | undefined, context: { lang: Lang }): Promise<AdminArticleVersion[]> {
      return changePublication(no, lang, 0, context);
    },

    /** Removes the item in every language. */
    async remove(no: string): Promise<void> {
      await requireItem(no);
      await audited(db, { action: 'delete', entity: section.kind, no }, (trx) => deleteItem(trx, 'article', no));
    },

    async setPinned(no: string, pinned: boolean): Promise<void> {
      await requireItem(no);
      await audited(db, { action: pinned ? 'pin' : 'unpin', entity: section.kind, no }, async (trx) => {
        await trx.updateTable('article').set({ top: pinned ? 1 : 0 }).where('no', '=', no).execute();
        // Pinned now: a draft's older pin waiting for publishing would undo it.
        await dropPendingFacts(trx, 'article', [no], ['top']);
        await syncVersionsWithItem(trx, no);
      });
    },

    /** Pins or unpins several items: all of them or none (decision 0018). */
    async bulkSetPinned(selection: ArticleBulkBody, pinned: boolean): Promise<BulkResult> {
      return bulk(selection, async (trx, nos) => {
        const written = await setArticlesPinned(trx, nos, pinned ? 1 : 0);
        await dropPendingFacts(trx, 'article', nos, ['top']);
        await syncVersionsWithItems(trx, nos);
        return written;
      }, pinned ? 'pin' : 'unpin');
    },

    /** Files several items in one folder of this section: all of them or none. */
    async bulkMove(body: ArticleMoveBody): Promise<BulkResult> {
      // Honours have no folders; their routes offer no move.
      if (section.catalogType === null) throw notFound();
      const cataNo = await catalog.requireFolder(body.cataId, section.catalogType, 'cataId');
      const now = nowIso();
      return bulk(body, async (trx, nos) => {
        const written = await moveArticles(trx, nos, cataNo, now);
        // Moved now: a draft's older folder waiting for publishing would undo it.
        await dropPendingFacts(trx, 'article', nos, ['cataNo']);
        await syncVersionsWithItems(trx, nos);
        return written;
      }, 'move');
    },

    /** Removes several items in every language: all of them or none. */
    async bulkRemove(selection: ArticleBulkBody): Promise<BulkResult> {
      return bulk(selection, (trx, nos) => deleteArticles(trx, nos), 'delete');
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
