/**
 * Where uploaded files are used: the one place that knows which columns refer to uploads
 * (docs/decisions/0019-media-library.md). Nothing keeps a usage table up to date; usage is read
 * from the content itself, so no content module has to know about the library.
 *
 * A column holds either
 * - `media`: addresses, as a media field keeps them (`2026/11/<hex>.webp`, `/api/upload/...`, an
 *   absolute URL of this site, or JSON holding such values); it uses a file when the file's stored
 *   path appears in it;
 * - `html`: rich text; it uses a file when `api/upload/<stored path>` appears in it (an image's
 *   `src` or a link's `href`).
 * Either also uses a file through any other spelling of its address that the upload route serves
 * (contract/upload-address.ts). SQL only narrows the rows read (LIKE); the one rule, `pathsIn`, is
 * applied in JavaScript for one file and for every file at once, so the list's "used" counts and
 * the detail's usages agree.
 */
import { type AliasedRawBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { MediaUsage, MediaUsageField, MediaUsageType } from '../../../contract/media.js';
import { type Lang } from '../../../contract/languages.js';
import { isLang, siteLanguagePlace } from '../../../contract/site-languages.js';
import { uploadPathsInText } from '../../../contract/upload-address.js';
import type { Db } from '../content/items.js';

type Holds = 'media' | 'html';

interface UsageColumn {
  field: MediaUsageField;
  /** `table.column`, e.g. `article_version.content`; the table is one the source's query reads. */
  column: string;
  holds: Holds;
  /**
   * The column belongs to the item (the same in every language), though the source reads a row
   * per version: it is one usage of the item, without a language, named by one of its versions.
   */
  item?: true;
}

/** What the rows of a source say about themselves, for naming a usage. */
interface SourceRow {
  id: number | null;
  no: string | null;
  lang: string | null;
  name: string | null;
  kind?: string;
  is_link?: number;
}

/**
 * What the usage queries do with a source's query: add a 0/1 column per usage column, narrow by
 * a condition on those columns, read the rows. The sources' queries read different tables, so
 * this is all their types have in common.
 */
interface SourceQuery {
  select(selection: AliasedRawBuilder<unknown, string>): SourceQuery;
  where(condition: Expression<SqlBool>): SourceQuery;
  execute(): Promise<(SourceRow & Record<string, unknown>)[]>;
}

interface UsageSource {
  /** Table changes bump `site_state.content_version` (migration 0003), so a reading may be kept until it moves. */
  watched: boolean;
  /** The source's rows with their naming columns (`id`, `no`, `lang`, `name`, and what `type` needs). */
  rows: (db: Db) => SourceQuery;
  type: (row: SourceRow) => MediaUsageType;
  columns: UsageColumn[];
}

type Rows = Pick<UsageSource, 'rows' | 'type'>;

const ARTICLES: Rows = {
  rows: (db) =>
    db
      .selectFrom('article_version')
      .innerJoin('article', 'article.no', 'article_version.no')
      .select(['article_version.id', 'article_version.no', 'article_version.lang', 'article_version.title as name', 'article.kind', 'article_version.is_link']),
  type: (row) => (row.kind === 'case' ? 'case' : row.kind === 'honour' ? 'honour' : 'news'),
};

const PEOPLE: Rows = {
  rows: (db) =>
    db
      .selectFrom('lawyer_version')
      .innerJoin('lawyer', 'lawyer.no', 'lawyer_version.no')
      .select(['lawyer_version.id', 'lawyer_version.no', 'lawyer_version.lang', 'lawyer_version.name']),
  type: () => 'person',
};

const PRACTICE_AREAS: Rows = {
  rows: (db) =>
    db
      .selectFrom('professional_field_version')
      .innerJoin('professional_field', 'professional_field.no', 'professional_field_version.no')
      .select(['professional_field_version.id', 'professional_field_version.no', 'professional_field_version.lang', 'professional_field_version.name']),
  type: () => 'practiceArea',
};

/**
 * Every column that can refer to an upload. Version queries join their item table, so a column
 * that moves between item and version is read by changing its `column` (and `item`).
 * `article_version.cover_url` is not read: since migration 0007 it is a copy of the version's own
 * cover or else the item's, both read here.
 */
const SOURCES: UsageSource[] = [
  {
    watched: true,
    ...ARTICLES,
    columns: [
      { field: 'cover', column: 'article.cover_url', holds: 'media', item: true },
      { field: 'cover', column: 'article_version.own_cover_url', holds: 'media' },
      { field: 'content', column: 'article_version.content', holds: 'html' },
      { field: 'contentUrl', column: 'article_version.content_url', holds: 'media' },
    ],
  },
  {
    watched: true,
    ...PEOPLE,
    columns: [
      { field: 'photo', column: 'lawyer.photo_url', holds: 'media', item: true },
      { field: 'intro', column: 'lawyer_version.intro', holds: 'html' },
      { field: 'customContent', column: 'lawyer_version.custom_content', holds: 'html' },
      { field: 'customContents', column: 'lawyer_version.custom_contents', holds: 'html' },
    ],
  },
  {
    watched: true,
    ...PRACTICE_AREAS,
    columns: [
      { field: 'icon', column: 'professional_field_version.icon_url', holds: 'media' },
      { field: 'introduce', column: 'professional_field_version.introduce', holds: 'html' },
    ],
  },
  // Work waiting for publishing (decision 0023): its writes do not move the content counter, so
  // these are read afresh every time. A file a draft names is in use: publishing will show it.
  {
    watched: false,
    ...ARTICLES,
    columns: [
      { field: 'pending', column: 'article_version.pending', holds: 'media' },
      { field: 'pending', column: 'article.pending_facts', holds: 'media', item: true },
    ],
  },
  {
    watched: false,
    ...PEOPLE,
    columns: [
      { field: 'pending', column: 'lawyer_version.pending', holds: 'media' },
      { field: 'pending', column: 'lawyer.pending_facts', holds: 'media', item: true },
    ],
  },
  {
    watched: false,
    ...PRACTICE_AREAS,
    columns: [{ field: 'pending', column: 'professional_field_version.pending', holds: 'media' }],
  },
  {
    watched: true,
    rows: (db) =>
      db
        .selectFrom('banner_version')
        .innerJoin('banner', 'banner.no', 'banner_version.no')
        .select(['banner_version.id', 'banner_version.no', 'banner_version.lang', 'banner_version.title as name']),
    type: () => 'banner',
    columns: [
      { field: 'image', column: 'banner_version.img_path', holds: 'media' },
      { field: 'link', column: 'banner_version.link_url', holds: 'media' },
      { field: 'pending', column: 'banner_version.pending', holds: 'media' },
    ],
  },
  {
    watched: true,
    rows: (db) => db.selectFrom('portal_config').select([sql<null>`null`.as('id'), sql<null>`null`.as('no'), 'portal_config.lang', 'portal_config.name']),
    type: () => 'siteSettings',
    columns: [
      { field: 'logo', column: 'portal_config.icon_url', holds: 'media' },
      { field: 'introduce', column: 'portal_config.introduce', holds: 'html' },
      { field: 'advantages', column: 'portal_config.advantages', holds: 'html' },
      { field: 'privacy', column: 'portal_config.privacy', holds: 'html' },
      { field: 'terms', column: 'portal_config.terms', holds: 'html' },
      { field: 'disclaimer', column: 'portal_config.disclaimer', holds: 'html' },
    ],
  },
  {
    watched: true,
    // One row (id 1) since migration 0007; office photos are JSON of { coverUrl, titles }.
    rows: (db) => db.selectFrom('firm').select([sql<null>`null`.as('id'), sql<null>`null`.as('no'), sql<null>`null`.as('lang'), sql<string>`''`.as('name')]),
    type: () => 'siteSettings',
    columns: [{ field: 'environments', column: 'firm.environments', holds: 'media' }],
  },
  {
    watched: false,
    rows: (db) => db.selectFrom('icon').select(['icon.id', sql<null>`null`.as('no'), sql<null>`null`.as('lang'), 'icon.name']),
    type: () => 'icon',
    columns: [{ field: 'icon', column: 'icon.url', holds: 'media' }],
  },
  {
    watched: false,
    rows: (db) => db.selectFrom('staff_user').select(['staff_user.id', sql<null>`null`.as('no'), sql<null>`null`.as('lang'), 'staff_user.user_name as name']),
    type: () => 'staffAvatar',
    columns: [{ field: 'avatar', column: 'staff_user.head_img', holds: 'media' }],
  },
];

/** Every `table.column` the usage queries read. */
export const USAGE_COLUMNS: readonly string[] = SOURCES.flatMap((source) => source.columns.map((c) => c.column));

const STORED_PATH = String.raw`\d{4}/\d{2}/[a-f0-9]{20,64}\.(?:jpg|png|webp|gif|avif|ico|pdf|svg)`;
const IN_MEDIA = new RegExp(STORED_PATH, 'g');
const IN_HTML = new RegExp(String.raw`api/upload/(${STORED_PATH})`, 'g');

/**
 * The stored paths a column's value refers to, each once: as written in the canonical form, and in
 * any other spelling the upload route serves (`%2F`, `./`, the site's absolute address, a query),
 * which content saved before the sanitiser wrote one form may still hold (issue 45.10).
 */
function pathsIn(value: unknown, holds: Holds, siteOrigins: readonly string[]): Set<string> {
  if (typeof value !== 'string' || value === '') return new Set();
  const found = uploadPathsInText(value, siteOrigins, { bare: holds === 'media' });
  if (holds === 'media') for (const match of value.matchAll(IN_MEDIA)) found.add(match[0]);
  else for (const match of value.matchAll(IN_HTML)) found.add(match[1]!);
  return found;
}

/** `like` that finds a percent sign: some spelling of an upload's address may hide every other mark. */
const holdsPercent = (column: UsageColumn) => sql<SqlBool>`${sql.ref(column.column)} like '%!%%' escape '!'`;

/**
 * SQL for "this column may refer to the file at `path`": it names the file (its random name, hex,
 * no LIKE wildcards), or holds a percent escape that may spell the name. `pathsIn` decides.
 */
function mayReferTo(column: UsageColumn, path: string): Expression<SqlBool> {
  const name = path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
  return sql<SqlBool>`(${sql.ref(column.column)} like ${`%${name}%`} or ${holdsPercent(column)})`;
}

/** SQL for "this column may refer to some upload", which narrows the rows read for the index. */
function mayReferToAny(column: UsageColumn): Expression<SqlBool> {
  return column.holds === 'media'
    ? sql<SqlBool>`${sql.ref(column.column)} is not null`
    : sql<SqlBool>`(${sql.ref(column.column)} like '%upload%' or ${holdsPercent(column)})`;
}

function anyOf(conditions: Expression<SqlBool>[]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** An item's own column (no language) first, then the site's language order. */
const languageOrder = (lang: string | null) => (lang === null ? -1 : siteLanguagePlace(lang));

/** Languages in the order their versions name an item: `preferred` first, then the picker's order. */
const namingOrder = (lang: string | null, preferred: Lang | undefined) => (lang !== null && lang === preferred ? -1 : languageOrder(lang));

/**
 * Every place that refers to the file at `path`: one query per source. Ordered by source, then
 * item, language and field, so that an item's languages stay together in the same order everywhere.
 * An item's own column is named by its version in `preferred` when it has one.
 */
export async function usagesOf(db: Db, path: string, siteOrigins: readonly string[], preferred?: Lang): Promise<MediaUsage[]> {
  const usages: (MediaUsage & { order: [number, string, number, number] })[] = [];
  for (const [sourceIndex, source] of SOURCES.entries()) {
    let query = source.rows(db);
    source.columns.forEach((column, index) => {
      query = query.select(sql.ref(column.column).as(`v${index}`));
    });
    const rows = await query.where(anyOf(source.columns.map((column) => mayReferTo(column, path)))).execute();
    rows.sort((a, b) => namingOrder(a.lang, preferred) - namingOrder(b.lang, preferred));
    const itemsSeen = new Set<string>();
    for (const row of rows) {
      source.columns.forEach((column, index) => {
        if (!pathsIn(row[`v${index}`], column.holds, siteOrigins).has(path)) return;
        if (column.item) {
          if (itemsSeen.has(`${index}:${row.no}`)) return;
          itemsSeen.add(`${index}:${row.no}`);
        }
        const type = source.type(row);
        const lang = column.item || !isLang(row.lang) ? null : row.lang;
        usages.push({
          type,
          field: column.field,
          id: row.id === null ? null : Number(row.id),
          no: row.no,
          lang,
          name: row.name ?? '',
          ...(type === 'news' ? { external: Number(row.is_link) === 1 } : {}),
          order: [sourceIndex, row.no ?? String(row.id ?? ''), languageOrder(lang), index],
        });
      });
    }
  }
  const byOrder = (a: (typeof usages)[number], b: (typeof usages)[number]) =>
    a.order[0] - b.order[0] || a.order[1].localeCompare(b.order[1]) || a.order[2] - b.order[2] || a.order[3] - b.order[3];
  return usages.sort(byOrder).map(({ order: _order, ...usage }) => usage);
}

/** Stored path → number of places that refer to it, counted as `usagesOf` lists them. */
export type UsageCounts = Map<string, number>;

/**
 * How often each file is used, read from the sources whose tables the content counter watches
 * (`watched: true`) or from the others. One query per column, so that only the values that may
 * refer to an upload are read: rich text without an upload address stays in the database.
 */
export async function countUsages(db: Db, watched: boolean, siteOrigins: readonly string[]): Promise<UsageCounts> {
  const counts: UsageCounts = new Map();
  for (const source of SOURCES.filter((s) => s.watched === watched)) {
    for (const column of source.columns) {
      const rows = await source.rows(db).select(sql.ref(column.column).as('value')).where(mayReferToAny(column)).execute();
      const itemsSeen = new Set<string | null>();
      for (const row of rows) {
        if (column.item) {
          if (itemsSeen.has(row.no)) continue;
          itemsSeen.add(row.no);
        }
        for (const path of pathsIn(row.value, column.holds, siteOrigins)) counts.set(path, (counts.get(path) ?? 0) + 1);
      }
    }
  }
  return counts;
}
