/**
 * The site search index (issue 14, decision 0026). `search_document` holds one row per
 * searchable language version (a person, a practice area, a news item, case or honour, one of the
 * firm's documents) with its text as visitors read it, without markup, written by the search
 * module in the same transaction as the content it describes. Publication state, pin state and
 * dates are not copied: searches join the version row, so scheduled publishing needs no reindex.
 *
 * - SQLite: two FTS5 tables over it (external content, kept in step by triggers): one with the
 *   trigram tokenizer (case- and accent-insensitive substrings of three or more characters: parts
 *   of compounds, Chinese words of three or more characters, phrases) and one with unicode61 over
 *   `grams`, the Chinese characters and character pairs and the short words, for queries shorter
 *   than three characters (most Chinese words are two).
 * - PostgreSQL: pg_trgm GIN indexes over the folded text (lower case, accents removed) for LIKE
 *   substring matches, and a GIN index over the `grams` tokens as an array.
 *
 * Deleting a version deletes its rows, by triggers, whatever code deletes it.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const VERSION_TABLES = ['article_version', 'lawyer_version', 'professional_field_version'];

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('search_document')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // The table the row describes a version of: article_version, lawyer_version,
    // professional_field_version, or portal_config for the firm's documents.
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('version_id', 'integer')
    // The item's `no`, or the document's name.
    .addColumn('item_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('title_folded', 'text', (c) => c.notNull())
    // Title and body folded, on PostgreSQL only (its trigram index reads it); null on SQLite.
    .addColumn('folded', 'text')
    .addColumn('grams', 'text', (c) => c.notNull())
    // The items whose names the text includes (a person's jobs, office and practice areas).
    .addColumn('refs', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('search_document_item_idx').on('search_document').columns(['source', 'item_no']).execute();
  await db.schema.createIndex('search_document_version_idx').on('search_document').columns(['source', 'version_id']).execute();
  await db.schema.createIndex('search_document_lang_kind_idx').on('search_document').columns(['lang', 'kind']).execute();

  if (postgres) {
    // Migrations of several schemas of one database may run at once; one creates the extension.
    await sql`select pg_advisory_xact_lock(hashtext('lawfirm search extension'))`.execute(db);
    const existing = await trigramSchema(db);
    // Trusted since PostgreSQL 13: a database owner may create it.
    if (!existing) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const schema = (await trigramSchema(db)) ?? 'public';
    const ops = sql.raw(`${quoteIdent(schema)}.gin_trgm_ops`);
    await sql`create index search_document_folded_trgm on search_document using gin (folded ${ops})`.execute(db);
    await sql`create index search_document_title_trgm on search_document using gin (title_folded ${ops})`.execute(db);
    await sql`create index search_document_grams_idx on search_document using gin (string_to_array(grams, ' '))`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION search_forget_version() RETURNS trigger AS $$ BEGIN ` +
          `DELETE FROM search_document WHERE source = TG_TABLE_NAME AND version_id = OLD.id; RETURN NULL; END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    for (const table of VERSION_TABLES) {
      await sql.raw(`CREATE TRIGGER ${table}_forget_search AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION search_forget_version()`).execute(db);
    }
    return;
  }

  await sql
    .raw(
      `CREATE VIRTUAL TABLE search_trigram USING fts5(title, body, content='search_document', content_rowid='id', ` +
        `tokenize='trigram remove_diacritics 1')`,
    )
    .execute(db);
  await sql
    .raw(`CREATE VIRTUAL TABLE search_words USING fts5(grams, content='search_document', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`)
    .execute(db);
  const add = `INSERT INTO search_trigram(rowid, title, body) VALUES (new.id, new.title, new.body); INSERT INTO search_words(rowid, grams) VALUES (new.id, new.grams);`;
  const remove =
    `INSERT INTO search_trigram(search_trigram, rowid, title, body) VALUES ('delete', old.id, old.title, old.body); ` +
    `INSERT INTO search_words(search_words, rowid, grams) VALUES ('delete', old.id, old.grams);`;
  await sql.raw(`CREATE TRIGGER search_document_insert AFTER INSERT ON search_document BEGIN ${add} END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_document_delete AFTER DELETE ON search_document BEGIN ${remove} END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_document_update AFTER UPDATE ON search_document BEGIN ${remove} ${add} END`).execute(db);
  for (const table of VERSION_TABLES) {
    await sql
      .raw(`CREATE TRIGGER ${table}_forget_search AFTER DELETE ON ${table} BEGIN DELETE FROM search_document WHERE source = '${table}' AND version_id = old.id; END`)
      .execute(db);
  }
}

async function trigramSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of VERSION_TABLES) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_forget_search${postgres ? ` ON ${table}` : ''}`).execute(db);
  }
  if (postgres) {
    await sql.raw('DROP FUNCTION IF EXISTS search_forget_version()').execute(db);
  } else {
    await sql.raw('DROP TABLE IF EXISTS search_trigram').execute(db);
    await sql.raw('DROP TABLE IF EXISTS search_words').execute(db);
  }
  // The extension stays: other schemas of the database may use it.
  await db.schema.dropTable('search_document').ifExists().execute();
}
