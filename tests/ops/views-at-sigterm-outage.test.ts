/**
 * Views pending when a SIGTERM meets a brief PostgreSQL outage (a failover under way as the
 * process manager stops the instance) are written once the database is back within the stop's
 * few seconds of tries, not dropped silently as the stop's single attempt did.
 */
import pg from 'pg';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

let server: ServerProcess | undefined;
let db: TestDatabase | undefined;
let admin: pg.Client | undefined;

beforeAll(() => ensurePageBuild());
afterEach(async () => {
  await server?.stop('SIGKILL');
  await admin?.end().catch(() => {});
  await db?.drop();
  [server, db, admin] = [undefined, undefined, undefined];
});

it('views pending at a SIGTERM that meets a brief outage are written once the database is back, not dropped', async () => {
  db = await createTestDatabase();
  server = await startServer({ env: { DATABASE_URL: db.url, DEMO_CONTENT: 'true' }, timeoutMs: 300_000 });
  const list = (await (await fetch(`${server.url}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
  const id = (list.result.find((item) => !item.isLink) ?? list.result[0])!.id;
  const stored = async () => Number((await db!.query('select views from article_version where id = $1', [id])).rows[0].views);
  const before = await stored();
  for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/user/latest-news/${id}?lang=en_US`)).status).toBe(200);

  // The database goes away (its connections ended, new ones refused) as the instance is stopped,
  // and is back two seconds later.
  admin = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`alter database ${db.name} allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [db.name]);
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await admin.query(`alter database ${db.name} allow_connections true`);

  const stopping = server;
  server = undefined;
  expect(await stopping.exited).toBe(0);
  const said = stopping.logLines().map((line) => `${String(line.level)} ${String(line.msg)}`).slice(-5).join('\n');
  expect(await stored(), `views written, the log's last lines:\n${said}`).toBe(before + 3);
}, 300_000);
