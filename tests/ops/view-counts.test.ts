/**
 * Views are counted in memory and written in batches (issue 15.2); a graceful stop (SIGTERM)
 * writes what is pending, and two instances on one PostgreSQL database add up: real server
 * processes, detail pages and calls served from the page cache.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { StartedProcesses } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild());
afterEach(() => started.cleanUp());

it('writes the views counted by two instances when they stop on SIGTERM, every one of them', async () => {
  const { db, first, second } = await started.twoInstances();

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
  started.release(first);
  started.release(second);
  expect(await first.stop('SIGTERM')).toBe(0);
  expect(await second.stop('SIGTERM')).toBe(0);
  expect(await stored()).toBe(before + counted);
});
