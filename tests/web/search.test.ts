/** The search results page, server-rendered: without JavaScript, not for crawlers, in each language. */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';

describe('search page, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  /** What the app logged at level warn or above. */
  const errorsLogged: string[] = [];
  beforeAll(async () => {
    web = await createWebApp({}, 'sqlite', { onLog: (line) => errorsLogged.push(line) });
    app = web.app;
  });
  afterAll(async () => web.close());

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { response, document: new JSDOM(response.body).window.document };
  };

  it('shows the results grouped by kind, marked, with links, and tells robots not to index it', async () => {
    const { response, document } = await page('/search?q=kessler&lang=en_US');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('h1')?.textContent).toBe('Search');
    // A plain GET form: the page works without JavaScript.
    const form = document.querySelector('form.search-page__form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect((form.querySelector('input[name="q"]') as HTMLInputElement).value).toBe('kessler');
    const person = [...document.querySelectorAll('.search-result h3 a')].find((a) => a.textContent === 'Jürgen Kessler')!;
    expect(person.getAttribute('href')).toMatch(/^\/people\/detail\/\d+$/);
    expect(person.innerHTML).toBe('Jürgen <mark>Kessler</mark>');
    expect(document.querySelector('#search-group-person')?.textContent).toMatch(/^People \(\d+\)$/);
    // Every page's header has the search field, a form to /search as well.
    const header = document.querySelector('.site-header form.site-search--header')!;
    expect(header.getAttribute('action')).toBe('/search');
    expect(header.querySelector('input[name="q"][role="combobox"]')).not.toBeNull();
    expect(document.querySelector('.mobile-menu form.site-search--menu input[name="q"]')).not.toBeNull();
  });

  it('finds Chinese two-character words on the Chinese page and counts other languages', async () => {
    const { document } = await page(`/search?q=${encodeURIComponent('仲裁')}&lang=zh_CN`);
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
    const titles = [...document.querySelectorAll('.search-result h3 a')].map((a) => a.textContent);
    expect(titles).toContain('伦敦仲裁：德国机械制造商诉中国分销商');
    expect(document.querySelector('.search-result mark')?.textContent).toBe('仲裁');

    const german = await page('/search?q=arbitration&lang=de_DE');
    const other = german.document.querySelector('.search-page__other');
    expect(other?.textContent).toMatch(/Ergebnisse in anderen Sprachen/);
    expect(other?.querySelector('a[hreflang="en-US"]')?.getAttribute('href')).toBe('/search?q=arbitration&lang=en_US');
  });

  it('reads control characters in the words as spaces: a NUL byte searches, never fails, and is not written back', async () => {
    errorsLogged.length = 0;
    for (const [q, read] of [
      ['kessler%00j%C3%BCrgen', 'kessler jürgen'],
      ['kess%00ler', 'kess ler'],
      ['kessler%00', 'kessler'],
      ['%01kessler%1F%00%7F', 'kessler'],
    ]) {
      const { response, document } = await page(`/search?q=${q}&lang=en_US`);
      expect(response.statusCode, q).toBe(200);
      // No control character but the line breaks and tabs of the markup itself.
      expect(response.body.replace(/[\t\n\r]/g, ''), q).not.toMatch(/\p{Cc}/u);
      expect((document.querySelector('form.search-page__form input[name="q"]') as HTMLInputElement).value, q).toBe(read);
    }
    const { document } = await page('/search?q=kessler%00j%C3%BCrgen&lang=en_US');
    expect([...document.querySelectorAll('.search-result h3 a')].map((a) => a.textContent)).toContain('Jürgen Kessler');
    expect(errorsLogged).toEqual([]);
  });

  it('says when nothing is found and offers the people directory and the practice areas', async () => {
    const { response, document } = await page('/search?q=xylophonist&lang=de_DE');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('.search-page__count')?.textContent).toBe('Keine Ergebnisse für „xylophonist“.');
    const none = document.querySelector('.search-page__none')!;
    expect(none.querySelector('a[href="/people?lang=de_DE"]')).not.toBeNull();
    expect(none.querySelectorAll('.search-page__fields a[href^="/expertises/detail/"]').length).toBeGreaterThan(3);
  });

  it('counts in the words of each language: one result, several', async () => {
    const count = async (q: string, lang: string) => (await page(`/search?q=${encodeURIComponent(q)}&lang=${lang}`)).document.querySelector('.search-page__count')?.textContent;
    expect(await count('ramirez', 'en_US')).toBe('1 result for “ramirez”');
    expect(await count('ramirez', 'de_DE')).toBe('1 Ergebnis für „ramirez“');
    expect(await count('london', 'en_US')).toMatch(/^\d+ results for “london”$/);
  });

  it('filters by kind and pages with plain links', async () => {
    const { document } = await page('/search?q=london&type=news&lang=en_US');
    const current = document.querySelector('.search-page__kinds a[aria-current="page"]');
    expect(current?.textContent).toMatch(/^News \(\d+\)$/);
    const kinds = [...document.querySelectorAll('.search-result')].length;
    expect(kinds).toBeGreaterThan(0);
    expect([...document.querySelectorAll('.search-page__group h2')].map((h) => h.id)).toEqual(['search-group-news']);
  });

  it('is left out of robots.txt and the sitemap', async () => {
    const robots = (await app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    expect(robots).toContain('Disallow: /search');
    expect(robots).toContain('Disallow: /api/user/search');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/people');
    expect(sitemap).not.toContain('/search');
  });
});
