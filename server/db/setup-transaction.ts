/**
 * One transaction that only one process at a time runs, for the setup a start does on an empty
 * database (first administrator, demo content) and for the demo reload. Instances that start
 * together on one database queue here: the first sets up, the next ones find it done.
 *
 * PostgreSQL: a transaction-scoped advisory lock, keyed by the schema (tests give each run one
 * of its own), released by the commit, the rollback or the end of the connection.
 * SQLite: BEGIN IMMEDIATE takes the database's write lock at the start of the transaction, so a
 * second process waits there rather than failing later when it first writes.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import type { Database } from './schema.js';

/** First half of the advisory lock's key: this lock among others the application might take. */
const SETUP_LOCK_CLASS = 0x5e7_0001;

/** Whether the property is a method (not a getter such as `fn`, whose value is a callable object). */
function isMethod(object: object, key: PropertyKey): boolean {
  for (let o: object | null = object; o; o = Object.getPrototypeOf(o) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(o, key);
    if (descriptor) return typeof descriptor.value === 'function';
  }
  return false;
}

/**
 * The database as the work inside the transaction sees it: every query runs in the transaction,
 * and the services' own `db.transaction()` calls join it rather than begin another (which
 * Kysely refuses inside a transaction, and SQLite cannot nest).
 */
function joined(db: Kysely<Database>): Kysely<Database> {
  const inside: Kysely<Database> = new Proxy(db, {
    get(target, key) {
      if (key === 'transaction') {
        return () => ({ execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => work(inside as Transaction<Database>) });
      }
      const value: unknown = Reflect.get(target, key, target);
      // Kysely's methods read private fields, which exist only on the real object.
      return typeof value === 'function' && isMethod(target, key) ? value.bind(target) : value;
    },
  });
  return inside;
}

function isSqliteBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');
}

export interface SetupTransactionOptions {
  /** Called once when another process holds the lock and this one starts waiting for it. */
  onWait?: () => void;
}

export async function inSetupTransaction<T>(
  { db, dialect }: DatabaseHandle,
  work: (db: Kysely<Database>) => Promise<T>,
  options: SetupTransactionOptions = {},
): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const key = sql`${SETUP_LOCK_CLASS}::int, hashtext(current_schema())`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(trx);
      if (!rows[0]?.locked) {
        options.onWait?.();
        await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
      }
      return work(joined(trx));
    });
  }

  return db.connection().execute(async (connection) => {
    let waiting = false;
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        break;
      } catch (error) {
        // The connection's busy timeout has passed with another process still writing: go on waiting.
        if (!isSqliteBusy(error)) throw error;
        if (!waiting) options.onWait?.();
        waiting = true;
      }
    }
    try {
      const result = await work(joined(connection));
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // SQLite has rolled back already after some errors (a full disk, say); the error to
      // report is the one that stopped the work.
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
