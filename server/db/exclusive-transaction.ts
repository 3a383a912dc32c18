/**
 * Transactions that only one process at a time runs, for work that several instances starting
 * together would otherwise all do: migrating (SQLite) and the first start's setup (first
 * administrator, demo content; also the demo reload). The second process waits for the first,
 * then finds the work done.
 *
 * PostgreSQL: a transaction-scoped advisory lock, keyed by the schema (tests give each run one
 * of its own), released by the commit, the rollback or the end of the connection.
 * SQLite: BEGIN IMMEDIATE takes the database's write lock when the transaction starts, so a
 * second process waits there rather than working from what it read before the first committed.
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
 * and `db.transaction()` / `db.connection()` calls (the services', Kysely's migrator's) join it
 * rather than begin another, which Kysely refuses inside a transaction and SQLite cannot nest.
 */
function joined<DB>(db: Kysely<DB>): Kysely<DB> {
  const inside: Kysely<DB> = new Proxy(db, {
    get(target, key) {
      if (key === 'transaction' || key === 'connection') {
        return () => ({ execute: <T>(work: (trx: Transaction<DB>) => Promise<T>) => work(inside as Transaction<DB>) });
      }
      const value: unknown = Reflect.get(target, key, target);
      // Kysely's methods read private fields, which exist only on the real object.
      return typeof value === 'function' && isMethod(target, key) ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return inside;
}

function isSqliteBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');
}

export interface ExclusiveOptions {
  /** Called once when another process holds the lock and this one starts waiting for it. */
  onWait?: () => void;
}

/** SQLite: the work in a BEGIN IMMEDIATE transaction, waiting for as long as another process writes. */
export async function inImmediateTransaction<DB, T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>, options: ExclusiveOptions = {}): Promise<T> {
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

/** The first start's setup (and the demo reload): one transaction, one process at a time. */
export async function inSetupTransaction<T>(
  { db, dialect }: DatabaseHandle,
  work: (db: Kysely<Database>) => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<T> {
  if (dialect === 'sqlite') return inImmediateTransaction<Database, T>(db, work, options);
  return db.transaction().execute(async (trx) => {
    const key = sql`${SETUP_LOCK_CLASS}::int, hashtext(current_schema())`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(trx);
    if (!rows[0]?.locked) {
      options.onWait?.();
      await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
    }
    return work(joined<Database>(trx));
  });
}
