/**
 * The search index carries what a search filters and orders by (decision 0029): each row's
 * publication (published, publish and unpublish times), pin state and date, so a search and its
 * counts read the index alone instead of joining four tables for every match. Triggers on the
 * version and item tables keep these copies in step with every update, whatever code makes it,
 * in the same statement; scheduled times are compared at search time as before, so a schedule
 * passing still needs no write.
 *
 * On SQLite the full-text tables are rewritten only when the text changes (title, body, grams),
 * not when these columns do.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const PUBLICATION = ['published', 'publish_time', 'unpublish_time'] as const;
/** What each version table's rows copy: article versions also carry their item's pin and date. */
const FOLLOWED: Record<string, readonly string[]> = {
  article_version: [...PUBLICATION, 'top', 'item_time'],
  lawyer_version: PUBLICATION,
  professional_field_version: PUBLICATION,
};

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('search_document')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('search_document').addColumn('publish_time', 'varchar(32)').execute();
  await db.schema.alterTable('search_document').addColumn('unpublish_time', 'varchar(32)').execute();
  await db.schema.alterTable('search_document').addColumn('top', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('search_document').addColumn('item_time', 'varchar(32)').execute();

  // Rows indexed before: copied once from what they describe.
  for (const [table, columns] of Object.entries(FOLLOWED)) {
    const sets = columns.map((c) => `${c} = (select v.${c} from ${table} v where v.id = search_document.version_id)`).join(', ');
    await sql.raw(`UPDATE search_document SET ${sets} WHERE source = '${table}'`).execute(db);
  }
  await sql
    .raw(`UPDATE search_document SET top = (select l.top from lawyer l where l.no = search_document.item_no) WHERE source = 'lawyer_version'`)
    .execute(db);
  await sql
    .raw(`UPDATE search_document SET item_time = (select p.update_time from portal_config p where p.lang = search_document.lang) WHERE source = 'portal_config'`)
    .execute(db);

  if (postgres) {
    for (const [table, columns] of Object.entries(FOLLOWED)) {
      const sets = columns.map((c) => `${c} = NEW.${c}`).join(', ');
      await sql
        .raw(
          `CREATE FUNCTION search_follow_${table}() RETURNS trigger AS $$ BEGIN ` +
            `UPDATE search_document SET ${sets} WHERE source = '${table}' AND version_id = NEW.id; RETURN NULL; END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${table}_follow_search AFTER UPDATE OF ${columns.join(', ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION search_follow_${table}()`)
        .execute(db);
    }
    await sql
      .raw(
        `CREATE FUNCTION search_follow_lawyer() RETURNS trigger AS $$ BEGIN ` +
          `UPDATE search_document SET top = NEW.top WHERE source = 'lawyer_version' AND item_no = NEW.no; RETURN NULL; END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER lawyer_follow_search AFTER UPDATE OF top ON lawyer FOR EACH ROW EXECUTE FUNCTION search_follow_lawyer()`).execute(db);
    return;
  }

  for (const [table, columns] of Object.entries(FOLLOWED)) {
    const sets = columns.map((c) => `${c} = new.${c}`).join(', ');
    await sql
      .raw(
        `CREATE TRIGGER ${table}_follow_search AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
          `BEGIN UPDATE search_document SET ${sets} WHERE source = '${table}' AND version_id = new.id; END`,
      )
      .execute(db);
  }
  await sql
    .raw(`CREATE TRIGGER lawyer_follow_search AFTER UPDATE OF top ON lawyer BEGIN UPDATE search_document SET top = new.top WHERE source = 'lawyer_version' AND item_no = new.no; END`)
    .execute(db);
  // The full-text tables follow the text only.
  await sql.raw('DROP TRIGGER search_document_update').execute(db);
  await sql.raw(`CREATE TRIGGER search_document_update AFTER UPDATE OF title, body, grams ON search_document BEGIN ${REMOVE} ${ADD} END`).execute(db);
}

const ADD = `INSERT INTO search_trigram(rowid, title, body) VALUES (new.id, new.title, new.body); INSERT INTO search_words(rowid, grams) VALUES (new.id, new.grams);`;
const REMOVE =
  `INSERT INTO search_trigram(search_trigram, rowid, title, body) VALUES ('delete', old.id, old.title, old.body); ` +
  `INSERT INTO search_words(search_words, rowid, grams) VALUES ('delete', old.id, old.grams);`;

export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of [...Object.keys(FOLLOWED), 'lawyer']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_follow_search${postgres ? ` ON ${table}` : ''}`).execute(db);
    if (postgres) await sql.raw(`DROP FUNCTION IF EXISTS search_follow_${table}()`).execute(db);
  }
  if (!postgres) {
    await sql.raw('DROP TRIGGER search_document_update').execute(db);
    await sql.raw(`CREATE TRIGGER search_document_update AFTER UPDATE ON search_document BEGIN ${REMOVE} ${ADD} END`).execute(db);
  }
  for (const column of ['item_time', 'top', 'unpublish_time', 'publish_time', 'published']) {
    await db.schema.alterTable('search_document').dropColumn(column).execute();
  }
}
