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
 * relation rows are gone).
 */
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Lang } from '../../../contract/languages.js';
import { DOCUMENT_NAMES } from '../../../contract/portal-config.js';
import type { Database, SearchDocumentTable } from '../../db/schema.js';
import { fold, gramsOf, lexemesOf, plainText, squeeze } from './text.js';

type Db = Kysely<Database> | Transaction<Database>;
type Insert = Omit<SearchDocumentTable, 'id' | 'refs' | 'published' | 'top' | 'terms' | 'title_terms'> & { refs?: string; published: number; top: number };
/** What a row copies of the version it describes, for filtering and ordering (migration 0016). */
type Copied = Pick<Insert, 'published' | 'publish_time' | 'unpublish_time' | 'top' | 'item_time'>;
const UNPINNED_UNDATED = { top: 0, item_time: null } as const;

/** What a write names: an item of one of these, by its `no` (documents: by language). */
export type IndexedEntity = 'article' | 'lawyer' | 'field' | 'job' | 'office' | 'documents';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function row(db: Db, values: Omit<Insert, 'title_folded' | 'folded' | 'grams'>): Insert {
  const title = squeeze(values.title);
  const body = squeeze(values.body);
  return {
    ...values,
    title,
    body,
    title_folded: fold(title),
    folded: isPostgres(db) ? fold(`${title}\n${body}`) : null,
    grams: gramsOf(`${title} ${body}`),
  };
}

/** PostgreSQL's full-text lexemes of a row (migration 0019): of its title and text, and of its title. */
const tsvector = (text: string) => sql<string>`array_to_tsvector(${lexemesOf(text)}::text[])`;
const termsOf = (r: Pick<Insert, 'title' | 'body'>) => ({ terms: tsvector(`${r.title} ${r.body}`), title_terms: tsvector(r.title) });

async function insertRows(db: Db, rows: Insert[]): Promise<void> {
  const postgres = isPostgres(db);
  // Chunks keep each statement within SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 50) {
    const chunk = rows.slice(i, i + 50);
    await db.insertInto('search_document').values(postgres ? chunk.map((r) => ({ ...r, ...termsOf(r) })) : chunk).execute();
  }
}

/** The rows a scope held, to be replaced by `replaceRows`. */
type Scope = { source: Insert['source']; itemNos: string[] } | { source: 'portal_config'; lang: Lang };

