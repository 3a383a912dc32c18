/**
 * Opens the database: PostgreSQL when a connection URL is given, else SQLite in a file
 * (WAL, foreign keys on). Both are driven through the same Kysely interface.
 */
import os from 'node:os';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import pg from 'pg';
import { markConnectFailure } from './outage.js';
import { noteQuery } from './query-recorder.js';
import type { Database } from './schema.js';
import { closeFileIdentity, openFileIdentity, rememberOpenedFile } from './sqlite-file-identity.js';
import { ensureWritableDatabase } from '../writable-paths.js';

export type Dialect = 'sqlite' | 'postgres';

/** What node-postgres's pool says of its connections, for the metrics. */
export interface PoolFigures {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool; SQLite has one connection and no pool. */
  pool?: PoolFigures;
}

export interface ConnectOptions {
  /** postgres:// URL; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file; ignored for PostgreSQL. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * Told about a pooled PostgreSQL connection that failed while idle (the server restarted, an
   * administrator or a reaper ended it). The pool has already dropped it and opens a new one on
   * demand; without a listener node-postgres would end the process instead.
   */
  onPoolError?: (error: Error) => void;
  /** Told about every query run (Kysely's `log`): the tests count what a call asks the database. */
  onQuery?: (event: LogEvent) => void;
}

/** What every connection of the site is named in `pg_stat_activity`, before its host and process. */
export const SITE_APPLICATION_NAME = 'lawfirm-site';

/**
 * `lawfirm-site <host> <pid>`: `npm run restore` counts the processes using the database by it
 * (decision 0066). PostgreSQL keeps 63 bytes of it.
 */
function applicationName(): string {
  return `${SITE_APPLICATION_NAME} ${os.hostname().slice(0, 40)} ${process.pid}`.slice(0, 63);
}

/** Without a connection within this time a request fails (503) instead of waiting out an outage. */
const CONNECT_TIMEOUT_MS = 3_000;

/** For callers without a logger (scripts): one JSON line on stderr, like the server's log. */
function logPoolErrorToStderr(error: Error): void {
  const err = { type: error.name, message: error.message, code: (error as { code?: unknown }).code };
  process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'database connection lost', err })}\n`);
}

/**
 * The PostgreSQL pool. A connection in use that breaks fails its query, which reaches the
 * request; one that breaks while idle reaches `onPoolError`. A connection that breaks while held
 * between two queries (inside a transaction) emits 'error' on itself with no pool listener
 * attached, which would end the process: it is quietly kept from doing so, since its next query
 * fails with the cause and the pool discards it on release.
 */
function createPool(options: ConnectOptions & { databaseUrl: string }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // One connection stays open while the process runs, so an idle instance is still seen as
    // connected by `npm run restore` (decision 0066).
    min: 1,
    application_name: applicationName(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a connection whose peer vanished without closing it (a failover, a cut network).
    keepAlive: true,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  pool.on('error', options.onPoolError ?? logPoolErrorToStderr);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/**
 * The pool as Kysely sees it: a connection that cannot be opened says so on its error, so that a
 * refusal only a new connection meets (the database closed to connections, a rotated password)
 * reads as an outage, while the same SQLSTATE from a query stays a bug (outage.ts).
 */
function markingConnectFailures(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      try {
        return await pool.connect();
      } catch (error) {
        markConnectFailure(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/** How many compiled SQLite statements a process keeps: every query shape the app runs, with room. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles a statement on every `prepare()`, and Kysely prepares every query it
 * runs, so the hot paths (the page cache's change counter, read on each request) paid for
 * compiling the same SQL again and again. This keeps compiled statements by their text, least
 * recently used out first. Kysely runs each statement to completion (`all`/`run`, never a
 * streaming `iterate`), so one statement is never busy when it is handed out again; SQLite
 * recompiles a kept statement itself after a schema change. `afterClose` runs once the database
 * is closed (the readiness probe's descriptor may only close then: sqlite-file-identity.ts).
 */
function withStatementCache(sqlite: SQLite.Database, afterClose: () => void): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  };
  const close = () => {
    sqlite.close();
    afterClose();
    return sqlite;
  };
  return new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      if (key === 'close') return close;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Kysely's query log, which also notes every query for the one recording it (query-recorder.ts:
 * what a cached answer read). Kysely calls it in the caller's async context, once per query.
 */
function logOption(options: ConnectOptions): { log: (event: LogEvent) => void } {
  const onQuery = options.onQuery;
  return {
    log: onQuery
      ? (event) => {
          noteQuery(event.query.sql);
          onQuery(event);
        }
      : (event) => noteQuery(event.query.sql),
  };
}

/**
 * How long a SQLite statement waits for another process's write lock (a command such as `npm run
 * search:reindex`) before failing with SQLITE_BUSY (a request then answers 503: outage.ts).
 * better-sqlite3 waits on the main thread; timers' writes do not wait (sqlite-no-wait.ts).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The pages SQLite keeps in memory, in KiB (a negative cache_size counts KiB). */
export const SQLITE_CACHE_KIB = 16_000;

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = createPool({ ...options, databaseUrl: options.databaseUrl });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: markingConnectFailures(pool) }), ...logOption(options) }), dialect: 'postgres', pool };
  }
  const file = options.sqliteFile;
  if (!file) throw new Error('connectDatabase: a SQLite file or a PostgreSQL URL is required');
  // Refused here, not at the first write: SQLite opens a file it cannot write read-only, silently.
  ensureWritableDatabase(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // 16 MB of pages, not SQLite's 2 MB: a search of a large site reads its matches from an index of
  // several megabytes, and each page that does not fit is read again from the file (decision 0089).
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  // For the readiness probe, which tells a file swapped under the server (sqlite-file-identity.ts).
  const identity = openFileIdentity(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => closeFileIdentity(identity)) }), ...logOption(options) });
  rememberOpenedFile(db, identity);
  return { db, dialect: 'sqlite' };
}
