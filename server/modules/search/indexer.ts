/**
 * Keeps the search index (migration 0014, decision 0026) right. Every write that changes text a
 * search finds calls `reindexItem(trx, entity, no)` inside its own transaction, after writing: it
 * reads the item as the transaction now sees it and replaces the item's index rows, so the index
 * commits with the write or not at all. The rows copy publication, pin state and date for the
 * search to filter and order by (migration 0016); later changes to those reach the rows by
 * triggers, as deleting a version deletes its rows, so those writes need no call.
 *
 * A person's text includes the names of their jobs, office and practice areas: renaming or
 * removing one of those reindexes the people who had it (`refs` remembers who, even after the
 * relation rows are gone). Of a practice area, only the versions visitors see at indexing time are
 * named, so publishing or unpublishing one (which reindexes it) reindexes its people too.
 */
import { type InsertObject, type Kysely, PostgresAdapter, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { jsonArrayFrom as postgresArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArrayFrom } from 'kysely/helpers/sqlite';
import { labelledLanguageOf, type Lang, type LabelledLang } from '../../../contract/languages.js';
import { DOCUMENT_NAMES } from '../../../contract/portal-config.js';
import type { Database, SearchDocumentTable } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { visibleNow } from '../content/publication.js';
import { nextEntryIds } from './entry-numbers.js';
import { indexedText, plainText, squeeze } from './text.js';

type Db = Kysely<Database> | Transaction<Database>;
type Insert = Omit<SearchDocumentTable, 'id' | 'refs' | 'published' | 'top' | 'terms' | 'title_terms'> & { refs?: string; published: number; top: number };
/** What a row copies of the version it describes, for filtering and ordering (migration 0016). */
type Copied = Pick<Insert, 'published' | 'publish_time' | 'unpublish_time' | 'top' | 'item_time'>;
const UNPINNED_UNDATED = { top: 0, item_time: null } as const;

/** What a write names: an item of one of these, by its `no` (documents: by language). */
export type IndexedEntity = 'article' | 'lawyer' | 'field' | 'job' | 'office' | 'documents';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;
type Lists<Q extends Record<string, AnySelect>> = { [K in keyof Q]: Q[K] extends SelectQueryBuilder<never, never, infer O> ? O[] : never };

/**
 * Runs several reads as one statement, each list a JSON array: inside a save's transaction every
 * statement is a round trip to PostgreSQL, and a reindex reads the item, the rows stored for it
 * and, for a person, their relations. The columns read are texts and integers, which JSON keeps.
 */
async function readAtOnce<Q extends Record<string, AnySelect>>(db: Db, queries: Q): Promise<Lists<Q>> {
  const arrayFrom = isPostgres(db) ? postgresArrayFrom : sqliteArrayFrom;
  const row = await db
    .selectNoFrom(Object.entries(queries).map(([name, query]) => arrayFrom(query).as(name)))
    .executeTakeFirstOrThrow();
  // PostgreSQL's driver parses JSON; SQLite's hands it over as text.
  const lists = Object.entries(row as Record<string, unknown>).map(([name, list]): [string, unknown] => [name, typeof list === 'string' ? JSON.parse(list) : list]);
  return Object.fromEntries(lists) as Lists<Q>;
}

/** PostgreSQL's full-text lexemes of a row (migration 0019): of its title and text, and of its title alone. */
interface Lexemes {
  terms: string[];
  titleTerms: string[];
}
/** A row to write, with its lexemes on PostgreSQL (written as tsvectors, never stored as given). */
type Indexed = Insert & { lexemes?: Lexemes };
/**
 * A row as its item gives it, title and text squeezed: what decides whether the stored row is
 * still right. The folded text, grams and lexemes are made from it (`indexed`) only for a row
 * that is new or whose text changed: a save usually changes one language of three, and making
 * them is most of an unchanged row's cost (on PostgreSQL, every tail of every word).
 */
type Described = Omit<Insert, 'title_folded' | 'folded' | 'grams'>;

function row(values: Described): Described {
  return { ...values, title: squeeze(values.title), body: squeeze(values.body) };
}

function indexed(db: Db, values: Described): Indexed {
  const postgres = isPostgres(db);
  const text = indexedText(values.title, values.body, postgres ? values.lang : null);
  // The folded text is what the full-text indexes read on both databases (migration 0027).
  const made: Indexed = { ...values, title_folded: text.foldedTitle, folded: text.folded, grams: text.grams };
  if (postgres) made.lexemes = { terms: text.terms, titleTerms: text.titleTerms };
  return made;
}

const tsvector = (lexemes: string[]) => sql<string>`array_to_tsvector(${lexemes}::text[])`;
const columnsOf = ({ lexemes, ...values }: Indexed): InsertObject<Database, 'search_document'> =>
  lexemes ? { ...values, terms: tsvector(lexemes.terms), title_terms: tsvector(lexemes.titleTerms) } : values;

/** SQLite: each row with the next id of its language's range (entry-numbers.ts, decision 0091). */
async function numbered(db: Db, rows: Indexed[]): Promise<(Indexed & { id?: number })[]> {
  if (isPostgres(db)) return rows;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.lang, (counts.get(row.lang) ?? 0) + 1);
  const ids = new Map<string, number[]>();
  for (const [lang, count] of counts) ids.set(lang, await nextEntryIds(db, lang, count));
  return rows.map((r) => ({ ...r, id: ids.get(r.lang)!.shift()! }));
}

