/**
 * Folders moved, deleted and filled by two editors at once (found by an audit, 2026-12-06). The
 * check "not into one of its own sub-folders" read the tree before the move's transaction, so two
 * moves at once (PostgreSQL, or two instances) could put two folders inside each other, and a
 * public list naming either then looped for ever. A folder deleted while items were filed into
 * it ended in a foreign key's refusal, answered 500. Now moves take turns and check the tree they
 * write, the walk below a folder visits each folder once, and a foreign key's refusal is a 409 in
 * words with nothing written. On SQLite in one process requests never interleave: the race tests
 * pass there trivially and bite on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews } from '../helpers/content.js';

describe.each(dialects)('folders changed by two editors at once on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let other: string;
  /** Set by a test: the next statement matching it fails as a foreign key refuses a write. */
  let refuseNext: RegExp | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      onQuery: (sql) => {
        if (refuseNext?.test(sql)) {
          refuseNext = undefined;
          throw Object.assign(new Error('insert or update violates a foreign key constraint'), { code: dialect === 'postgres' ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY' });
        }
      },
    });
    editor = (await ctx.staff('editor')).token;
    other = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const as = (token: string, method: string, url: string, payload?: unknown, lang = 'en_US') =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang } });
  const move = (token: string, folder: { ids: Record<string, number> }, name: string, parent: { ids: Record<string, number> }) =>
    as(token, 'PUT', '/api/admin/catalog', [{ id: folder.ids.en_US, lang: 'en_US', name, type: 0, parentId: parent.ids.en_US }]);

  it('never puts two folders inside each other when each is moved into the other at once', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const a = await createFolder(ctx, editor, { en_US: `Cycle A${attempt}` });
      const b = await createFolder(ctx, editor, { en_US: `Cycle B${attempt}` });
      const answers = await Promise.all([move(editor, a, `Cycle A${attempt}`, b), move(other, b, `Cycle B${attempt}`, a)]);
      const rows = await ctx.app.db.selectFrom('catalog').select(['no', 'parent_no']).where('no', 'in', [a.no, b.no]).execute();
      const parent = new Map(rows.map((row) => [row.no, row.parent_no]));
      expect(parent.get(a.no) === b.no && parent.get(b.no) === a.no).toBe(false);
      // One goes through; the other is refused in words (or was checked after the first: a cycle).
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.body_.message).toBe('A folder cannot be moved into itself or one of its sub-folders.');
    }
  });

  it('answers a list naming a folder in a cycle (as the race could leave one) instead of looping for ever', async () => {
    const a = await createFolder(ctx, editor, { en_US: 'Loop A' });
    const b = await createFolder(ctx, editor, { en_US: 'Loop B' });
    await createNews(ctx, editor, a.ids.en_US!, { en_US: 'Filed in a loop' });
    await ctx.app.db.updateTable('catalog').set({ parent_no: b.no }).where('no', '=', a.no).execute();
    await ctx.app.db.updateTable('catalog').set({ parent_no: a.no }).where('no', '=', b.no).execute();
    const list = await ctx.request({ method: 'GET', url: `/api/user/latest-news?cataId=${a.ids.en_US}&pageSize=50`, headers: { lang: 'en_US' } });
    expect(list.statusCode).toBe(200);
    expect((list.body_.result as { title: string }[]).map((item) => item.title)).toEqual(['Filed in a loop']);
  });

  it('answers 409 in words, nothing written, when a foreign key refuses a write (a folder deleted meanwhile)', async () => {
    const home = await createFolder(ctx, editor, { en_US: 'Home' });
    const target = await createFolder(ctx, editor, { en_US: 'Going away' });
    const item = await createNews(ctx, editor, home.ids.en_US!, { en_US: 'Stays home' });
    refuseNext = /^update "article" set "cata_no"/i;
    const moved = await as(editor, 'PUT', '/api/admin/latest-news/bulk/move', { nos: [item.no], cataId: target.ids.en_US }, 'de_DE');
    expect(refuseNext).toBeUndefined();
    expect(moved.statusCode).toBe(409);
    expect(moved.body_.message).toBe('Ein Datensatz, den diese Änderung nennt, wurde soeben von jemand anderem entfernt. Es wurde nichts geändert; laden Sie die Seite neu und versuchen Sie es noch einmal.');
    const row = await ctx.app.db.selectFrom('article').select('cata_no').where('no', '=', item.no).executeTakeFirstOrThrow();
    expect(row.cata_no).toBe(home.no);
  });

  it('never answers 500 when a folder is deleted while items are filed into it', async () => {
    const home = await createFolder(ctx, editor, { en_US: 'Home again' });
    for (let attempt = 0; attempt < 4; attempt++) {
      const target = await createFolder(ctx, editor, { en_US: `Short-lived ${attempt}` });
      const item = await createNews(ctx, editor, home.ids.en_US!, { en_US: `Filed ${attempt}` });
      const [moved, removed] = await Promise.all([
        as(editor, 'PUT', '/api/admin/latest-news/bulk/move', { nos: [item.no], cataId: target.ids.en_US }),
        as(other, 'DELETE', `/api/admin/catalog/${target.ids.en_US}`),
      ]);
      expect([moved.statusCode, removed.statusCode]).not.toContain(500);
    }
  });
});
