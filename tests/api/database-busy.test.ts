/**
 * SQLite: a staff write while another process holds the database's write lock for longer than the
 * connection's busy timeout (5 s), as `npm run search:reindex`, `backup` or a demo reload can on a
 * large site. The write is rolled back; it answered 500 ("internal error", logged as a bug). It
 * now answers 503 with Retry-After in the asked language, writes nothing, and the same request
 * sent again once the command has finished is written once.
 */
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';

const sqlite = dialects.includes('sqlite');
let ctx: TestContext;
let token: string;
let cataId: number;

beforeAll(async () => {
  if (!sqlite) return;
  ctx = await createTestContext('sqlite');
  ({ token } = await ctx.staff());
  cataId = (await createFolder(ctx, token, { en_US: 'Firm news' })).ids.en_US!;
});

afterAll(async () => {
  await ctx?.close();
});

it.skipIf(!sqlite)('answers 503 with Retry-After while another process writes, then writes the retry once', async () => {
  const save = () =>
    ctx.request({
      method: 'POST',
      url: '/api/admin/latest-news',
      headers: { authorization: token, lang: 'de_DE', 'idempotency-key': 'busy-save-1' },
      payload: [{ lang: 'en_US', title: 'Written once', cataId, coverUrl: UPLOADED, isLink: 0, content: '<p>Text</p>', note: 'Short' }],
    });
  const command = new SQLite(ctx.config.sqliteFile);
  command.exec('BEGIN IMMEDIATE');
  let busy;
  try {
    busy = await save();
  } finally {
    command.exec('ROLLBACK');
    command.close();
  }
  expect(busy.statusCode).toBe(503);
  expect(busy.headers['retry-after']).toBe('5');
  expect(busy.headers['cache-control']).toBe('no-store');
  expect(busy.body_.message).toBe('Der Dienst ist kurz nicht erreichbar; bitte versuchen Sie es gleich noch einmal.');

  const again = await save();
  expect(again.statusCode).toBe(200);
  const list = await ctx.request({ method: 'GET', url: '/api/admin/latest-news?lang=en_US&pageNum=1&pageSize=20', headers: { authorization: token } });
  expect(list.statusCode).toBe(200);
  expect(JSON.stringify(list.body_.result).match(/Written once/g)).toHaveLength(1);
}, 30_000);
