/**
 * Search reads less per match (decision 0033).
 *
 * - PostgreSQL: full-text lexemes instead of trigrams. `terms` (tsvector) holds the text's words
 *   with their tails, its Chinese characters and character pairs and its short words, written by
 *   the search module; a GIN index over it answers every term without rereading the text, where
 *   the trigram index on `folded` reread every long text a common word matched. `title_terms`
 *   holds the title's lexemes alone, for suggestions. The trigram indexes and the one on `grams`
 *   go (the lexemes hold the grams). The lexemes, the text and the grams move out of the table's rows
 *   (`toast_tuple_target`); what a search filters and orders by stays in them, so a search that
 *   matches thousands of rows reads about a kilobyte of each. The lexemes are made in code: the index is emptied here and
 *   the server rebuilds it at its next start (as for a site indexed for the first time).
 * - SQLite: an index holding every column a search filters, counts and orders by, so those read
 *   the index instead of each matching row with its long text.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Read by every search for every match: kept in the row (never compressed nor moved out). */
const IN_ROW = ['source', 'item_no', 'kind', 'lang', 'publish_time', 'unpublish_time', 'item_time'];
/**
 * Kept in the row, compressed if need be: the titles, read for every match (title hits) and
 * suggestion, and the folded text, read for the rows a phrase narrows to (reading it from the
 * TOAST table took twice as long, an index lookup per row).
 */
const COMPRESSED_IN_ROW = ['title', 'title_folded', 'title_terms', 'folded'];

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema
      .createIndex('search_document_rank_idx')
      .on('search_document')
      .columns(['lang', 'kind', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time', 'title_folded'])
      .execute();
    return;
  }
  await sql`delete from search_document`.execute(db);
  await sql`alter table search_document add column terms tsvector`.execute(db);
  await sql`create index search_document_terms_idx on search_document using gin (terms)`.execute(db);
  await sql`alter table search_document add column title_terms tsvector`.execute(db);
  await sql`create index search_document_title_terms_idx on search_document using gin (title_terms)`.execute(db);
  await sql`drop index search_document_folded_trgm`.execute(db);
  await sql`drop index search_document_grams_idx`.execute(db);
  await sql`drop index search_document_title_trgm`.execute(db);
  for (const column of IN_ROW) await sql`alter table search_document alter column ${sql.ref(column)} set storage plain`.execute(db);
  for (const column of COMPRESSED_IN_ROW) await sql`alter table search_document alter column ${sql.ref(column)} set storage main`.execute(db);
  await sql`alter table search_document set (toast_tuple_target = 256)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.dropIndex('search_document_rank_idx').execute();
    return;
  }
  await sql`alter table search_document reset (toast_tuple_target)`.execute(db);
  for (const column of [...IN_ROW, ...COMPRESSED_IN_ROW]) await sql`alter table search_document alter column ${sql.ref(column)} set storage extended`.execute(db);
  // The rows keep `folded` and `grams`, which the indexes of migration 0014 read.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const ops = sql.raw(`"${(rows[0]?.schema ?? 'public').replace(/"/g, '""')}".gin_trgm_ops`);
  await sql`create index search_document_folded_trgm on search_document using gin (folded ${ops})`.execute(db);
  await sql`create index search_document_title_trgm on search_document using gin (title_folded ${ops})`.execute(db);
  await sql`create index search_document_grams_idx on search_document using gin (string_to_array(grams, ' '))`.execute(db);
  await sql`alter table search_document drop column terms`.execute(db);
  await sql`alter table search_document drop column title_terms`.execute(db);
}
