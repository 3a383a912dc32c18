/**
 * Two instances of the site starting at the same moment (a deploy starting every instance at
 * once) with a `SITE_LANGUAGES` naming a language the `site_language` table lacks: each adds it at
 * start (languages/service.ts `start`), and both must come up with the language stored once,
 * rather than one failing on the other's row (PostgreSQL 23505 on the table's key). Two apps on one
 * PostgreSQL schema; a lock another connection holds on the table (share mode: reads pass,
 * writes wait) makes both read the table before either writes, deterministically.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { dialects } from '../helpers/app.js';

describe.skipIf(!dialects.includes('postgres'))('instances starting together on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `start_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-start-together-'));
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let admin: pg.Client;

  /** Requests of this schema waiting for a lock (other files may share the server). */
  async function waiting(): Promise<number> {
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace s on s.oid = c.relnamespace where not l.granted and s.nspname = $1`,
      [schema],
    );
    return Number(rows[0]!.n);
  }

  async function instance(): Promise<FastifyInstance> {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', SITE_LANGUAGES: 'de_DE,en_US,zh_CN,ja_JP' });
    const handle = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
    handles.push(handle);
    const app = await buildApp({ config, database: handle, logger: false });
    apps.push(app);
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const migrated = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    await migrateToLatest(migrated.db as Kysely<unknown>);
    await migrated.db.destroy();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two instances started together with SITE_LANGUAGES naming a language the table lacks both come up', async () => {
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    let started: PromiseSettledResult<FastifyInstance>[];
    try {
      await blocker.query('begin');
      await blocker.query(`lock table ${schema}.site_language in share mode`);
      const starting = Promise.allSettled([instance(), instance()]);
      // Both starts have read the table and wait to add Japanese.
      await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(2);
      await blocker.query('commit');
      started = await starting;
    } finally {
      await blocker.end();
    }
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : result.status))).toEqual(['fulfilled', 'fulfilled']);
    const { rows } = await admin.query<{ n: string }>(`select count(*) as n from ${schema}.site_language where code = 'ja_JP'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
