/**
 * Writes a timer makes (the view counter's batches, the search index's merge rounds) must not
 * wait for SQLite's write lock: better-sqlite3 is synchronous, so its busy timeout is spent on the
 * main thread, and while another process holds the lock (`npm run search:reindex`, a long
 * migration) every such write stopped the whole server, `/healthz` included, for the timeout.
 * Here the connection's busy timeout is 0 for the duration of `fn`: a write finding the lock taken
 * fails at once with SQLITE_BUSY, and the timer tries again at its next turn. Requests' own writes
 * keep the normal wait (connection.ts) and answer 503 after it (outage.ts).
 */
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS } from './connection.js';
import type { Database } from './schema.js';

/**
 * Runs `fn` on the database's one SQLite connection, held for it (Kysely hands it to nobody else
 * meanwhile, so no request's statement runs without its wait), with no busy wait; on PostgreSQL
 * runs it as it is. Not for a transaction: call it on the database itself.
 */
export async function withoutLockWait<T>(db: Kysely<Database>, fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return fn(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      return await fn(connection);
    } finally {
      await sql`pragma busy_timeout = ${sql.raw(String(SQLITE_BUSY_TIMEOUT_MS))}`.execute(connection);
    }
  });
}
