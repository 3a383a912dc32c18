/**
 * Cache tags (issue 47 points 1-3, decision 0075): a write refreshes only the cached pages and
 * answers that show what it changed. Writes through this instance's API are seen at once; writes
 * from elsewhere (another instance, a script: here straight to the database) are seen on the next
 * read of the content counter, their pages sent stale for a short window while a background
 * refresh makes them afresh, except an item taken down, whose pages go at once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createWebApp, storedAnswer, visit } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;
interface Listed {
  id: number;
  no: string;
  title: string;
  name: string;
}

/** The fields of a news element a write takes back (contract/article.ts). */
const ELEMENT_KEYS = ['id', 'no', 'lang', 'cataId', 'coverUrl', 'sharedCoverUrl', 'ownCoverUrl', 'title', 'isLink', 'content', 'note', 'contentUrl', 'top', 'proFieldIds', 'lawyerIds'];

describe.each(dialects)('cache tags on %s', (dialect) => {
  let web: Web;
  let news: Listed[];
  let person: Listed;
  beforeAll(async () => {
    web = await createWebApp({}, dialect);
    // Views are written when a test says so (flush): a batch written by the 5 s timer marks the
    // pages showing those counts stale at a moment no test chose, later on a busy machine.
    await web.app.services.views.stop();
    const list = async (url: string) => (await web.app.inject({ method: 'GET', url, headers: { lang: 'en_US' } })).json().result as Listed[];
    news = (await list('/api/user/latest-news?pageSize=50')).filter((item) => !('isLink' in item) || !(item as { isLink?: number }).isLink);
    person = (await list('/api/user/lawyerTeam?pageSize=5'))[0]!;
  });
  afterAll(async () => web.close());

  const get = (url: string) => visit(web.app, url);
  const stored = (url: string) => storedAnswer(web.app, url);
  const newsPage = (item: Listed) => `/news/detail/${item.id}?lang=en_US`;
  const setTitle = (item: Listed, title: string) =>
    web.app.db
      .updateTable('article_version')
      .set({ title, update_time: new Date().toISOString() })
      .where('id', '=', item.id)
      .execute();

  it('publishing one news item through the API refreshes its page and the lists, and leaves other items, people and practice areas stored', async () => {
    const [changed, other] = [news[0]!, news[1]!];
    const untouched = [newsPage(other), `/people/detail/${person.id}?lang=en_US`, '/expertises?lang=en_US', `/api/user/latest-news/${other.id}?lang=en_US`];
    for (const url of [newsPage(changed), '/news?lang=en_US', ...untouched]) await stored(url);
    const token = await web.adminToken();
    const versions = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${changed.no}`, headers: { authorization: token } })).json().result as Record<string, unknown>[];
    const english = versions.find((version) => version.lang === 'en_US')!;
    const element = Object.fromEntries(ELEMENT_KEYS.filter((key) => english[key] !== undefined).map((key) => [key, english[key]]));
    const title = `Tagged edit ${Date.now()}`;
    const saved = await web.app.inject({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: [{ ...element, title, state: 'published' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    // The writer's own instance never sends what its write changed again.
    expect((await get(newsPage(changed))).body).toContain(title);
    expect((await get('/news?lang=en_US')).body).toContain(title);
    for (const url of untouched) {
      const answer = await get(url);
      expect(answer.headers['x-cache'], url).toBe('hit');
      expect(answer.body, url).not.toContain(title);
    }
    await web.app.pageCache!.refreshesSettled();
  });

  it('names what an answer shows in xkey and Surrogate-Key: an item page its item, not its kind', async () => {
    const item = news[2]!;
    const answer = await stored(newsPage(item));
    const tags = String(answer.headers.xkey).split(' ');
    expect(answer.headers['surrogate-key']).toBe(answer.headers.xkey);
    expect(tags).toContain('site');
    expect(tags).toContain(`article:${item.no}`);
    expect(tags).not.toContain('article');
    expect(tags).toContain('settings');
    const list = await stored('/news?lang=en_US');
    expect(String(list.headers.xkey).split(' ')).toContain('article');
    // What no shared cache keeps names no tags.
    const staff = await web.app.inject({ method: 'GET', url: newsPage(item), headers: { authorization: 'Bearer nobody' } });
    expect(staff.headers.xkey).toBeUndefined();
  });

  it('sends a page changed elsewhere stale while one background render refreshes it, then the change', async () => {
    const item = news[3]!;
    const before = (await stored(newsPage(item))).body;
    const title = `Changed elsewhere ${Date.now()}`;
    await setTitle(item, title);
    // Read before the stale answer: its refresh may be done by the time the answer is.
    const refreshes = web.app.pageCache!.stats().refreshes;
    const stale = await get(newsPage(item));
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.body).toBe(before);
    await web.app.pageCache!.refreshesSettled();
    expect(web.app.pageCache!.stats().refreshes).toBeGreaterThan(refreshes);
    const fresh = await get(newsPage(item));
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(fresh.body).toContain(title);
  });

  it('takes an item unpublished elsewhere off its page and the lists at once, never stale', async () => {
    const item = news[4]!;
    await stored(newsPage(item));
    await stored('/news?lang=en_US');
    await stored(`/api/user/latest-news/${item.id}?lang=en_US`);
    await web.app.db.updateTable('article_version').set({ published: 0 }).where('id', '=', item.id).execute();
    expect((await get(newsPage(item))).statusCode).toBe(404);
    expect((await get(`/api/user/latest-news/${item.id}?lang=en_US`)).statusCode).toBe(404);
    const listed = await get('/news?lang=en_US');
    expect(listed.headers['x-cache']).not.toBe('stale');
    expect(listed.body).not.toContain(`/news/detail/${item.id}`);
    await web.app.db.updateTable('article_version').set({ published: 1 }).where('id', '=', item.id).execute();
    expect((await get(newsPage(item))).statusCode).toBe(200);
  });

  it('shows a stored answer\'s view count at most a batch and a refresh behind, the answer still stored', async () => {
    const item = news[6]!;
    const url = `/api/user/latest-news/${item.id}?lang=en_US`;
    await stored(url);
    for (let i = 0; i < 3; i++) expect((await get(url)).headers['x-cache']).toBe('hit');
    await web.app.services.views.flush();
    await web.app.pageCache!.refreshesSettled();
    const inDatabase = await web.app.db.selectFrom('article_version').select('views').where('id', '=', item.id).executeTakeFirstOrThrow();
    const shown = await get(url);
    expect(shown.headers['x-cache']).toBe('hit');
    // The answer counts the view it is (written with the next batch).
    expect(shown.json().result.views).toBe(Number(inDatabase.views) + 1);
    // What a proxy sees names no internal tag.
    expect(String(shown.headers.xkey)).not.toContain('views:');
  });

  it('renders no page again when a batch of views is written: a page counts its views but shows no count', async () => {
    const item = news[7]!;
    const page = newsPage(item);
    // Views counted by the tests before are written first: an API answer showing them is refreshed.
    await web.app.services.views.flush();
    await web.app.pageCache!.refreshesSettled();
    await stored(page);
    await get(page);
    expect(web.app.services.views.pending()).toBeGreaterThan(0);
    const refreshedBefore = web.app.pageCache!.stats().refreshes;
    await web.app.services.views.flush();
    await web.app.pageCache!.refreshesSettled();
    expect(web.app.pageCache!.stats().refreshes).toBe(refreshedBefore);
    expect((await get(page)).headers['x-cache']).toBe('hit');
  });

  it('stands aside when the content state cannot be read: the request is answered as without the cache', async () => {
    const service = web.app.services.contentVersion;
    const state = service.state;
    service.state = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const answer = await get('/about?lang=en_US');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBe('miss');
      expect((await get('/api/user/banner?lang=en_US')).statusCode).toBe(200);
    } finally {
      service.state = state;
    }
  });

  it('records in the database the tags of every change, under the counter it moved to', async () => {
    const item = news[5]!;
    const read = async () => {
      const state = await web.app.db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow();
      const tags = await web.app.db.selectFrom('cache_tag').selectAll().where('tag', 'in', ['article', `article:${item.no}`]).execute();
      return { counter: Number(state.content_version), tags: new Map(tags.map((t) => [t.tag, { version: Number(t.version), hard: Number(t.hard_version) }])) };
    };
    await setTitle(item, `Counted ${Date.now()}`);
    const edited = await read();
    expect(edited.tags.get(`article:${item.no}`)?.version).toBe(edited.counter);
    expect(edited.tags.get('article')?.version).toBe(edited.counter);
    expect(edited.tags.get(`article:${item.no}`)!.hard).toBeLessThan(edited.counter);
    await web.app.db.updateTable('article_version').set({ unpublish_time: '2000-01-01T00:00:00.000Z' }).where('id', '=', item.id).execute();
    const takenDown = await read();
    expect(takenDown.tags.get(`article:${item.no}`)?.hard).toBe(takenDown.counter);
    expect(takenDown.tags.get('article')?.hard).toBe(takenDown.counter);
    await web.app.db.updateTable('article_version').set({ unpublish_time: null }).where('id', '=', item.id).execute();
    // A counted view is no change of content.
    const counted = await read();
    await web.app.db
      .updateTable('article_version')
      .set({ views: sql`views + 1` })
      .where('id', '=', item.id)
      .execute();
    expect((await read()).counter).toBe(counted.counter);
  });
});

describe.each(dialects)('cache tags without a stale window on %s', (dialect) => {
  let web: Web;
  beforeAll(async () => {
    web = await createWebApp({ PAGE_CACHE_STALE_WINDOW_MS: '0' }, dialect);
  });
  afterAll(async () => web.close());

  it('shows a change made elsewhere on the next request', async () => {
    const item = ((await web.app.inject({ method: 'GET', url: '/api/user/latest-news?pageSize=5', headers: { lang: 'en_US' } })).json().result as Listed[])[0]!;
    const url = `/news/detail/${item.id}?lang=en_US`;
    for (let i = 0; i < 3; i++) await web.app.inject({ method: 'GET', url });
    const title = `No window ${Date.now()}`;
    await web.app.db.updateTable('article_version').set({ title }).where('id', '=', item.id).execute();
    const next = await web.app.inject({ method: 'GET', url });
    expect(next.headers['x-cache']).not.toBe('stale');
    expect(next.body).toContain(title);
  });
});