const COMPARED = ['kind', 'title', 'body', 'title_folded', 'folded', 'grams', 'refs', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time'] as const;
/** A column's value as stored: a row written without `refs` holds ''. */
const storedValue = (r: Partial<Record<(typeof COMPARED)[number], string | number | null>>, column: (typeof COMPARED)[number]) =>
  r[column] ?? (column === 'refs' ? '' : null);
const rowKey = (r: Pick<Insert, 'source' | 'version_id' | 'item_no' | 'lang'>) => `${r.source}|${r.version_id ?? ''}|${r.item_no}|${r.lang}`;

/**
 * Makes the scope's rows exactly `rows`, touching only what changed: a row whose text is as
 * indexed stays, so its full-text entries are neither removed nor made again (a save usually
 * changes one language of an item, and a fact such as a job's name reaches many people).
 */
async function replaceRows(db: Db, scope: Scope, rows: Insert[]): Promise<void> {
  let query = db.selectFrom('search_document').select(['id', 'source', 'version_id', 'item_no', 'lang', ...COMPARED]).where('source', '=', scope.source);
  if ('lang' in scope) query = query.where('lang', '=', scope.lang);
  else {
    if (!scope.itemNos.length) return;
    query = query.where('item_no', 'in', scope.itemNos);
  }
  const stored = new Map((await query.execute()).map((r) => [rowKey(r), r]));
  const added: Insert[] = [];
  for (const next of rows) {
    const key = rowKey(next);
    const before = stored.get(key);
    stored.delete(key);
    if (!before) {
      added.push(next);
      continue;
    }
    const changed = Object.fromEntries(COMPARED.flatMap((column) => (storedValue(next, column) === storedValue(before, column) ? [] : [[column, storedValue(next, column)]])));
    if (!Object.keys(changed).length) continue;
    const text = 'title' in changed || 'body' in changed;
    await db
      .updateTable('search_document')
      .set(text && isPostgres(db) ? { ...changed, ...termsOf(next) } : changed)
      .where('id', '=', before.id)
      .execute();
  }
  const gone = [...stored.values()].map((r) => r.id);
  if (gone.length) await db.deleteFrom('search_document').where('id', 'in', gone).execute();
  await insertRows(db, added);
}

async function indexArticle(db: Db, no: string): Promise<void> {
  const versions = await db
    .selectFrom('article_version')
    .select(['id', 'lang', 'kind', 'title', 'note', 'content', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time'])
    .where('no', '=', no)
    .execute();
  await replaceRows(
    db,
    { source: 'article_version', itemNos: [no] },
    versions.map(({ id, lang, kind, title, note, content, ...copied }) =>
      row(db, { source: 'article_version', version_id: id, item_no: no, kind, lang, title, body: `${note ?? ''} ${plainText(content)}`, ...copied }),
    ),
  );
}

/** Names of named items (jobs, offices, practice areas) per item and language. */
async function namesOf(db: Db, table: 'job_version' | 'office_version' | 'professional_field_version', nos: string[]): Promise<Map<string, string>> {
  if (!nos.length) return new Map();
  const rows = await db.selectFrom(table).select(['no', 'lang', 'name']).where('no', 'in', nos).execute();
  return new Map(rows.map((r) => [`${r.no}|${r.lang}`, r.name]));
}

async function indexLawyers(db: Db, nos: string[]): Promise<void> {
  if (!nos.length) return;
  const [versions, items, jobs, fields] = await Promise.all([
    db
      .selectFrom('lawyer_version')
      .select(['id', 'no', 'lang', 'name', 'intro', 'custom_content', 'custom_contents', 'published', 'publish_time', 'unpublish_time'])
      .where('no', 'in', nos)
      .execute(),
    db.selectFrom('lawyer').select(['no', 'office_no', 'top']).where('no', 'in', nos).execute(),
    db.selectFrom('lawyer_job').select(['lawyer_no', 'job_no']).where('lawyer_no', 'in', nos).orderBy('position').execute(),
    db.selectFrom('lawyer_practice_area').select(['lawyer_no', 'field_no']).where('lawyer_no', 'in', nos).orderBy('position').execute(),
  ]);
  const office = new Map(items.map((i) => [i.no, i.office_no]));
  const pinned = new Map(items.map((i) => [i.no, i.top]));
  const [jobNames, officeNames, fieldNames] = await Promise.all([
    namesOf(db, 'job_version', [...new Set(jobs.map((j) => j.job_no))]),
    namesOf(db, 'office_version', [...new Set(items.flatMap((i) => (i.office_no ? [i.office_no] : [])))]),
    namesOf(db, 'professional_field_version', [...new Set(fields.map((f) => f.field_no))]),
  ]);
  const rows = versions.map((v) => {
    const lang = v.lang;
    const jobNos = jobs.filter((j) => j.lawyer_no === v.no).map((j) => j.job_no);
    const fieldNos = fields.filter((f) => f.lawyer_no === v.no).map((f) => f.field_no);
    const officeNo = office.get(v.no) ?? null;
    const named = (names: Map<string, string>, itemNos: string[]) => itemNos.flatMap((n) => names.get(`${n}|${lang}`) ?? []);
    const sections = (JSON.parse(v.custom_contents) as { title?: string; content?: string | null }[]).map((c) => `${c.title ?? ''} ${plainText(c.content)}`);
    const body = [
      ...named(jobNames, jobNos),
      ...named(officeNames, officeNo ? [officeNo] : []),
      ...named(fieldNames, fieldNos),
      plainText(v.intro),
      plainText(v.custom_content),
      ...sections,
    ].join(' · ');
    const refs = [...jobNos.map((n) => `j:${n}`), ...fieldNos.map((n) => `f:${n}`), ...(officeNo ? [`o:${officeNo}`] : [])].join(' ');
    const copied: Copied = { published: v.published, publish_time: v.publish_time, unpublish_time: v.unpublish_time, top: pinned.get(v.no) ?? 0, item_time: null };
    return row(db, { source: 'lawyer_version', version_id: v.id, item_no: v.no, kind: 'person', lang, title: v.name, body, refs, ...copied });
  });
  await replaceRows(db, { source: 'lawyer_version', itemNos: nos }, rows);
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
  const versions = await db
    .selectFrom('professional_field_version')
    .select(['id', 'lang', 'name', 'introduce', 'published', 'publish_time', 'unpublish_time'])
    .where('no', '=', no)
    .execute();
  await replaceRows(
    db,
    { source: 'professional_field_version', itemNos: [no] },
    versions.map(({ id, lang, name, introduce, ...publication }) =>
      row(db, { source: 'professional_field_version', version_id: id, item_no: no, kind: 'field', lang, title: name, body: plainText(introduce), ...publication, ...UNPINNED_UNDATED }),
    ),
  );
}

async function indexField(db: Db, no: string): Promise<void> {
  await indexFieldText(db, no);
  await indexLawyers(db, await peopleReferring(db, 'f', no));
}

/** The firm's documents in one language, each under its own name; an empty one is not a result. */
async function indexDocuments(db: Db, lang: Lang): Promise<void> {
  const config = await db.selectFrom('portal_config').select(['privacy', 'terms', 'disclaimer', 'update_time']).where('lang', '=', lang).executeTakeFirst();
  const titles = DOCUMENT_TITLES[lang] ?? DOCUMENT_TITLES.en_US!;
  const rows = DOCUMENT_NAMES.flatMap((name) => {
    if (!config) return [];
    const body = plainText(config[name]);
    const copied: Copied = { published: 1, publish_time: null, unpublish_time: null, top: 0, item_time: config.update_time };
    return body ? [row(db, { source: 'portal_config', version_id: null, item_no: name, kind: 'document', lang, title: titles[name], body, ...copied })] : [];
  });
  await replaceRows(db, { source: 'portal_config', lang }, rows);
}

/** The documents' titles as their pages show them (app/i18n messages `common.*`). */
const DOCUMENT_TITLES: Partial<Record<Lang, Record<(typeof DOCUMENT_NAMES)[number], string>>> = {
  de_DE: { privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', disclaimer: 'Rechtlicher Hinweis' },
  en_US: { privacy: 'Privacy Policy', terms: 'Terms and Conditions', disclaimer: 'Disclaimer' },
  zh_CN: { privacy: '隐私政策', terms: '条款与条件', disclaimer: '免责声明' },
};

/**
 * Brings the item's rows up to date with what `db` (the write's transaction) holds now: after
 * creating, updating or removing it. `no` is the item's number; for documents, the language.
 */
export async function reindexItem(db: Db, entity: IndexedEntity, no: string): Promise<void> {
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

/** Rebuilds the whole index in one transaction (`npm run search:reindex`, a migrated site's first start). */
export async function rebuildIndex(db: Kysely<Database>): Promise<{ documents: number }> {
  return db.transaction().execute(async (trx) => {
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
