/**
 * Link tags on the people's side (issue 47, decision 0080): a practice area's page lists its
 * people, and a news item's page shows its key contacts; both depend on the links and on each
 * person linked, not on every person. A person taken off the site still takes those pages down at
 * once, and a person newly linked shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createWebApp, storedAnswer, visit } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;
interface Item {
  no: string;
  id: number;
}

/** The fields of a news element a write takes back (contract/article.ts). */
const ELEMENT_KEYS = ['id', 'no', 'lang', 'cataId', 'coverUrl', 'sharedCoverUrl', 'ownCoverUrl', 'title', 'isLink', 'content', 'note', 'contentUrl', 'top', 'proFieldIds', 'lawyerIds'];

describe.each(dialects)('link tags of people on %s', (dialect) => {
  let web: Web;
  /** A practice area with people linked to it. */
  let area: Item;
  /** Published English people: two linked to the area, and four not (one to be linked later). */
  let inArea: [Item, Item];
  let notInArea: [Item, Item, Item, Item];

  beforeAll(async () => {
    web = await createWebApp({}, dialect);
    // No view batch on the timer: it would mark pages showing counts stale (cache-tags.test.ts).
    await web.app.services.views.stop();
    const db = web.app.db;
    area = await item('professional_field_version');
    const people = await db.selectFrom('lawyer_version').select(['no', 'id']).where('lang', '=', 'en_US').where('published', '=', 1).orderBy('id').execute();
    const linked = new Set((await db.selectFrom('lawyer_practice_area').select('lawyer_no').where('field_no', '=', area.no).execute()).map((row) => row.lawyer_no));
    const asItem = (row: { no: string; id: number }): Item => ({ no: row.no, id: Number(row.id) });
    // The page shows its first people: the demo gives the area few, so the links made here show too.
    expect(linked.size).toBeLessThan(20);
    const outside = people.filter((row) => !linked.has(row.no)).map(asItem);
    expect(outside.length).toBeGreaterThanOrEqual(6);
    notInArea = outside.slice(0, 4) as typeof notInArea;
    // Two people of the area, linked here so the test does not depend on the demo's links.
    inArea = outside.slice(4, 6) as typeof inArea;
    const at = linked.size;
    await db
      .insertInto('lawyer_practice_area')
      .values(inArea.map((person, index) => ({ lawyer_no: person.no, field_no: area.no, position: at + index })))
      .execute();
    for (const person of [...inArea, ...notInArea]) await rename(person, `Person ${person.no}`);
  });
  afterAll(async () => web.close());

  async function item(table: 'professional_field_version' | 'article_version'): Promise<Item> {
    let query = web.app.db.selectFrom(table).select(['no', 'id']).where('lang', '=', 'en_US').where('published', '=', 1);
    if (table === 'article_version') query = query.where('kind', '=', 'news').where('is_link', '=', 0);
    const row = await query.orderBy('id').executeTakeFirstOrThrow();
    return { no: row.no, id: Number(row.id) };
  }

  const get = (url: string) => visit(web.app, url);
  const stored = (url: string) => storedAnswer(web.app, url);
  const rename = (person: Item, name: string) => web.app.db.updateTable('lawyer_version').set({ name, update_time: new Date().toISOString() }).where('id', '=', person.id).execute();
  const unpublish = (person: Item) => web.app.db.updateTable('lawyer_version').set({ published: 0 }).where('no', '=', person.no).execute();
  const xkey = async (url: string) => String((await stored(url)).headers.xkey).split(' ');

  describe("a practice area's people", () => {
    const areaPage = () => `/expertises/detail/${area.id}?lang=en_US`;

    it('names the links to the area and the people linked, not the whole people kind', async () => {
      const tags = await xkey(areaPage());
      expect(tags).toContain(`lawyer_practice_area:${area.no}`);
      expect(tags).toContain(`lawyer:${inArea[0].no}`);
      expect(tags).not.toContain('lawyer');
      expect(tags).not.toContain(`lawyer:${notInArea[0].no}`);
    });

    it('names the same on the people list and the public API filtered by a practice area or a position', async () => {
      const job = await web.app.db.selectFrom('job_version').select(['no', 'id']).where('lang', '=', 'en_US').orderBy('id').executeTakeFirstOrThrow();
      const byArea = [await xkey(`/people?lang=en_US&practiceAreaId=${area.id}`), await xkey(`/api/user/lawyerTeam?lang=en_US&practiceAreaId=${area.id}`)];
      for (const tags of byArea) {
        expect(tags).toContain(`lawyer_practice_area:${area.no}`);
        expect(tags).toContain(`lawyer:${inArea[0].no}`);
        expect(tags).not.toContain('lawyer');
      }
      const byJob = await xkey(`/api/user/lawyerTeam?lang=en_US&jobId=${job.id}`);
      expect(byJob).toContain(`lawyer_job:${job.no}`);
      expect(byJob).not.toContain('lawyer');
    });

    it('stays stored when a person not linked to the area changes, and is refreshed when one linked does', async () => {
      await stored(areaPage());
      await rename(notInArea[0], `Elsewhere ${Date.now()}`);
      expect((await get(areaPage())).headers['x-cache']).toBe('hit');
      const name = `Renamed ${Date.now()}`;
      await rename(inArea[0], name);
      expect((await get(areaPage())).headers['x-cache']).toBe('stale');
      await web.app.pageCache!.refreshesSettled();
      const fresh = await get(areaPage());
      expect(fresh.headers['x-cache']).toBe('hit');
      expect(fresh.body).toContain(name);
    });

    it('shows a person newly linked to the area', async () => {
      const newcomer = notInArea[1];
      await stored(areaPage());
      expect((await get(areaPage())).body).not.toContain(`Person ${newcomer.no}`);
      // Linked elsewhere (a script, another instance): the link tag marks the page stale.
      await web.app.db.insertInto('lawyer_practice_area').values({ lawyer_no: newcomer.no, field_no: area.no, position: 99 }).execute();
      expect((await get(areaPage())).headers['x-cache']).toBe('stale');
      await web.app.pageCache!.refreshesSettled();
      const fresh = await get(areaPage());
      expect(fresh.body).toContain(`Person ${newcomer.no}`);
      expect(String(fresh.headers.xkey).split(' ')).toContain(`lawyer:${newcomer.no}`);
    });

    it('takes a person linked to the area off its page at once when they are unpublished, never stale', async () => {
      const person = inArea[1];
      expect((await stored(areaPage())).body).toContain(`Person ${person.no}`);
      await unpublish(person);
      const answer = await get(areaPage());
      expect(answer.headers['x-cache']).toBe('miss');
      expect(answer.body).not.toContain(`Person ${person.no}`);
    });
  });

  describe("a news item's key contacts", () => {
    let news: Item;
    const newsPage = () => `/news/detail/${news.id}?lang=en_US`;

    async function saveContacts(lawyerIds: number[]) {
      const token = await web.adminToken();
      const versions = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${news.no}`, headers: { authorization: token } })).json().result as Record<string, unknown>[];
      const english = versions.find((version) => version.lang === 'en_US')!;
      const element = Object.fromEntries(ELEMENT_KEYS.filter((key) => english[key] !== undefined).map((key) => [key, english[key]]));
      const saved = await web.app.inject({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: [{ ...element, lawyerIds, state: 'published' }] });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    beforeAll(async () => {
      news = await item('article_version');
      // The demo's news name no key contacts: an editor names one.
      await saveContacts([notInArea[2].id]);
    });

    it('names the key contacts, not the whole people kind', async () => {
      const tags = await xkey(newsPage());
      expect(tags).toContain(`lawyer:${notInArea[2].no}`);
      expect(tags).not.toContain('lawyer');
      expect(tags).not.toContain(`lawyer:${notInArea[0].no}`);
    });

    it('stays stored when another person changes, and is refreshed when a key contact does', async () => {
      await stored(newsPage());
      await rename(notInArea[0], `Elsewhere again ${Date.now()}`);
      expect((await get(newsPage())).headers['x-cache']).toBe('hit');
      const name = `Contact renamed ${Date.now()}`;
      await rename(notInArea[2], name);
      expect((await get(newsPage())).headers['x-cache']).toBe('stale');
      await web.app.pageCache!.refreshesSettled();
      const fresh = await get(newsPage());
      expect(fresh.headers['x-cache']).toBe('hit');
      expect(fresh.body).toContain(name);
    });

    it('shows a key contact as soon as an editor names them', async () => {
      const contact = notInArea[0];
      const name = `New contact ${Date.now()}`;
      await rename(contact, name);
      expect((await stored(newsPage())).body).not.toContain(name);
      await saveContacts([notInArea[2].id, contact.id]);
      const answer = await get(newsPage());
      expect(answer.headers['x-cache']).not.toBe('stale');
      expect(answer.body).toContain(name);
    });

    it('takes a key contact off the page at once when they are unpublished, never stale', async () => {
      const contact = notInArea[0];
      const name = `Leaving contact ${Date.now()}`;
      await rename(contact, name);
      // The next request sees the rename and has the page refreshed.
      await get(newsPage());
      await web.app.pageCache!.refreshesSettled();
      expect((await stored(newsPage())).body).toContain(name);
      await unpublish(contact);
      const answer = await get(newsPage());
      expect(answer.headers['x-cache']).toBe('miss');
      expect(answer.body).not.toContain(name);
    });
  });
});
