/**
 * The SQLite full-text tables stop merging their segments inside the writes that fill a level
 * (`automerge` 0); the server merges them on a timer instead (server/modules/search/index-merging.ts,
 * decision 0031). A setting stored in each table, so it holds for every connection. PostgreSQL:
 * nothing to change.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
const TABLES = ['search_trigram', 'search_words'];

async function setAutomerge(db: Db, value: number): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of TABLES) await sql.raw(`INSERT INTO ${table}(${table}, rank) VALUES ('automerge', ${value})`).execute(db);
}

export async function up(db: Db): Promise<void> {
  await setAutomerge(db, 0);
}

/** Back to FTS5's default: merging inside the writes. */
export async function down(db: Db): Promise<void> {
  await setAutomerge(db, 4);
}
