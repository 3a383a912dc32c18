/**
 * Views counted in memory and written in batches (issue 15.2): each batch adds to the stored
 * count, so counters of several instances on one database add up; a failed write keeps its
 * counts for the next batch, and a stop says what it could not write. On SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL. The graceful stop of real processes is
 * tests/ops/view-counts.test.ts's (and, meeting an outage, views-at-sigterm-outage.test.ts's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewCounter } from '../../server/modules/content/view-counter.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('%s', (dialect) => {
  let ctx: TestContext;
  let id: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const db = ctx.app.db;
    const now = new Date().toISOString();
    await db.insertInto('article').values({ no: 'views1', kind: 'news', cata_no: null, top: 0, cover_url: 'x', create_time: now, update_time: now }).execute();
    const row = await db
      .insertInto('article_version')
      .values({ no: 'views1', lang: 'en_US', title: 'T', content: '', content_url: null, cover_url: 'x', is_link: 0, note: null, views: 5, operator_name: null, create_time: now, update_time: now, kind: 'news', cata_no: null, top: 0, item_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  });
  afterAll(async () => ctx.close());

  const stored = async () => (await ctx.app.db.selectFrom('article_version').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;

  it('writes nothing per view, then adds each batch to what is stored; two counters add up', async () => {
    // Two instances' counters on one database; no timer fires within the test.
    const first = createViewCounter(ctx.app.db, { flushMs: 3_600_000 });
    const second = createViewCounter(ctx.app.db, { flushMs: 3_600_000 });
    for (let i = 0; i < 3; i++) first.count('article_version', id);
    for (let i = 0; i < 4; i++) second.count('article_version', id);
    expect(await stored()).toBe(5);
    expect(first.pending()).toBe(3);
    await Promise.all([first.flush(), second.flush()]);
    expect(await stored()).toBe(12);
    expect(first.pending() + second.pending()).toBe(0);
    // Counted after a batch started: in the next one.
    first.count('article_version', id);
    await first.stop();
    await second.stop();
    expect(await stored()).toBe(13);
  });

  it('keeps the counts of a batch the database refused, for the next one', async () => {
    const counter = createViewCounter(ctx.app.db, { flushMs: 3_600_000 });
    // A row id no table has a row for is not an error; a table that is not there is.
    counter.count('no_such_table' as 'article_version', id);
    counter.count('article_version', id);
    await counter.flush();
    expect(counter.pending()).toBe(1);
    expect(await stored()).toBe(14);
    // What the metrics report (lawfirm_view_count_*): the view written, not the one put back.
    expect(counter.batches()).toEqual({ batches: 1, views: 1, last: 1 });
    // Refused again: nothing more written, so nothing more counted as written.
    await counter.flush();
    expect(counter.pending()).toBe(1);
    expect(counter.batches()).toEqual({ batches: 1, views: 1, last: 1 });
    // Refused again at the stop, not because the database is away: dropped at once, and said.
    expect(await counter.stop()).toEqual({ views: 1, items: 1 });
  });
});
