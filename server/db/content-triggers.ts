/**
 * Triggers that bump `site_state.content_version` on every change to a table the public site
 * shows, so that any instance can tell in one read whether what it cached is still current,
 * whatever code (or person at a SQL prompt) made the change. Used by the migrations that add
 * such tables.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Any database, whatever its tables: the migrations call these without the app's schema.
type Db = Kysely<unknown>;

/** Table name → the columns whose updates count (null: every column). */
export type WatchedTables = Record<string, string[] | null>;

const BUMP = 'UPDATE site_state SET content_version = content_version + 1 WHERE id = 1';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const triggerName = (table: string, event: string) => `${table}_${event.toLowerCase()}_bumps_content_version`;

/** The trigger function PostgreSQL's triggers call; SQLite's triggers carry the statement. */
export async function createBumpFunction(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`CREATE FUNCTION bump_content_version() RETURNS trigger AS $$ BEGIN ${BUMP}; RETURN NULL; END $$ LANGUAGE plpgsql`).execute(db);
}

export async function dropBumpFunction(db: Db): Promise<void> {
  if (isPostgres(db)) await sql.raw('DROP FUNCTION IF EXISTS bump_content_version()').execute(db);
}

export async function watchTables(db: Db, tables: WatchedTables): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, columns] of Object.entries(tables)) {
    for (const event of EVENTS) {
      const on = event === 'UPDATE' && columns ? `UPDATE OF ${columns.join(', ')}` : event;
      const name = triggerName(table, event);
      await sql
        .raw(
          postgres
            ? `CREATE TRIGGER ${name} AFTER ${on} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`
            : `CREATE TRIGGER ${name} AFTER ${on} ON ${table} BEGIN ${BUMP}; END`,
        )
        .execute(db);
    }
  }
}

export async function unwatchTables(db: Db, tables: string[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of tables) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
  }
}
