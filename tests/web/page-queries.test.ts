/**
 * What an uncached article page asks the database (issue 15.3): once the frame is kept for the
 * content version, a news item's page takes one round of a few queries, whose addresses of the
 * item's other languages come from one query, not from the back office's list. Counted on the
 * queries the app runs, not on time. Pages are rendered past the page cache (an Authorization
 * header), as a page whose address is new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createCountingWebApp, firstMatch } from '../helpers/web.js';
import { jobOptions } from '../helpers/people-page.js';

type Counting = Awaited<ReturnType<typeof createCountingWebApp>>;

/** The hreflang alternates of a page's head, by language tag. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="[^"]*?(\/news\/detail\/\d+)\?/g)].filter((m) => m[1] !== 'x-default').map((m) => [m[1]!, m[2]!]));
}

describe.each(dialects)('queries of a news page on %s', (dialect) => {
  let web: Counting['web'];
  let render: Counting['render'];
  beforeAll(async () => {
    ({ web, render } = await createCountingWebApp(dialect));
  });
  afterAll(async () => web.close());

  async function translatedNews(): Promise<{ no: string; ids: Record<string, number> }> {
    const token = await web.adminToken();
    const own = (await web.app.inject({ method: 'GET', url: '/api/user/latest-news?lang=en_US' })).json().result.find((item: { isLink: number }) => item.isLink === 0);
    const all = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${own.no}`, headers: { authorization: token } })).json().result as { id: number; lang: string }[];
    return { no: own.no as string, ids: Object.fromEntries(all.map((v) => [v.lang, v.id])) };
  }

  it('renders a news item with a handful of queries, its languages read in one', async () => {
    const { ids } = await translatedNews();
    // The frame and the lists kept for this content version, the item not yet.
    await render('/people?lang=en_US');
    const { body, ran } = await render(`/news/detail/${ids.en_US}?lang=en_US`);
    // The content version, the item, its folder, practice areas and key contacts, its languages.
    expect(ran.length).toBeLessThanOrEqual(6);
    expect(ran.filter((sql) => /\bfrom\s+"article_version"/i.test(sql)).length).toBe(2);
    expect(alternates(body)).toEqual({
      'de-DE': `/news/detail/${ids.de_DE}`,
      'en-US': `/news/detail/${ids.en_US}`,
      'zh-CN': `/news/detail/${ids.zh_CN}`,
    });
  });

  it('keeps an item’s page for the content version: rendered again, at any address, it reads only the version and still counts each view', async () => {
    const { ids } = await translatedNews();
    const first = await render(`/news/detail/${ids.de_DE}?lang=de_DE`);
    await web.app.services.views.flush();
    const viewsOf = async () =>
      (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?lang=de_DE&id=${ids.de_DE}`, headers: { authorization: await web.adminToken() } })).json().result.find(
        (version: { id: number }) => version.id === ids.de_DE,
      ).views as number;
    const before = await viewsOf();
    // Another address of the same item (a campaign's parameter): a page the page cache never saw.
    const again = await render(`/news/detail/${ids.de_DE}?lang=de_DE&utm_source=letter`);
    const third = await render(`/news/detail/${ids.de_DE}?lang=de_DE&utm_source=post`);
    expect(again.ran).toHaveLength(1);
    expect(again.ran[0]).toMatch(/\bfrom\s+"site_state"/i);
    expect(third.ran).toHaveLength(1);
    const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
    expect(main(again.body)).toBe(main(first.body));
    await web.app.services.views.flush();
    expect(await viewsOf()).toBe(before + 2);
  });

  it('shows an edit of the item on its next page, since the edit moves the content version', async () => {
    const { no, ids } = await translatedNews();
    const token = await web.adminToken();
    const url = `/news/detail/${ids.en_US}?lang=en_US`;
    const title = firstMatch((await render(url)).body, /<h1[^>]*>([^<]*)<\/h1>/)!;
    const version = (await web.app.inject({ method: 'GET', url: `/api/admin/latest-news?no=${no}`, headers: { authorization: token } })).json().result.find(
      (v: { lang: string }) => v.lang === 'en_US',
    );
    const put = (name: string) => web.app.inject({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: [{ ...version, title: name }] });
    expect((await put('A Title Changed For The Test')).statusCode).toBe(200);
    try {
      expect(firstMatch((await render(url)).body, /<h1[^>]*>([^<]*)<\/h1>/)).toBe('A Title Changed For The Test');
    } finally {
      expect((await put(title)).statusCode).toBe(200);
    }
  });

  it('names no language whose version visitors do not see', async () => {
    const { no, ids } = await translatedNews();
    const token = await web.adminToken();
    const put = (action: string) => web.app.inject({ method: 'PUT', url: `/api/admin/latest-news/${action}?no=${no}&lang=de_DE`, headers: { authorization: token } });
    expect((await put('unpublish')).statusCode).toBe(200);
    try {
      // Neither the hidden version nor a German address showing another language's text.
      expect(alternates((await render(`/news/detail/${ids.en_US}?lang=en_US`)).body)).toEqual({
        'en-US': `/news/detail/${ids.en_US}`,
        'zh-CN': `/news/detail/${ids.zh_CN}`,
      });
    } finally {
      expect((await put('publish')).statusCode).toBe(200);
    }
  });
});

describe.each(dialects)('queries of the people list on %s', (dialect) => {
  let web: Counting['web'];
  let render: Counting['render'];
  beforeAll(async () => {
    ({ web, render } = await createCountingWebApp(dialect));
  });
  afterAll(async () => web.close());

  it('keeps the filters’ lists and the people for the content version: a new name or office search reads only the version', async () => {
    await render('/people?lang=en_US&keyword=first');
    const { body, ran } = await render('/people?lang=en_US&keyword=second');
    expect(jobOptions(body).length).toBeGreaterThan(0);
    // The content version alone: no job, office or practice area list, no query of people (decision 0097).
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/\bfrom\s+"site_state"/i);
    const office = firstMatch(body, /<select[^>]*name="officeId"[^>]*>.*?<option value="(\d+)">/s);
    const byOffice = await render(`/people?lang=en_US&officeId=${office}&keyword=a`);
    expect(byOffice.ran).toHaveLength(1);
    expect(byOffice.body).toContain('class="person-tile__name"');
  });

  it('shows a member renamed, withdrawn or back on the next search, since the change moves the content version', async () => {
    const token = await web.adminToken();
    const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) => web.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
    const names = async (keyword: string) => [...(await render(`/people?lang=en_US&keyword=${encodeURIComponent(keyword)}`)).body.matchAll(/class="person-tile__name"><a [^>]*>([^<]+)</g)].map((m) => m[1]);
    const member = (await call('GET', '/api/admin/lawyerTeam?lang=en_US&pageSize=100')).json().result[0] as { id: number; no: string; name: string };
    expect(await names(member.name)).toContain(member.name);
    expect((await call('PUT', '/api/admin/lawyerTeam', [{ id: member.id, lang: 'en_US', name: 'Quentin Zabriskie' }])).statusCode).toBe(200);
    try {
      expect(await names('zabriskie')).toEqual(['Quentin Zabriskie']);
      expect(await names(member.name)).not.toContain(member.name);
      expect((await call('PUT', `/api/admin/lawyerTeam/unpublish?no=${member.no}&lang=en_US`)).statusCode).toBe(200);
      expect(await names('zabriskie')).toEqual([]);
      expect((await call('PUT', `/api/admin/lawyerTeam/publish?no=${member.no}&lang=en_US`)).statusCode).toBe(200);
      expect(await names('quentin')).toEqual(['Quentin Zabriskie']);
    } finally {
      expect((await call('PUT', '/api/admin/lawyerTeam', [{ id: member.id, lang: 'en_US', name: member.name }])).statusCode).toBe(200);
    }
    expect(await names(member.name)).toContain(member.name);
  });

  it('shows a change to a list on the next page, since the change moves the content version', async () => {
    const token = await web.adminToken();
    const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) => web.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
    const before = jobOptions((await render('/people?lang=en_US&keyword=before')).body);
    const job = (await call('GET', '/api/admin/job?lang=en_US')).json().result[0] as { id: number; name: string };
    expect(before).toContain(job.name);
    expect((await call('PUT', '/api/admin/job', [{ id: job.id, lang: 'en_US', name: 'Renamed For The Test' }])).statusCode).toBe(200);
    try {
      const after = jobOptions((await render('/people?lang=en_US&keyword=after')).body);
      expect(after).toContain('Renamed For The Test');
      expect(after).not.toContain(job.name);
    } finally {
      expect((await call('PUT', '/api/admin/job', [{ id: job.id, lang: 'en_US', name: job.name }])).statusCode).toBe(200);
    }
  });
});

describe.each(dialects)('a profile’s and a practice area’s page kept for the content version on %s', (dialect) => {
  let web: Counting['web'];
  let render: Counting['render'];
  beforeAll(async () => {
    ({ web, render } = await createCountingWebApp(dialect));
  });
  afterAll(async () => web.close());

  async function viewsOf(list: string, id: number): Promise<number> {
    await web.app.services.views.flush();
    const response = await web.app.inject({ method: 'GET', url: `/api/admin/${list}?lang=en_US&pageSize=100`, headers: { authorization: await web.adminToken() } });
    return (response.json().result as { id: number; views: number }[]).find((version) => version.id === id)!.views;
  }

  it.each([
    ['a person', '/people', /href="\/people\/detail\/(\d+)/, 'lawyerTeam'],
    ['a practice area', '/expertises', /href="\/expertises\/detail\/(\d+)/, 'professionalField'],
  ])('renders %s again at a new address from what it kept, reading only the version, and counts each view', async (_name, listPath, link, adminList) => {
    const id = Number(firstMatch((await render(`${listPath}?lang=en_US`)).body, link));
    expect(id).toBeGreaterThan(0);
    const first = await render(`${listPath}/detail/${id}?lang=en_US`);
    expect(first.ran.length).toBeGreaterThan(1);
    const before = await viewsOf(adminList, id);
    const again = await render(`${listPath}/detail/${id}?lang=en_US&utm_source=letter`);
    expect(again.ran).toHaveLength(1);
    expect(again.ran[0]).toMatch(/\bfrom\s+"site_state"/i);
    const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
    expect(main(again.body)).toBe(main(first.body));
    expect(await viewsOf(adminList, id)).toBe(before + 1);
  });

  it('answers 404 for an id no one sees, each time', async () => {
    for (let time = 0; time < 2; time++) {
      for (const path of ['/people/detail/999999', '/expertises/detail/999999', '/news/detail/999999']) {
        const response = await web.app.inject({ method: 'GET', url: `${path}?lang=en_US` });
        expect(response.statusCode, path).toBe(404);
      }
    }
  });
});
