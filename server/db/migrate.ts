/** Brings the schema up to date with every migration in `migrations/`. */
import { inspect } from 'node:util';
import { type Kysely, Migrator, PostgresAdapter, sql, SqliteAdapter } from 'kysely';
import { inImmediateTransaction } from './exclusive-transaction.js';
import { migrations } from './migrations/index.js';

// Any database, whatever its tables: migrations run before the app's schema holds, and Kysely's
// Migrator takes `Kysely<any>` (a `Kysely<Database>` is not a `Kysely<unknown>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * PostgreSQL: the schema the connection works in. Kysely looks for its bookkeeping tables in
 * every schema unless told one, so with another schema of the database migrated (the API tests
 * give each run one, several at a time) it found that one's tables and never made its own.
 */
async function workingSchema(db: AnyDb): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrate(db: AnyDb): Promise<string[]> {
  const schema = await workingSchema(db);
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(inspect(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  // On PostgreSQL, Kysely's migrator holds an advisory lock while it migrates, so instances
  // starting together take turns. Its SQLite lock does nothing (it counts on one connection), and
  // two processes migrating one new file at once failed with "table already exists": there the
  // whole migration runs in a BEGIN IMMEDIATE transaction, which the second process waits for.
  if (db.getExecutor().adapter instanceof SqliteAdapter) return inImmediateTransaction(db, migrate);
  return migrate(db);
}