async function insertRows(db: Db, rows: Indexed[]): Promise<void> {
  const withIds = await numbered(db, rows);
  // Chunks keep each statement within SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < withIds.length; i += 50) {
    await db.insertInto('search_document').values(withIds.slice(i, i + 50).map(columnsOf)).execute();
  }
}

/**
 * Rewrites the text of several PostgreSQL rows in one statement: a save usually changes the text
 * of one to three languages, and each statement is a round trip inside the write's transaction.
 * Lexemes hold no spaces (they are words, their tails, characters and pairs), so a row's lexemes
 * pass as one space-joined text and several rows' lists fit in one array parameter.
 */
async function rewriteTexts(db: Db, changes: { id: number; next: Indexed }[]): Promise<void> {
  const column = <T>(pick: (next: Indexed) => T) => changes.map(({ next }) => pick(next));
  await sql`
    update search_document as d set
      kind = v.kind, title = v.title, body = v.body, title_folded = v.title_folded, folded = v.folded, grams = v.grams, refs = v.refs,
      published = v.published, publish_time = v.publish_time, unpublish_time = v.unpublish_time, top = v.top, item_time = v.item_time,
      terms = array_to_tsvector(string_to_array(v.terms, ' ')), title_terms = array_to_tsvector(string_to_array(v.title_terms, ' '))
    from unnest(
      ${changes.map((c) => c.id)}::int[], ${column((r) => r.kind)}::text[], ${column((r) => r.title)}::text[], ${column((r) => r.body)}::text[],
      ${column((r) => r.title_folded)}::text[], ${column((r) => r.folded)}::text[], ${column((r) => r.grams)}::text[], ${column((r) => r.refs ?? '')}::text[],
      ${column((r) => r.published)}::int[], ${column((r) => r.publish_time)}::text[], ${column((r) => r.unpublish_time)}::text[], ${column((r) => r.top)}::int[],
      ${column((r) => r.item_time)}::text[], ${column((r) => r.lexemes!.terms.join(' '))}::text[], ${column((r) => r.lexemes!.titleTerms.join(' '))}::text[]
    ) as v(id, kind, title, body, title_folded, folded, grams, refs, published, publish_time, unpublish_time, top, item_time, terms, title_terms)
    where d.id = v.id`.execute(db);
}

/** Whose index rows a reindex reads (`storedRows`) and replaces (`replaceRows`): an item's, or a language's documents. */
type Scope = { source: Insert['source']; itemNos: string[] } | { source: 'portal_config'; lang: Lang };

