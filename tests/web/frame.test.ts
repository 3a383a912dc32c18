/** Server rendering of the frame every page shares: language, head tags, status codes. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockedScripts, inlineScriptCount, nonceOf } from '../helpers/csp.js';
import { LANGUAGE_NOT_ON_SITE } from '../helpers/test-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';
import { RELOADED_BUILDS_KEY } from '../../app/lib/reload-on-failed-script.js';

describe('the public frame, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
  });
  afterAll(async () => web.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('redirects the empty path to /home, keeping the language', async () => {
    const response = await get('/?lang=de_DE');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home?lang=de_DE');
  });

  it.each([
    ['de_DE', 'de-DE', 'Startseite'],
    ['en_US', 'en-US', 'Home'],
    ['zh_CN', 'zh-CN', '首页'],
  ])('renders /home in %s with its language, head tags and labels', async (lang, tag, homeLabel) => {
    const response = await get(`/home?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain(`<html lang="${tag}" dir="ltr">`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:3000/home?lang=${lang}"/>`);
    for (const alt of ['de-DE', 'en-US', 'zh-CN', 'x-default']) expect(html).toContain(`hrefLang="${alt}"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"LegalService"');
    expect(html).toContain(`>${homeLabel}</a>`);
    // The address names the language: no cookie, so a shared cache may keep the page (the picker sets it: http-caching.test.ts).
    expect(response.headers['set-cookie']).toBeUndefined();
    // Nothing of the back office reaches a public page.
    expect(html).not.toMatch(/antd|tiptap|dnd-kit|\/admin\//i);
  });

  it('takes the language from the cookie, then the browser, then the default', async () => {
    expect((await get('/home', { cookie: 'lang=de_DE', 'accept-language': 'en-US' })).body).toContain('<html lang="de-DE"');
    expect((await get('/home', { 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('<html lang="en-US"');
    // A language the site lacks, whichever languages the run has: the default.
    expect((await get('/home', { 'accept-language': LANGUAGE_NOT_ON_SITE.tag })).body).toContain('<html lang="zh-CN"');
  });

  it('carries a script nonce matching the Content-Security-Policy when rendered, and its scripts run when stored too', async () => {
    // A page rendered for this request (an Authorization header keeps it out of the page cache).
    const rendered = await get('/home?lang=en_US', { authorization: 'Bearer renders-for-itself' });
    const nonce = nonceOf(rendered.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    const scripts = rendered.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // Data blocks (structured data, the page's labels) do not run and need none.
    for (const script of scripts.filter((s) => !/type="application\/(ld\+)?json"/.test(s))) expect(script).toContain(`nonce="${nonce}"`);
    expect(inlineScriptCount(rendered.body)).toBeGreaterThan(0);
    expect(blockedScripts(rendered.body, rendered.headers['content-security-policy'])).toEqual([]);
    // Stored pages name their scripts by hash (decision 0034).
    await get('/home?lang=en_US');
    const stored = await get('/home?lang=en_US');
    expect(blockedScripts(stored.body, stored.headers['content-security-policy'])).toEqual([]);
  });

  it('writes the public styles into the head of each public page, links no stylesheet, and loads neither zod nor i18next', async () => {
    for (const url of ['/home', '/people', '/news', '/expertises', '/about']) {
      const html = (await get(`${url}?lang=en_US`)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // One inline sheet with the rules of every public page: nothing to wait for before the first paint.
      expect(head, url).toMatch(/<style id="public-styles">[^<]*\.site-header[^<]*\.hero[^<]*\.profile[^<]*<\/style>/);
      expect(head, url).not.toContain('rel="stylesheet"');
      // zod (the API's schemas) is no public page's: about 25 KB gzipped, and its eval probe breaks the CSP.
      const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
      expect(scripts.length, url).toBeGreaterThan(3);
      // i18next and react-i18next (about 14 KB gzipped) are the back office's: public pages translate
      // with their own small function and their language's messages only (decision 0040).
      for (const script of scripts) {
        const code = fs.readFileSync(path.resolve('build/client', `.${script}`), 'utf8');
        expect(code, `${url} ${script}`).not.toContain('$ZodType');
        expect(code, `${url} ${script}`).not.toMatch(/pluralSeparator|react-i18next::/);
      }
    }
    // The back office links its own sheet (with the shared tokens) and gets none of the public one.
    const admin = (await get('/admin-login')).body;
    expect(admin).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(admin).not.toContain('id="public-styles"');
  });

  it('holds the public pages’ scripts back until the page has loaded; the back office’s load as usual', async () => {
    for (const url of ['/home', '/people', '/news', '/about']) {
      // Rendered for this request only, and as the page cache keeps and sends it: both hold the scripts back.
      for (const headers of [{ authorization: 'Bearer renders-for-itself' }, {}] as Record<string, string>[]) {
        const html = (await get(`${url}?lang=en_US`, headers)).body;
        expect(html, url).not.toContain('rel="modulepreload"');
        expect((html.match(/<link rel="deferred-modulepreload" href="\/assets\/[^"]+\.js"/g) ?? []).length, url).toBeGreaterThan(3);
        expect(html, url).not.toContain('type="module"');
        expect(html.match(/<script nonce="[^"]+" type="deferred-module" async="">[^<]*import/g), url).toHaveLength(1);
        // What turns them back on, after them, with the page's nonce like every inline script.
        expect(html.indexOf("document.querySelectorAll('script[type=\"deferred-module\"]')"), url).toBeGreaterThan(html.indexOf('type="deferred-module"'));
        // What reloads the page once should its scripts fail to load (a rolling deploy), before them.
        expect(html.indexOf(RELOADED_BUILDS_KEY), url).toBeGreaterThan(0);
        expect(html.indexOf(RELOADED_BUILDS_KEY), url).toBeLessThan(html.indexOf('type="deferred-module"'));
      }
      // The hero, when the page has one, is fetched first.
      if (url === '/home') expect((await get(`${url}?lang=en_US`)).body).toMatch(/<img class="hero__image"[^>]*fetchPriority="high"/);
    }
    const admin = (await get('/admin-login')).body;
    expect(admin).toContain('<link rel="modulepreload"');
    expect(admin).toContain('type="module"');
    expect(admin).not.toContain('deferred-module');
    expect(admin.indexOf(RELOADED_BUILDS_KEY)).toBeGreaterThan(0);
    expect(admin.indexOf(RELOADED_BUILDS_KEY)).toBeLessThan(admin.indexOf('type="module"'));
  });

  it('fetches the first card image of a list at once and first, the others lazily', async () => {
    const html = (await get('/news?lang=en_US')).body;
    const cards = html.match(/<img class="card__media"[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[0]).not.toContain('loading=');
    for (const card of cards.slice(1)) expect(card).toContain('loading="lazy"');
  });

  it('fetches the portraits of the people list’s first row on a phone at once and first, the rest of a desktop row eagerly, the others lazily', async () => {
    const html = (await get('/people?lang=en_US')).body;
    const photos = html.match(/<img class="person-tile__photo"[^>]*>/g) ?? [];
    expect(photos.length).toBeGreaterThan(4);
    for (const photo of photos.slice(0, 2)) {
      expect(photo).toContain('fetchPriority="high"');
      expect(photo).not.toContain('loading=');
    }
    for (const photo of photos.slice(2, 4)) expect(photo).not.toMatch(/loading=|fetchPriority=/);
    for (const photo of photos.slice(4)) expect(photo).toContain('loading="lazy"');
  });

  it("renders the back office's empty frame without loading its libraries on the server", async () => {
    // The admin renders in the browser only; the server build stands its libraries in by a stub
    // (vite.config.ts) so that no server carries their memory.
    const serverBuild = fs.readFileSync(path.resolve('build/server/index.js'), 'utf8');
    expect(serverBuild).not.toMatch(/from ["'](antd|@ant-design\/icons|@tiptap\/[^"']+|@dnd-kit\/[^"']+|dayjs|qrcode)["']/);
    for (const url of ['/admin-login', '/admin/articles/news/list', '/admin/people/edit/1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/class="admin-(shell|login)" aria-busy="true"/);
    }
  });

  it('marks the section of the page in the header and links the documents in the footer (NavLink and Link since decision 0077)', async () => {
    const { JSDOM } = await import('jsdom');
    const headerOf = async (url: string) => new JSDOM((await get(url)).body).window.document;
    const news = await headerOf('/news/detail/1?lang=en_US');
    // The desktop navigation and the phone menu each mark News, and only News.
    const current = [...news.querySelectorAll('header a[aria-current="page"]')].map((a) => [a.getAttribute('href'), a.className]);
    expect(current).toEqual([
      ['/news', 'active'],
      ['/news', 'active'],
    ]);
    expect(news.querySelector('header a.brand')?.className).toBe('brand');
    expect([...news.querySelectorAll('footer .footer-links a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/privacy', '/docs/terms', '/docs/disclaimer']);
    const home = await headerOf('/home?lang=en_US');
    expect(home.querySelector('header a.brand')?.className).toBe('brand active');
    expect(home.querySelector('header a.brand')?.getAttribute('aria-current')).toBe('page');
    expect([...home.querySelectorAll('header .site-nav a.active')].map((a) => a.getAttribute('href'))).toEqual(['/home']);
    // A page of no section (a document) marks none.
    expect((await headerOf('/docs/privacy?lang=en_US')).querySelectorAll('header a[aria-current="page"]')).toHaveLength(0);
  });

  it('shows the disclaimer until it is accepted, and not when the cookie holds its version', async () => {
    const first = await get('/home?lang=en_US');
    expect(first.body).toContain('class="disclaimer"');
    expect(first.body).toContain('Solicitors Regulation Authority');
    const version = /name="version" value="([a-f0-9]+)"/.exec(first.body)?.[1];
    const accepted = await get('/home?lang=en_US', { cookie: `disclaimer=${version}~2026-11-01` });
    expect(accepted.body).not.toContain('class="disclaimer"');
    const older = await get('/home?lang=en_US', { cookie: 'disclaimer=000000000000~2025-01-01' });
    expect(older.body).toContain('class="disclaimer"');
  });

  it('accepts the disclaimer through a plain form post', async () => {
    const version = /name="version" value="([a-f0-9]+)"/.exec((await get('/home')).body)?.[1];
    const response = await app.inject({
      method: 'POST',
      url: '/disclaimer/accept',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `version=${version}&returnTo=${encodeURIComponent('/home?lang=de_DE')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home?lang=de_DE');
    expect(response.headers['set-cookie']).toMatch(new RegExp(`disclaimer=${version}~\\d{4}-\\d{2}-\\d{2}`));
    const offsite = await app.inject({
      method: 'POST',
      url: '/disclaimer/accept',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `version=${version}&returnTo=${encodeURIComponent('//evil.example/')}`,
    });
    expect(offsite.headers.location).toBe('/home');
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await get('/no-such-page?lang=en_US');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(response.body).toMatch(/<title>Page not found \| [^<]+<\/title>/);
    expect(response.body).toContain('class="site-header"');
  });

  it.each(['/news%', '/news/detail/%ZZ?lang=de_DE', '/%E0%A4%A'])(
    'answers %s, an address whose encoding is broken (a link cut short), with the not-found page in the visitor\'s language',
    async (url) => {
      const warn = vi.spyOn(console, 'warn');
      try {
        const response = await get(url, { 'accept-language': 'de-DE,de;q=0.9' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
        expect(response.body).toMatch(/<title>Seite nicht gefunden \| [^<]+<\/title>/);
        expect(response.body).toContain('class="site-header"');
        // React Router reads the same readable address: it has nothing to warn about.
        expect(warn.mock.calls.flat().join(' ')).not.toContain('could not be decoded');
      } finally {
        warn.mockRestore();
      }
    },
  );

  it('answers 503 with the status screen everywhere while in maintenance, and /status says so', async () => {
    const token = await web.adminToken();
    const set = (value: number) => app.inject({ method: 'POST', url: `/api/admin/portal-config/site-status/${value}`, headers: { authorization: token } });
    expect((await get('/status?lang=en_US')).statusCode).toBe(200);
    await set(1);
    try {
      const home = await get('/home?lang=en_US');
      expect(home.statusCode).toBe(503);
      expect(home.headers['retry-after']).toBe('300');
      expect(home.body).toContain('Under maintenance, back soon');
      expect(home.body).toContain('+44 20 7946 0100');
      const status = await get('/status?lang=de_DE');
      expect(status.statusCode).toBe(503);
      expect(status.body).toContain('Wartungsarbeiten');
      await set(2);
      const closed = await get('/home?lang=zh_CN');
      expect(closed.statusCode).toBe(503);
      expect(closed.body).toContain('网站暂时无法访问');
    } finally {
      await set(0);
    }
    expect((await get('/home')).statusCode).toBe(200);
  });
});
