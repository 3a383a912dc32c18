/**
 * Search folds text by script (issue 48 point 6, decision 0081): accents, ß, Arabic tashkeel,
 * letter variants and the leading article, kana and Hangul composed. The folding is done in code
 * when a row is indexed (server/modules/search/text.ts), into the columns the indexes already read,
 * so a search does what it did before, with nothing looked up besides.
 *
 * - SQLite: the trigram table indexed the title and text as written, folded only by its own
 *   tokenizer (case and Latin accents); it now indexes `folded`, the folded title and text, which
 *   SQLite rows now hold as PostgreSQL's do. The table is made again over that column, with its
 *   triggers, and keeps merging off the write path (migration 0017).
 * - Both: the rows are emptied, and the server rebuilds them with the new folding at its next
 *   start, as migrations 0019 and 0020 did (`npm run search:reindex` does it at once).
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The trigram table's columns and the row's columns they read: after this migration, and before it. */
const FOLDED = { columns: ['folded'], values: ['folded'] };
const AS_WRITTEN = { columns: ['title', 'body'], values: ['title', 'body'] };

/** Makes the trigram table over `columns` again, with the triggers of migrations 0014 and 0016, on an empty index. */
async function remakeTrigramTable(db: Db, { columns, values }: typeof FOLDED): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER search_document_${trigger}`).execute(db);
  await sql.raw('DROP TABLE search_trigram').execute(db);
  await sql`delete from search_document`.execute(db);
  // Emptied with its rows: the grams table starts afresh rather than record every deletion.
  await sql`insert into search_words(search_words) values ('delete-all')`.execute(db);
  await sql
    .raw(`CREATE VIRTUAL TABLE search_trigram USING fts5(${columns.join(', ')}, content='search_document', content_rowid='id', tokenize='trigram remove_diacritics 1')`)
    .execute(db);
  await sql.raw(`INSERT INTO search_trigram(search_trigram, rank) VALUES ('automerge', 0)`).execute(db);
  const list = columns.join(', ');
  const add =
    `INSERT INTO search_trigram(rowid, ${list}) VALUES (new.id, ${values.map((v) => `new.${v}`).join(', ')}); ` +
    `INSERT INTO search_words(rowid, grams) VALUES (new.id, new.grams);`;
  const remove =
    `INSERT INTO search_trigram(search_trigram, rowid, ${list}) VALUES ('delete', old.id, ${values.map((v) => `old.${v}`).join(', ')}); ` +
    `INSERT INTO search_words(search_words, rowid, grams) VALUES ('delete', old.id, old.grams);`;
  await sql.raw(`CREATE TRIGGER search_document_insert AFTER INSERT ON search_document BEGIN ${add} END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_document_delete AFTER DELETE ON search_document BEGIN ${remove} END`).execute(db);
  // The full-text tables follow the text only (migration 0016).
  await sql.raw(`CREATE TRIGGER search_document_update AFTER UPDATE OF ${[...values, 'grams'].join(', ')} ON search_document BEGIN ${remove} ${add} END`).execute(db);
}

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`delete from search_document`.execute(db);
  else await remakeTrigramTable(db, FOLDED);
}

/** The rows rebuilt at the next start hold what the code that runs then makes. */
export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`delete from search_document`.execute(db);
  else await remakeTrigramTable(db, AS_WRITTEN);
}
