/**
 * Values kept per content version (server/modules/content/kept-per-version.ts) survive changes of
 * what they were not read from (issue 47 follow-up): after a news edit a page rendered afresh
 * still finds the frame (settings, firm, menus) and the other items' pages kept, and reads only
 * the state and the tags changed; a settings change makes it read the frame again. Counted on
 * the queries the app runs; pages rendered past the page cache, as a page whose address is new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createCountingWebApp } from '../helpers/web.js';

type Counting = Awaited<ReturnType<typeof createCountingWebApp>>;

const reads = (ran: string[], table: string) => ran.filter((sql) => new RegExp(`\\bfrom\\s+"${table}"`, 'i').test(sql)).length;

describe.each(dialects)('values kept across content changes on %s', (dialect) => {
  let web: Counting['web'];
  let render: Counting['render'];
  let pageOf: (id: number) => string;
  let ids: number[];
  beforeAll(async () => {
    ({ web, render } = await createCountingWebApp(dialect));
    const news = (await web.app.inject({ method: 'GET', url: '/api/user/latest-news?pageSize=10&lang=en_US' })).json().result as { id: number; isLink: number }[];
    ids = news.filter((item) => !item.isLink).map((item) => item.id);
    pageOf = (id) => `/news/detail/${id}?lang=en_US`;
  });
  afterAll(async () => web.close());

  it('keeps the frame and another item\'s page across a news edit, and reads the frame again after a settings change', async () => {
    const [shown, edited] = [ids[0]!, ids[1]!];
    await render(pageOf(shown));
    const kept = await render(pageOf(shown));
    expect(kept.ran).toHaveLength(1);
    expect(kept.ran[0]).toMatch(/\bfrom\s+"site_state"/i);

    // A news edit elsewhere (another item): the counter moves.
    await web.app.db.updateTable('article_version').set({ title: `Edited ${Date.now()}` }).where('id', '=', edited).execute();
    const afterEdit = await render(pageOf(shown));
    // The state and the tags changed since, once; neither the frame nor the item read again.
    expect(reads(afterEdit.ran, 'cache_tag')).toBe(1);
    expect(reads(afterEdit.ran, 'portal_config')).toBe(0);
    expect(reads(afterEdit.ran, 'firm')).toBe(0);
    expect(reads(afterEdit.ran, 'article_version')).toBe(0);
    expect(afterEdit.ran).toHaveLength(2);
    // The edited item's own page is read afresh, and shows the edit.
    const editedPage = await render(pageOf(edited));
    expect(reads(editedPage.ran, 'article_version')).toBeGreaterThan(0);

    // A settings change: the frame is read again; the item's page stays kept.
    await web.app.db.updateTable('portal_config').set({ update_time: new Date().toISOString() }).where('lang', '=', 'en_US').execute();
    const afterSettings = await render(pageOf(shown));
    expect(reads(afterSettings.ran, 'portal_config')).toBeGreaterThan(0);
    expect(reads(afterSettings.ran, 'article_version')).toBe(0);
  });
});
