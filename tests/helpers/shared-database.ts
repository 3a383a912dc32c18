/**
 * One database that several apps of a test open, as instances of one site do: a SQLite file in a
 * folder of its own, or a PostgreSQL schema of its own in TEST_DATABASE_URL's database. `open`
 * gives a new connection each time; `cleanup` removes the file or drops the schema.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle, type Dialect } from '../../server/db/connection.js';

export interface SharedDatabase {
  open(): DatabaseHandle;
  dataDir: string;
  cleanup(): Promise<void>;
}

export async function sharedDatabase(dialect: Dialect): Promise<SharedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-shared-'));
  if (dialect === 'sqlite') {
    return { open: () => connectDatabase({ sqliteFile: path.join(dataDir, 'site.sqlite') }), dataDir, cleanup: () => fs.promises.rm(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `shared_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return {
    open: () => connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 }),
    dataDir,
    async cleanup() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
