/**
 * HTTP caching a CDN understands (issue 47.3, decision 0074): public pages and API answers say
 * how long a shared cache may keep them and which request headers they were chosen by; every
 * answer of the page cache's addresses says whether it came from a stored entry (`x-cache`); an
 * address that names its language sets no cookie, a language picked in the picker does and is
 * remembered; the sitemap is kept once for everyone, a person's vCard as the profile is (decision
 * 0098); staff, preview and signed-in answers are kept by no cache. Checked through inject
 * (Fastify's path) and over the network (the front lane). On SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createWebApp } from '../helpers/web.js';

/** Not the defaults (60 and 30): the settings are read. */
const FRESH = 'public, max-age=0, s-maxage=120, stale-while-revalidate=15';
const NOT_FOUND = 'public, max-age=0, s-maxage=120';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
}

function overNetwork(origin: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

/** The names a Vary header lists, lowercase and sorted. */
function varyOf(answer: Answer): string[] {
  return String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();
}

describe.each(dialects)('HTTP caching on %s', (dialect) => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let origin: string;
  let newsId: number;
  beforeAll(async () => {
    web = await createWebApp({ SHARED_CACHE_MAX_AGE: '120', SHARED_CACHE_STALE_WHILE_REVALIDATE: '15' }, dialect);
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
    // An address of its own: the ones below count their misses from their first request.
    const list = await web.app.inject({ method: 'GET', url: '/api/user/latest-news?lang=en_US&pageSize=3' });
    newsId = (list.json().result as { id: number }[])[0]!.id;
  });
  afterAll(async () => web.close());

  const visitor = { 'accept-encoding': 'gzip, deflate, br', cookie: 'disclaimer=accepted~2026-01-01', 'accept-language': 'en-GB' };
  const inject = async (url: string, headers: Record<string, string> = visitor): Promise<Answer> => {
    const answer = await web.app.inject({ method: 'GET', url, headers });
    return { status: answer.statusCode, headers: answer.headers };
  };

  /** The answers to an address asked for three times through inject and twice over the network: misses until stored, then hits. */
  async function askedOften(url: string, headers: Record<string, string> = visitor): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let time = 0; time < 3; time++) answers.push(await inject(url, headers));
    const before = web.app.frontLane.answered();
    for (let time = 0; time < 2; time++) answers.push(await overNetwork(origin, url, headers));
    expect(web.app.frontLane.answered(), `${url}: the network's answers came from the front lane`).toBe(before + 2);
    return answers;
  }

  it('lets a shared cache keep public pages and API answers, varying on what chose them, with and without ?lang=', async () => {
    const cases: [string, string[]][] = [
      // A page varies on the disclaimer's cookie; without ?lang= on the language's cookie and the browser's too.
      ['/about?lang=en_US', ['accept-encoding', 'cookie']],
      ['/about', ['accept-encoding', 'accept-language', 'cookie']],
      // An API call without ?lang= takes the `lang` header or the browser's language.
      ['/api/user/latest-news?lang=en_US', ['accept-encoding']],
      ['/api/user/latest-news', ['accept-encoding', 'accept-language', 'lang']],
      [`/api/user/latest-news/${newsId}?lang=de_DE`, ['accept-encoding']],
      [`/api/user/latest-news/${newsId}`, ['accept-encoding', 'accept-language', 'lang']],
    ];
    for (const [url, vary] of cases) {
      const answers = await askedOften(url);
      expect(answers.map((answer) => answer.headers['x-cache']), url).toEqual(['miss', 'miss', 'hit', 'hit', 'hit']);
      for (const [index, answer] of answers.entries()) {
        expect(answer.status, `${url} #${index}`).toBe(200);
        expect(answer.headers['cache-control'], `${url} #${index}`).toBe(FRESH);
        expect(varyOf(answer), `${url} #${index}`).toEqual(vary);
        expect(answer.headers['set-cookie'], `${url} #${index}`).toBeUndefined();
        // Stored from the second request on, with its validator.
        if (index > 0) expect(String(answer.headers.etag), `${url} #${index}`).toMatch(/^"[\w-]{22}-br"$/);
      }
      // The stored answer's 304 says the same to a cache revalidating it.
      const revalidated = await overNetwork(origin, url, { ...visitor, 'if-none-match': String(answers[4]!.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['cache-control']).toBe(FRESH);
      expect(varyOf(revalidated)).toEqual(vary);
      expect(revalidated.headers['x-cache']).toBe('hit');
    }
    // A page's data for a move in the browser is chosen as the page is.
    const data = await inject('/about.data?lang=en_US');
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe(FRESH);
    expect(varyOf(data)).toContain('cookie');
    const healthz = await inject('/healthz');
    expect(healthz.headers['cache-control']).toBeUndefined();
    // A ?lang= that names no language is not the address's language: the headers choose it.
    const unnamed = await inject('/news?lang=xx');
    expect(unnamed.headers['cache-control']).toBe(FRESH);
    expect(varyOf(unnamed)).toEqual(['accept-encoding', 'accept-language', 'cookie']);
  });

  it('keeps one sitemap for every visitor, names the tags of what it lists, and answers its validator with 304', async () => {
    const answers = await askedOften('/sitemap.xml');
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['miss', 'miss', 'hit', 'hit', 'hit']);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, `#${index}`).toBe(200);
      expect(answer.headers['content-type'], `#${index}`).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control'], `#${index}`).toBe(FRESH);
      // The same for everyone: chosen by no cookie or language, so a shared cache keeps one copy.
      expect(varyOf(answer), `#${index}`).toEqual(['accept-encoding']);
      expect(answer.headers['set-cookie'], `#${index}`).toBeUndefined();
      // What a proxy purges it by: the kinds of content it lists.
      expect(String(answer.headers.xkey).split(' '), `#${index}`).toEqual(expect.arrayContaining(['site', 'article', 'lawyer', 'practice_area', 'settings']));
      expect(answer.headers['surrogate-key'], `#${index}`).toBe(answer.headers.xkey);
      if (index > 0) expect(String(answer.headers.etag), `#${index}`).toMatch(/^"[\w-]{22}-br"$/);
    }
    // Another language, no cookie, another disclaimer state, a query it does not read: the same copy.
    for (const [url, headers] of [
      ['/sitemap.xml', { 'accept-encoding': 'br', 'accept-language': 'zh-CN' }],
      ['/sitemap.xml', { 'accept-encoding': 'gzip, br', cookie: 'lang=de_DE' }],
      ['/sitemap.xml?lang=de_DE&utm_source=crawler', visitor],
    ] as const) {
      const answer = await overNetwork(origin, url, headers);
      expect(answer.headers['x-cache'], `${url} ${JSON.stringify(headers)}`).toBe('hit');
      expect(answer.headers.etag, `${url} ${JSON.stringify(headers)}`).toBe(answers[4]!.headers.etag);
    }
    const revalidated = await overNetwork(origin, '/sitemap.xml', { 'accept-encoding': 'br', 'if-none-match': String(answers[4]!.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(FRESH);
    // Signed in, it is answered afresh for this request only, as a page is.
    const signedIn = await overNetwork(origin, '/sitemap.xml', { ...visitor, authorization: await web.adminToken() });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['x-cache']).toBe('miss');
  });

  it('keeps a person\'s vCard as the profile is, file name and noindex included, and drops it when the person is withdrawn', async () => {
    const token = await web.adminToken();
    const staff = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const answer = await web.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
      return answer.json().result as { id: number; no: string } | { id: number; no: string }[];
    };
    const created = await staff('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Cora Cardkept', email: 'cora@example.com' }]);
    const person = Array.isArray(created) ? created[0]! : created;
    for (const [url, vary] of [
      [`/people/detail/${person.id}/vcard?lang=en_US`, ['accept-encoding', 'cookie']],
      [`/people/detail/${person.id}/vcard`, ['accept-encoding', 'accept-language', 'cookie']],
    ] as const) {
      const answers = await askedOften(url);
      expect(answers.map((answer) => answer.headers['x-cache']), url).toEqual(['miss', 'miss', 'hit', 'hit', 'hit']);
      for (const [index, answer] of answers.entries()) {
        expect(answer.status, `${url} #${index}`).toBe(200);
        expect(answer.headers['content-type'], `${url} #${index}`).toBe('text/vcard; charset=utf-8');
        expect(answer.headers['content-disposition'], `${url} #${index}`).toBe('attachment; filename="cora-cardkept.vcf"');
        expect(answer.headers['x-robots-tag'], `${url} #${index}`).toBe('noindex');
        expect(answer.headers['cache-control'], `${url} #${index}`).toBe(FRESH);
        expect(varyOf(answer), `${url} #${index}`).toEqual(vary);
        // Purged with the person: a proxy drops it when the profile goes.
        expect(String(answer.headers.xkey).split(' '), `${url} #${index}`).toContain(`lawyer:${person.no}`);
      }
    }
    await staff('PUT', `/api/admin/lawyerTeam/unpublish?no=${person.no}`);
    for (const url of [`/people/detail/${person.id}/vcard?lang=en_US`]) {
      expect((await inject(url)).status, url).toBe(404);
      expect((await overNetwork(origin, url, visitor)).status, url).toBe(404);
    }
  });

  it('sends no cookie from an address that names its language, rendered or stored, in every language', async () => {
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
      for (const path of ['/home', '/people', `/news/detail/${newsId}`]) {
        const url = `${path}?lang=${lang}`;
        const fresh = await inject(url, { 'accept-encoding': 'gzip', cookie: 'lang=de_DE' });
        expect(fresh.headers['set-cookie'], url).toBeUndefined();
        for (const answer of await askedOften(url, { 'accept-encoding': 'gzip' })) expect(answer.headers['set-cookie'], url).toBeUndefined();
      }
      // An address no stored page answers: rendered each time, with no cookie either.
      const missing = await overNetwork(origin, `/nowhere-at-all?lang=${lang}`, visitor);
      expect(missing.status).toBe(404);
      expect(missing.headers['set-cookie']).toBeUndefined();
    }
  });

  it('remembers a language picked in the picker: its link sets the cookie and goes to the plain address, which the next visit without ?lang= follows', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/about?lang=en_US', headers: { cookie: visitor.cookie } });
    // The picker's links carry the mark; the address they name is the page's.
    expect(page.body).toContain('href="/about?lang=de_DE&amp;pick=1"');
    expect(page.body).toContain('href="/about?lang=zh_CN&amp;pick=1"');
    // Stored, so the front lane would answer the plain address: the picked one still reaches the page's code.
    await askedOften('/about?lang=de_DE');
    for (const picked of [await inject('/about?lang=de_DE&pick=1'), await overNetwork(origin, '/about?lang=de_DE&pick=1', visitor)]) {
      expect(picked.status).toBe(303);
      expect(picked.headers.location).toBe('/about?lang=de_DE');
      expect(String(picked.headers['set-cookie'])).toMatch(/^lang=de_DE; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      expect(picked.headers['cache-control']).toBe('private, no-store');
    }
    // The other query fields stay.
    const filtered = await inject('/people?keyword=a&lang=zh_CN&pick=1');
    expect(filtered.headers.location).toBe('/people?keyword=a&lang=zh_CN');
    // The next visit to an address without ?lang=, with the cookie the browser kept.
    const next = await web.app.inject({ method: 'GET', url: '/home', headers: { 'accept-language': 'en-GB', cookie: `${visitor.cookie}; lang=de_DE` } });
    expect(next.body).toContain('<html lang="de-DE"');
  });

  it('keeps staff pages and calls, preview links and signed-in answers out of every cache', async () => {
    const token = await web.adminToken();
    for (const url of ['/admin', '/admin-login', '/admin/articles/news/list?lang=en_US']) {
      expect((await inject(url)).headers['cache-control'], url).toBe('private, no-store');
    }
    for (const url of ['/api/admin/mine', '/api/admin/latest-news?lang=en_US']) {
      const answer = await inject(url, { ...visitor, authorization: token });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    // Signed in, a public page or call is answered afresh, for this request only.
    for (const url of ['/about?lang=en_US', '/api/user/latest-news?lang=en_US']) {
      const signedIn = await overNetwork(origin, url, { ...visitor, authorization: token });
      expect(signedIn.headers['cache-control'], url).toBe('private, no-store');
      expect(signedIn.headers['x-cache'], url).toBe('miss');
    }
    const preview = await inject(`/news/detail/${newsId}?lang=en_US&preview=garbled`);
    expect(String(preview.headers['cache-control']).split(', ').sort()).toEqual(['no-store', 'private']);
    expect(preview.headers['x-cache']).toBe('miss');
  });

  it('keeps a 404 briefly and never stale, and a closed site\'s 503 in no shared cache, stored or not', async () => {
    for (const url of ['/news/detail/2147483000?lang=en_US', '/api/user/latest-news/2147483000?lang=en_US']) {
      const answers = await askedOften(url);
      for (const answer of answers) {
        expect(answer.status, url).toBe(404);
        expect(answer.headers['cache-control'], url).toBe(NOT_FOUND);
      }
      expect(answers.at(-1)!.headers['x-cache'], url).toBe('hit');
    }
    const token = await web.adminToken();
    await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
    try {
      for (const url of ['/about?lang=en_US', '/api/user/latest-news?lang=en_US']) {
        const answers = await askedOften(url);
        expect(answers.at(-1)!.headers['x-cache'], url).toBe('hit');
        for (const answer of answers) {
          expect(answer.status, url).toBe(503);
          expect(answer.headers['cache-control'], url).toBe('no-store');
        }
      }
    } finally {
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
    }
  });
});
