/**
 * Views are counted in memory and written in batches (issue 15.2); a graceful stop (SIGTERM)
 * writes what is pending, and two instances on one PostgreSQL database add up: real server
 * processes, detail pages and calls served from the page cache.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const running: { servers: ServerProcess[]; databases: TestDatabase[] } = { servers: [], databases: [] };

beforeAll(() => ensurePageBuild());

afterEach(async () => {
  await Promise.all(running.servers.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(running.databases.splice(0).map((d) => d.drop()));
});

it('writes the views counted by two instances when they stop on SIGTERM, every one of them', async () => {
  const db = await createTestDatabase();
  running.databases.push(db);
  // One after the other: the first loads the demo content, the second finds it there.
  const first = await startServer({ env: { DATABASE_URL: db.url, DEMO_CONTENT: 'true' } });
  running.servers.push(first);
  const second = await startServer({ env: { DATABASE_URL: db.url } });
  running.servers.push(second);

  const list = (await (await fetch(`${first.url}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
  const id = (list.result.find((item) => !item.isLink) ?? list.result[0])!.id;
  const stored = async () => Number((await db.query('select views from article_version where id = $1', [id])).rows[0].views);
  const before = await stored();

  let counted = 0;
  for (const server of [first, second]) {
    for (let i = 0; i < 7; i++) {
      expect((await fetch(`${server.url}/api/user/latest-news/${id}?lang=en_US`)).status).toBe(200);
      expect((await fetch(`${server.url}/news/detail/${id}?lang=en_US`)).status).toBe(200);
      counted += 2;
    }
  }
  // Views wait in memory; each instance writes its own on the way out.
  running.servers.splice(0);
  expect(await first.stop('SIGTERM')).toBe(0);
  expect(await second.stop('SIGTERM')).toBe(0);
  expect(await stored()).toBe(before + counted);
});
