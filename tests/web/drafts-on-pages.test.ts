/**
 * Drafts and schedules on the server-rendered site and through the page cache (issue 13.1, 13.3;
 * decision 0023): a draft has no page, no sitemap entry and no language alternate; a scheduled
 * version appears and goes at its times to the second, although the answers before were cached,
 * the sitemap's among them.
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from '../helpers/app.js';
import { UPLOADED } from '../helpers/content.js';
import { createWebApp } from '../helpers/web.js';

describe.each(dialects)('drafts and schedules on the pages on %s', (dialect) => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let token: string;
  let folderId: number;
  beforeAll(async () => {
    web = await createWebApp({}, dialect);
    token = await web.adminToken();
    const folders = await web.app.inject({ method: 'GET', url: '/api/admin/catalog?type=0', headers: { authorization: token } });
    folderId = folders.json().result[0].id;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await web.close();
  });

  const get = (url: string) => web.app.inject({ method: 'GET', url });
  const write = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await web.app.inject({ method, url, headers: { authorization: token }, payload: payload as object });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json().result;
  };
  /**
   * A whole second `ahead` ms from now, as the start of a schedule: `moment(ms)` names a time that
   * far from it, `at(ms)` sets the clock there (Date only, so timers keep running).
   */
  const clockFrom = (ahead: number) => {
    const start = Math.ceil((Date.now() + ahead) / 1000) * 1000;
    return {
      moment: (ms: number) => new Date(start + ms).toISOString(),
      at: (ms: number) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(start + ms));
      },
    };
  };
  const news = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({ lang, title, cataId: folderId, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, ...extra });

  it('gives a draft no page, no sitemap entry and no language alternate, and a page once published', async () => {
    const versions = (await write('POST', '/api/admin/latest-news', [
      news('en_US', 'Published in English'),
      news('de_DE', 'Entwurf auf Deutsch', { state: 'draft' }),
    ])) as { id: number; lang: string; no: string }[];
    const en = versions.find((v) => v.lang === 'en_US')!;
    const de = versions.find((v) => v.lang === 'de_DE')!;
    // Asked before and after the change: the first answers are cached.
    expect((await get(`/news?lang=de_DE`)).body).not.toContain('Entwurf auf Deutsch');
    const englishPage = await get(`/news/detail/${en.id}?lang=en_US`);
    expect(englishPage.statusCode).toBe(200);
    expect(englishPage.body).not.toContain(`/news/detail/${de.id}`);
    // A German visitor is shown the English version, not the German draft.
    const germanVisitor = await get(`/news/detail/${de.id}?lang=de_DE`);
    expect(germanVisitor.body).not.toContain('Entwurf auf Deutsch');
    // Asked for twice, the sitemap is stored (cache-admission.ts): the change below must reach it.
    for (let time = 0; time < 2; time++) {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.body).toContain(`/news/detail/${en.id}?`);
      expect(sitemap.body).not.toContain(`/news/detail/${de.id}?`);
    }
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('hit');

    await write('PUT', `/api/admin/latest-news/publish?no=${en.no}&lang=de_DE`);
    expect((await get(`/news?lang=de_DE`)).body).toContain('Entwurf auf Deutsch');
    expect((await get(`/news/detail/${de.id}?lang=de_DE`)).body).toContain('Entwurf auf Deutsch');
    expect((await get(`/news/detail/${en.id}?lang=en_US`)).body).toContain(`/news/detail/${de.id}`);
    expect((await get('/sitemap.xml')).body).toContain(`/news/detail/${de.id}?`);
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('hit');

    // Taken off the site: out of the sitemap on the next request (decision 0098).
    await write('PUT', `/api/admin/latest-news/unpublish?no=${en.no}&lang=de_DE`);
    const after = await get('/sitemap.xml');
    expect(after.body).not.toContain(`/news/detail/${de.id}?`);
    expect(after.body).toContain(`/news/detail/${en.id}?`);
  });

  it('answers 404 for the page of a lawyer who is only a draft', async () => {
    const lawyer = await write('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Nora Notyet', state: 'draft' }]);
    expect((await get(`/people/detail/${lawyer.id}?lang=en_US`)).statusCode).toBe(404);
    expect((await get(`/people/detail/${lawyer.id}/vcard?lang=en_US`)).statusCode).toBe(404);
    expect((await get('/people?lang=en_US')).body).not.toContain('Nora Notyet');
  });

  it('follows publish and unpublish times to the second, whatever the page cache holds', async () => {
    const { moment, at } = clockFrom(60_000);
    at(-5000);
    const [item] = (await write('POST', '/api/admin/latest-news', [news('en_US', 'Timed announcement', { publishTime: moment(0), unpublishTime: moment(3000) })])) as { id: number }[];
    const shown = async () => {
      const page = await get('/news?lang=en_US');
      const api = await web.app.inject({ method: 'GET', url: '/api/user/latest-news?pageSize=50', headers: { lang: 'en_US' } });
      const sitemap = await get('/sitemap.xml');
      const inPage = page.body.includes('Timed announcement');
      expect(api.body.includes('Timed announcement')).toBe(inPage);
      // The sitemap, stored like the list, lists the item exactly while it is shown (decision 0098).
      expect(sitemap.body.includes(`/news/detail/${item!.id}?lang=en_US`)).toBe(inPage);
      return inPage;
    };
    const entries = () => web.app.pageCache!.stats().entries;
    // Asked for twice, the list page, the call and the sitemap are stored (cache-admission.ts).
    expect(await shown()).toBe(false);
    expect(await shown()).toBe(false);
    at(-1);
    const cached = entries();
    expect(await shown()).toBe(false);
    // The answers just given came from the cache: nothing new was stored.
    expect(entries()).toBe(cached);
    at(0);
    expect(await shown()).toBe(true);
    expect(await shown()).toBe(true);
    at(2999);
    expect(await shown()).toBe(true);
    at(3000);
    expect(await shown()).toBe(false);
    vi.useRealTimers();
  });

  it('follows a person’s publish and unpublish times on a name search, as the public API does (decision 0097)', async () => {
    const { moment, at } = clockFrom(120_000);
    at(-5000);
    await write('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Timothy Timed', publishTime: moment(0), unpublishTime: moment(3000) }]);
    let asked = 0;
    const found = async () => {
      // A new address each time: a search nothing has cached, read from the directory kept per content version.
      const page = await get(`/people?lang=en_US&keyword=timothy&n=${++asked}`);
      const api = await web.app.inject({ method: 'GET', url: '/api/user/lawyerTeam?keyword=timothy', headers: { lang: 'en_US' } });
      const inPage = page.body.includes('Timothy Timed');
      expect(api.body.includes('Timothy Timed')).toBe(inPage);
      return inPage;
    };
    expect(await found()).toBe(false);
    at(-1);
    expect(await found()).toBe(false);
    at(0);
    expect(await found()).toBe(true);
    at(2999);
    expect(await found()).toBe(true);
    at(3000);
    expect(await found()).toBe(false);
    vi.useRealTimers();
  });
});
