/**
 * Opens the database: PostgreSQL when a connection URL is given, else SQLite in a file
 * (WAL, foreign keys on). Both are driven through the same Kysely interface.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface ConnectOptions {
  /** postgres:// URL; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file; ignored for PostgreSQL. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  pgSchema?: string;
  poolSize?: number;
}

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = options.sqliteFile;
  if (!file) throw new Error('connectDatabase: a SQLite file or a PostgreSQL URL is required');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
