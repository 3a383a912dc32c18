/**
 * A followed cache tag (content-version.ts `followTag`: the language set, the translated labels)
 * whose reload fails is reloaded again on a later poll. An app on PostgreSQL, its connections
 * through a TCP proxy that cuts the one reloading the language set after another instance added a
 * language: once the database answers again the app publishes in the new language, without a
 * restart. It used to note the change as handled before the reload, so the next poll skipped it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLanguages } from '../../contract/site-languages.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { dialects } from '../helpers/app.js';
import { CuttingProxy } from '../helpers/cutting-proxy.js';
import { freePort } from '../helpers/server-process.js';

describe.skipIf(!dialects.includes('postgres'))('a followed tag on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `follow_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-follow-'));
  let admin: pg.Client;
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: CuttingProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    direct = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    await migrateToLatest(direct.db as Kysely<unknown>);
    proxy = new CuttingProxy(await freePort(), url);
    await proxy.open();
    // A lost connection is logged by the app's own handler in production; here it is expected.
    proxied = connectDatabase({ databaseUrl: proxy.through(url), pgSchema: schema, poolSize: 2, onPoolError: () => {} });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', PAGE_CACHE_POLL_MS: '50' });
    app = await buildApp({ config, database: proxied, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.db.destroy();
    await proxy?.close();
    await direct?.db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a language set change whose reload meets a lost connection is still followed once the database answers', async () => {
    expect(siteLanguages().languages).not.toContain('ja_JP');
    // The app's reload of the set (the first query naming the table from now on) loses its connection.
    proxy.cutAt('"site_language"');
    // Another instance's administrator adds Japanese.
    await direct.db.insertInto('site_language').values({ code: 'ja_JP', position: 3, enabled: 1, is_default: 0 }).execute();
    await expect.poll(() => proxy.cutPending, { timeout: 5_000, interval: 20 }).toBe(false);
    // The database answers again at once: a later poll (every 50 ms) reloads the set.
    await expect.poll(() => siteLanguages().languages, { timeout: 3_000, interval: 50 }).toContain('ja_JP');
  });
});
