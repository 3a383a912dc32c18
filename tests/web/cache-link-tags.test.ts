/**
 * Link tags (issue 47, decision 0080): a person's and a practice area's page list the news and
 * cases linked to them, and depend on those links and on each linked item, not on every news
 * item; a save that keeps an item's links writes no link row, so it does not take those pages
 * down at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createWebApp, storedAnswer, visit } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

/** The fields of a news element a write takes back (contract/article.ts). */
const ELEMENT_KEYS = ['id', 'no', 'lang', 'cataId', 'coverUrl', 'sharedCoverUrl', 'ownCoverUrl', 'title', 'isLink', 'content', 'note', 'contentUrl', 'top', 'proFieldIds', 'lawyerIds'];

describe.each(dialects)('link tags on %s', (dialect) => {
  let web: Web;
  /** A person with news linked to them, one of those items, and a published English news item not linked to them. */
  let person: { no: string; id: number };
  let linked: { no: string; id: number };
  let unlinked: { no: string; id: number };

  beforeAll(async () => {
    web = await createWebApp({}, dialect);
    // No view batch on the timer: it would mark pages showing counts stale (cache-tags.test.ts).
    await web.app.services.views.stop();
    const db = web.app.db;
    const someone = await db.selectFrom('lawyer_version').select(['no', 'id']).where('lang', '=', 'en_US').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    person = { no: someone.no, id: Number(someone.id) };
    const items = await db
      .selectFrom('article_version')
      .select(['no', 'id'])
      .where('lang', '=', 'en_US')
      .where('kind', '=', 'news')
      .where('published', '=', 1)
      .where('is_link', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    [linked, unlinked] = items.map((item) => ({ no: item.no, id: Number(item.id) })) as [typeof linked, typeof unlinked];
    // The demo links no news to people: an editor links one.
    await saveNews(linked.no, (element) => ({ ...element, lawyerIds: [person.id] }));
  });
  afterAll(async () => web.close());

  const get = (url: string) => visit(web.app, url);
  const stored = (url: string) => storedAnswer(web.app, url);
  const personPage = () => `/people/detail/${person.id}?lang=en_US`;
  const setTitle = (id: number, title: string) => web.app.db.updateTable('article_version').set({ title, update_time: new Date().toISOString() }).where('id', '=', id).execute();
  const tagVersions = async (tag: string) => {
    const row = await web.app.db.selectFrom('cache_tag').select(['version', 'hard_version']).where('tag', '=', tag).executeTakeFirst();
    return { version: Number(row?.version ?? 0), hard: Number(row?.hard_version ?? 0) };
  };

  async function saveNews(no: string, change: (element: Record<string, unknown>) => Record<string, unknown>) {
    const token = await web.adminToken();
    const versions = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${no}`, headers: { authorization: token } })).json().result as Record<string, unknown>[];
    const english = versions.find((version) => version.lang === 'en_US')!;
    const element = Object.fromEntries(ELEMENT_KEYS.filter((key) => english[key] !== undefined).map((key) => [key, english[key]]));
    const saved = await web.app.inject({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: [change({ ...element, state: 'published' })] });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it("names on a person's page the links and the items linked to them, not the whole news kind", async () => {
    const tags = String((await stored(personPage())).headers.xkey).split(' ');
    expect(tags).toContain(`article_lawyer:${person.no}`);
    expect(tags).toContain(`article:${linked.no}`);
    expect(tags).not.toContain('article');
    expect(tags).not.toContain(`article:${unlinked.no}`);
  });

  it("names on a practice area's page the links to it, not the whole news kind", async () => {
    const area = await web.app.db.selectFrom('professional_field_version').select(['no', 'id']).where('lang', '=', 'en_US').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const tags = String((await stored(`/expertises/detail/${area.id}?lang=en_US`)).headers.xkey).split(' ');
    expect(tags).toContain(`article_practice_area:${area.no}`);
    expect(tags).not.toContain('article');
  });

  it("leaves a person's page stored when a news item not linked to them changes, and refreshes it when a linked one does", async () => {
    await stored(personPage());
    await setTitle(unlinked.id, `Not theirs ${Date.now()}`);
    expect((await get(personPage())).headers['x-cache']).toBe('hit');
    const title = `Theirs ${Date.now()}`;
    await setTitle(linked.id, title);
    const stale = await get(personPage());
    expect(stale.headers['x-cache']).toBe('stale');
    await web.app.pageCache!.refreshesSettled();
    const fresh = await get(personPage());
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(fresh.body).toContain(title);
  });

  it("shows a news item on a person's page as soon as an editor links it to them, and takes it off when the link goes", async () => {
    const title = `Newly linked ${Date.now()}`;
    await setTitle(unlinked.id, title);
    await stored(personPage());
    // The demo's item names no key contacts: this one names the person, then no one again.
    await saveNews(unlinked.no, (element) => ({ ...element, lawyerIds: [person.id] }));
    const withIt = await get(personPage());
    expect(withIt.headers['x-cache']).not.toBe('stale');
    expect(withIt.body).toContain(title);
    await saveNews(unlinked.no, (element) => ({ ...element, lawyerIds: [] }));
    expect((await get(personPage())).body).not.toContain(title);
  });

  it('writes no link row when a save keeps an item\'s links, and keeps their order', async () => {
    const before = await web.app.db.selectFrom('article_lawyer').select(['lawyer_no', 'position']).where('article_no', '=', linked.no).orderBy('position').execute();
    const links = await tagVersions(`article_lawyer:${person.no}`);
    const item = await tagVersions(`article:${linked.no}`);
    await saveNews(linked.no, (element) => ({ ...element, title: `Kept links ${Date.now()}` }));
    expect(await tagVersions(`article_lawyer:${person.no}`)).toEqual(links);
    // The item changed, but nothing was deleted: its pages may be refreshed, not taken down.
    const changed = await tagVersions(`article:${linked.no}`);
    expect(changed.version).toBeGreaterThan(item.version);
    expect(changed.hard).toBe(item.hard);
    const after = await web.app.db.selectFrom('article_lawyer').select(['lawyer_no', 'position']).where('article_no', '=', linked.no).orderBy('position').execute();
    expect(after).toEqual(before);
  });
});