/**
 * What decides whether a row is as indexed. The folded text and the grams are made from the title
 * and the text, so they are written with them and not read back: those long columns are stored
 * out of the row (PostgreSQL's TOAST), and every save would read them again only to compare.
 */
const COMPARED = ['kind', 'title', 'body', 'refs', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time'] as const;
/** A column's value as stored: a row written without `refs` holds ''. */
const storedValue = (r: Partial<Record<(typeof COMPARED)[number], string | number | null>>, column: (typeof COMPARED)[number]) =>
  r[column] ?? (column === 'refs' ? '' : null);
const rowKey = (r: Pick<Insert, 'source' | 'version_id' | 'item_no' | 'lang'>) => `${r.source}|${r.version_id ?? ''}|${r.item_no}|${r.lang}`;

/** The rows a scope holds now, as `replaceRows` compares them. */
function storedRows(db: Db, scope: Scope) {
  const query = db.selectFrom('search_document').select(['id', 'source', 'version_id', 'item_no', 'lang', ...COMPARED]).where('source', '=', scope.source);
  return 'lang' in scope ? query.where('lang', '=', scope.lang) : query.where('item_no', 'in', scope.itemNos);
}
type Stored = Awaited<ReturnType<ReturnType<typeof storedRows>['execute']>>[number];

/**
 * Makes a scope's rows (`storedRows`, read with the item) exactly `rows`, touching only what
 * changed: a row whose text is as indexed stays, so its full-text entries are neither removed nor
 * made again (a save usually changes one language of an item, and a fact such as a job's name
 * reaches many people).
 */
async function replaceRows(db: Db, storedNow: Stored[], rows: Described[]): Promise<void> {
  const stored = new Map(storedNow.map((r) => [rowKey(r), r]));
  const added: Indexed[] = [];
  const rewritten: { id: number; next: Indexed }[] = [];
  for (const next of rows) {
    const key = rowKey(next);
    const before = stored.get(key);
    stored.delete(key);
    if (!before) {
      added.push(indexed(db, next));
      continue;
    }
    const changed = Object.fromEntries(COMPARED.flatMap((column) => (storedValue(next, column) === storedValue(before, column) ? [] : [[column, storedValue(next, column)]])));
    if (!Object.keys(changed).length) continue;
    if (!('title' in changed || 'body' in changed)) {
      await db.updateTable('search_document').set(changed).where('id', '=', before.id).execute();
      continue;
    }
    const made = indexed(db, next);
    if (made.lexemes) rewritten.push({ id: before.id, next: made });
    else await db.updateTable('search_document').set({ ...changed, title_folded: made.title_folded, folded: made.folded, grams: made.grams }).where('id', '=', before.id).execute();
  }
  if (rewritten.length) await rewriteTexts(db, rewritten);
  const gone = [...stored.values()].map((r) => r.id);
  if (gone.length) await db.deleteFrom('search_document').where('id', 'in', gone).execute();
  await insertRows(db, added);
}

async function indexArticle(db: Db, no: string): Promise<void> {
  const { versions, stored } = await readAtOnce(db, {
    versions: db
      .selectFrom('article_version')
      .select(['id', 'lang', 'kind', 'title', 'note', 'content', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time'])
      .where('no', '=', no),
    stored: storedRows(db, { source: 'article_version', itemNos: [no] }),
  });
  await replaceRows(
    db,
    stored,
    versions.map(({ id, lang, kind, title, note, content, ...copied }) =>
      row({ source: 'article_version', version_id: id, item_no: no, kind, lang, title, body: `${note ?? ''} ${plainText(content)}`, ...copied }),
    ),
  );
}

/** A person's job, office or practice area, with its name in one language (none: it has no versions). */
interface Related {
  prefix: 'j' | 'o' | 'f';
  lawyer_no: string;
  related_no: string;
  position: number;
  lang: Lang | null;
  name: string | null;
}

/**
 * The jobs, offices and practice areas of these people with their names in every language, in one
 * query, read with the person (`readAtOnce`): reindexing a person inside a save is one read, not seven.
 * A practice area is named only in the versions visitors see at `now` (a draft's or a withdrawn
 * version's name would find the person and show in the snippet); its row stays, without a name,
 * so `refs` still names it and a change of its publication reindexes the person.
 */
function relatedOf(db: Db, nos: string[], now: string) {
  return db
    .selectFrom('lawyer_job as r')
    .leftJoin('job_version as v', 'v.no', 'r.job_no')
    .select([sql<Related['prefix']>`'j'`.as('prefix'), 'r.lawyer_no', 'r.job_no as related_no', 'r.position', 'v.lang', 'v.name'])
    .where('r.lawyer_no', 'in', nos)
    .unionAll(
      db
        .selectFrom('lawyer_practice_area as r')
        .leftJoin('professional_field_version as v', (join) => join.onRef('v.no', '=', 'r.field_no').on(visibleNow('v', now)))
        .select([sql<Related['prefix']>`'f'`.as('prefix'), 'r.lawyer_no', 'r.field_no as related_no', 'r.position', 'v.lang', 'v.name'])
        .where('r.lawyer_no', 'in', nos),
    )
    .unionAll(
      db
        .selectFrom('lawyer as r')
        .leftJoin('office_version as v', 'v.no', 'r.office_no')
        .select([sql<Related['prefix']>`'o'`.as('prefix'), 'r.no as lawyer_no', sql<string>`r.office_no`.as('related_no'), sql<number>`0`.as('position'), 'v.lang', 'v.name'])
        .where('r.no', 'in', nos)
        .where('r.office_no', 'is not', null),
    );
}

async function indexLawyers(db: Db, nos: string[]): Promise<void> {
  if (!nos.length) return;
  const { versions, related, stored } = await readAtOnce(db, {
    versions: db
      .selectFrom('lawyer_version as v')
      .innerJoin('lawyer as l', 'l.no', 'v.no')
      .select(['v.id', 'v.no', 'v.lang', 'v.name', 'v.intro', 'v.custom_content', 'v.custom_contents', 'v.published', 'v.publish_time', 'v.unpublish_time', 'l.top'])
      .where('v.no', 'in', nos),
    related: relatedOf(db, nos, nowIso()),
    stored: storedRows(db, { source: 'lawyer_version', itemNos: nos }),
  });
  related.sort((a, b) => a.position - b.position);
  const rows = versions.map((v) => {
    const lang = v.lang;
    const mine = related.filter((r) => r.lawyer_no === v.no);
    // Each relation once, in its order, whatever languages it has names in.
    const nosOf = (prefix: Related['prefix']) => [...new Set(mine.filter((r) => r.prefix === prefix).map((r) => r.related_no))];
    const named = (prefix: Related['prefix']) => nosOf(prefix).flatMap((no) => mine.find((r) => r.prefix === prefix && r.related_no === no && r.lang === lang)?.name ?? []);
    const sections = (JSON.parse(v.custom_contents) as { title?: string; content?: string | null }[]).map((c) => `${c.title ?? ''} ${plainText(c.content)}`);
    const body = [...named('j'), ...named('o'), ...named('f'), plainText(v.intro), plainText(v.custom_content), ...sections].join(' · ');
    const refs = [...nosOf('j').map((n) => `j:${n}`), ...nosOf('f').map((n) => `f:${n}`), ...nosOf('o').map((n) => `o:${n}`)].join(' ');
    const copied: Copied = { published: v.published, publish_time: v.publish_time, unpublish_time: v.unpublish_time, top: v.top, item_time: null };
    return row({ source: 'lawyer_version', version_id: v.id, item_no: v.no, kind: 'person', lang, title: v.name, body, refs, ...copied });
  });
  await replaceRows(db, stored, rows);
}

/** The people whose text named the item (`prefix:no` in `refs`) or whose relations name it now. */
async function peopleReferring(db: Db, prefix: 'j' | 'o' | 'f', no: string): Promise<string[]> {
  const ref = `${prefix}:${no}`;
  const indexed = await db
    .selectFrom('search_document')
    .select('item_no')
    .distinct()
    .where('source', '=', 'lawyer_version')
    .where(sql<boolean>`(' ' || refs || ' ') like ${`% ${ref} %`}`)
    .execute();
  const current =
    prefix === 'j'
      ? await db.selectFrom('lawyer_job').select('lawyer_no as no').where('job_no', '=', no).execute()
      : prefix === 'f'
        ? await db.selectFrom('lawyer_practice_area').select('lawyer_no as no').where('field_no', '=', no).execute()
        : await db.selectFrom('lawyer').select('no').where('office_no', '=', no).execute();
  return [...new Set([...indexed.map((r) => r.item_no), ...current.map((r) => r.no)])];
}

/** The practice area's own rows; the people whose text names it are another step. */
async function indexFieldText(db: Db, no: string): Promise<void> {
  const { versions, stored } = await readAtOnce(db, {
    versions: db
      .selectFrom('professional_field_version')
      .select(['id', 'lang', 'name', 'introduce', 'published', 'publish_time', 'unpublish_time'])
      .where('no', '=', no),
    stored: storedRows(db, { source: 'professional_field_version', itemNos: [no] }),
  });
  await replaceRows(
    db,
    stored,
    versions.map(({ id, lang, name, introduce, ...publication }) =>
      row({ source: 'professional_field_version', version_id: id, item_no: no, kind: 'field', lang, title: name, body: plainText(introduce), ...publication, ...UNPINNED_UNDATED }),
    ),
  );
}

async function indexField(db: Db, no: string): Promise<void> {
  await indexFieldText(db, no);
  await indexLawyers(db, await peopleReferring(db, 'f', no));
}

/** The firm's documents in one language, each under its own name; an empty one is not a result. */
async function indexDocuments(db: Db, lang: Lang): Promise<void> {
  const { configs, stored } = await readAtOnce(db, {
    configs: db.selectFrom('portal_config').select(['privacy', 'terms', 'disclaimer', 'update_time']).where('lang', '=', lang),
    stored: storedRows(db, { source: 'portal_config', lang }),
  });
  const config = configs[0];
  const titles = DOCUMENT_TITLES[labelledLanguageOf(lang)];
  const rows = DOCUMENT_NAMES.flatMap((name) => {
    if (!config) return [];
    const body = plainText(config[name]);
    const copied: Copied = { published: 1, publish_time: null, unpublish_time: null, top: 0, item_time: config.update_time };
    return body ? [row({ source: 'portal_config', version_id: null, item_no: name, kind: 'document', lang, title: titles[name], body, ...copied })] : [];
  });
  await replaceRows(db, stored, rows);
}

/**
 * The documents' titles as their pages show them (app/i18n messages `common.*`), in every language
 * with bundled labels; another language's pages show English's (a unit test compares).
 */
export const DOCUMENT_TITLES: Record<LabelledLang, Record<(typeof DOCUMENT_NAMES)[number], string>> = {
  de_DE: { privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', disclaimer: 'Rechtlicher Hinweis' },
  en_US: { privacy: 'Privacy Policy', terms: 'Terms and Conditions', disclaimer: 'Disclaimer' },
  zh_CN: { privacy: '隐私政策', terms: '条款与条件', disclaimer: '免责声明' },
  zh_TW: { privacy: '隱私政策', terms: '條款與條件', disclaimer: '免責聲明' },
  fr_FR: { privacy: 'Politique de confidentialité', terms: 'Conditions d’utilisation', disclaimer: 'Avertissement juridique' },
  es_ES: { privacy: 'Política de privacidad', terms: 'Términos y condiciones', disclaimer: 'Aviso legal' },
  ja_JP: { privacy: 'プライバシーポリシー', terms: '利用規約', disclaimer: '免責事項' },
  ar_SA: { privacy: 'سياسة الخصوصية', terms: 'الشروط والأحكام', disclaimer: 'إخلاء المسؤولية' },
};

/**
 * Brings the item's rows up to date with what `db` (the write's transaction) holds now: after
 * creating, updating or removing it. `no` is the item's number; for documents, the language.
 */
export async function reindexItem(db: Db, entity: IndexedEntity, no: string): Promise<void> {
  // PostgreSQL: wait for a rebuild running now (it holds the index's writers off until it commits),
  // then read the rows it wrote; rows read before it committed are gone once it has (decision 0094).
  if (isPostgres(db)) await sql`lock table search_document in row exclusive mode`.execute(db);
  switch (entity) {
    case 'article':
      return indexArticle(db, no);
    case 'lawyer':
      return indexLawyers(db, [no]);
    case 'field':
      return indexField(db, no);
    case 'job':
      return indexLawyers(db, await peopleReferring(db, 'j', no));
    case 'office':
      return indexLawyers(db, await peopleReferring(db, 'o', no));
    case 'documents':
      return indexDocuments(db, no as Lang);
  }
}

/**
 * PostgreSQL: the rows written again, one language after the other (decision 0093). A search
 * reads the table's pages that hold its matches, and a rebuild writes an item's languages side by
 * side: with five languages a page held fewer rows of the language searched, and the same matches
 * touched a fifth more pages. Grouped, they touch about half as many, whatever the number of
 * languages. Rows saved later go where PostgreSQL finds room; the next rebuild groups them again.
 */
async function groupRowsByLanguage(db: Db): Promise<void> {
  await sql`with moved as (delete from search_document returning *) insert into search_document select * from moved order by lang, id`.execute(db);
}

/** Rebuilds the whole index in one transaction (`npm run search:reindex`, a migrated site's first start). */
export async function rebuildIndex(db: Kysely<Database>): Promise<{ documents: number }> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: no save writes the index until this commits (searches go on reading the old rows),
    // and this starts once the saves writing it now have committed. Otherwise a save meeting the
    // rebuild changed rows the rebuild had deleted, and the rows it wrote kept the item as it was
    // before the save (decision 0094). SQLite has one writer at a time already.
    if (isPostgres(trx)) await sql`lock table search_document in share row exclusive mode`.execute(trx);
    await trx.deleteFrom('search_document').execute();
    if (!isPostgres(trx)) {
      // Emptied: the full-text tables start afresh rather than record every deletion.
      await sql`insert into search_trigram(search_trigram) values ('delete-all')`.execute(trx);
      await sql`insert into search_words(search_words) values ('delete-all')`.execute(trx);
    }
    const articles = await trx.selectFrom('article').select('no').execute();
    for (const { no } of articles) await indexArticle(trx, no);
    const lawyers = (await trx.selectFrom('lawyer').select('no').execute()).map((r) => r.no);
    for (let i = 0; i < lawyers.length; i += 200) await indexLawyers(trx, lawyers.slice(i, i + 200));
    const fields = await trx.selectFrom('professional_field').select('no').execute();
    for (const { no } of fields) await indexFieldText(trx, no);
    const langs = await trx.selectFrom('portal_config').select('lang').execute();
    for (const { lang } of langs) await indexDocuments(trx, lang);
    if (isPostgres(trx)) {
      await groupRowsByLanguage(trx);
    } else {
      // One segment per full-text table instead of the dozens the writes left (more with more
      // languages), each of which every search read: a language's entries, in a range of their
      // own (entry-numbers.ts), then sit together in each list (decision 0091).
      await sql`insert into search_trigram(search_trigram) values ('optimize')`.execute(trx);
      await sql`insert into search_words(search_words) values ('optimize')`.execute(trx);
    }
    const count = await trx.selectFrom('search_document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { documents: Number(count.n) };
  });
}

/** A database migrated to the search index with content already in it gets its index built once. */
export async function ensureIndex(db: Kysely<Database>): Promise<boolean> {
  const indexed = await db.selectFrom('search_document').select('id').limit(1).executeTakeFirst();
  if (indexed) return false;
  const content = await db.selectFrom('article').select('no').limit(1).executeTakeFirst() ?? (await db.selectFrom('lawyer').select('no').limit(1).executeTakeFirst());
  if (!content) return false;
  await rebuildIndex(db);
  return true;
}
