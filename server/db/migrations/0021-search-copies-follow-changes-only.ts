/**
 * The search index's copies of publication, pin and date (migration 0016) are rewritten only when
 * one of them changes. The triggers fired on every update that named the columns, and a save
 * names them all: each save of a version rewrote its index row with the same values. On
 * PostgreSQL that is a new row version, and where the row's page had no room, a new entry in
 * every index of the table, the full-text index's hundreds of lexemes included (1.2–1.6 ms a
 * version on the bench's site, paid by every save on top of the reindex). A `WHEN` clause now
 * skips an update that changes none of them.
 *
 * PostgreSQL also leaves a fifth of each page of the index free (`fillfactor` 80), so that a real
 * change of these copies (a publish, a pin) is written beside its row without touching the
 * indexes, none of which holds them. It takes effect as rows are written: migration 0020 emptied
 * the index for the rebuild at the next start.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const PUBLICATION = ['published', 'publish_time', 'unpublish_time'] as const;
/** What each version table's rows copy (as migration 0016 set them). */
const FOLLOWED: Record<string, readonly string[]> = {
  article_version: [...PUBLICATION, 'top', 'item_time'],
  lawyer_version: PUBLICATION,
  professional_field_version: PUBLICATION,
};

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Creates the triggers of migration 0016, firing only when a copied column changed if `onlyChanges`. */
async function createTriggers(db: Db, onlyChanges: boolean): Promise<void> {
  const postgres = isPostgres(db);
  const changed = (columns: readonly string[]) =>
    onlyChanges ? ` WHEN (${columns.map((c) => (postgres ? `OLD.${c} IS DISTINCT FROM NEW.${c}` : `old.${c} IS NOT new.${c}`)).join(' OR ')})` : '';
  for (const [table, columns] of Object.entries(FOLLOWED)) {
    const on = `AFTER UPDATE OF ${columns.join(', ')} ON ${table}`;
    if (postgres) {
      await sql.raw(`CREATE TRIGGER ${table}_follow_search ${on} FOR EACH ROW${changed(columns)} EXECUTE FUNCTION search_follow_${table}()`).execute(db);
    } else {
      const sets = columns.map((c) => `${c} = new.${c}`).join(', ');
      await sql.raw(`CREATE TRIGGER ${table}_follow_search ${on}${changed(columns)} BEGIN UPDATE search_document SET ${sets} WHERE source = '${table}' AND version_id = new.id; END`).execute(db);
    }
  }
  if (postgres) {
    await sql.raw(`CREATE TRIGGER lawyer_follow_search AFTER UPDATE OF top ON lawyer FOR EACH ROW${changed(['top'])} EXECUTE FUNCTION search_follow_lawyer()`).execute(db);
  } else {
    await sql
      .raw(`CREATE TRIGGER lawyer_follow_search AFTER UPDATE OF top ON lawyer${changed(['top'])} BEGIN UPDATE search_document SET top = new.top WHERE source = 'lawyer_version' AND item_no = new.no; END`)
      .execute(db);
  }
}

async function dropTriggers(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of [...Object.keys(FOLLOWED), 'lawyer']) await sql.raw(`DROP TRIGGER ${table}_follow_search${postgres ? ` ON ${table}` : ''}`).execute(db);
}

export async function up(db: Db): Promise<void> {
  await dropTriggers(db);
  await createTriggers(db, true);
  if (isPostgres(db)) await sql`alter table search_document set (fillfactor = 80)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await dropTriggers(db);
  await createTriggers(db, false);
  if (isPostgres(db)) await sql`alter table search_document reset (fillfactor)`.execute(db);
}
