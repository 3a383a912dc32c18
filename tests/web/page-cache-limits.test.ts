/**
 * The page cache cannot be filled by anyone: keys hold only what a page reads, entries are kept
 * compressed within a byte budget; and it reads the visitor's cookies exactly as the pages do,
 * ignoring one it cannot decode (decision 0020). On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { blockedScripts, nonceOf } from '../helpers/csp.js';
import { createWebApp } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

function statsOf(web: Web) {
  const cache = web.app.pageCache;
  if (!cache) throw new Error('the page cache is not installed');
  // What is stored; how often the state was read is fixed-cost.test.ts's.
  const { entries, bytes, maxBytes } = cache.stats();
  return { entries, bytes, maxBytes };
}

describe.each(dialects)('%s', (dialect) => {
  describe('page cache keys', () => {
    let web: Web;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

    it('answers unknown query fields from the one stored page, never storing another', async () => {
      expect((await get('/home?lang=en_US')).statusCode).toBe(200);
      // Asked for again, the page is stored (cache-admission.ts).
      const first = await get('/home?lang=en_US');
      const stored = statsOf(web);
      for (let v = 1; v <= 40; v++) {
        const page = await get(`/home?lang=en_US&v=${v}`);
        expect(page.statusCode).toBe(200);
        expect(page.body).toBe(first.body);
      }
      // Another order of the same fields, and a repeated field, are the same page too.
      await get('/people?page=1&lang=en_US');
      // The second request, in the other order, is the same address asked for again: stored.
      await get('/people?lang=en_US&page=1');
      const people = statsOf(web);
      await get('/people?lang=en_US&page=1&page=1');
      await get('/people?page=1&lang=en_US');
      expect(statsOf(web)).toEqual(people);
      expect(people.entries).toBe(stored.entries + 1);
    });

    it('keeps the fields a page reads apart', async () => {
      const before = statsOf(web).entries;
      await get('/people?lang=en_US');
      await get('/people?lang=en_US&keyword=zzzz-nobody');
      const all = await get('/people?lang=en_US');
      const searched = await get('/people?lang=en_US&keyword=zzzz-nobody');
      expect(searched.body).not.toBe(all.body);
      expect(statsOf(web).entries).toBe(before + 2);
      expect((await get('/people?lang=en_US&keyword=zzzz-nobody&utm=x')).body).toContain('zzzz-nobody');
    });

    it('keys public API lists on the fields of their query schema only', async () => {
      await get('/api/user/latest-news?pageSize=2', { lang: 'en_US' });
      const first = await get('/api/user/latest-news?pageSize=2', { lang: 'en_US' });
      const stored = statsOf(web);
      for (let v = 1; v <= 20; v++) {
        const again = await get(`/api/user/latest-news?pageSize=2&v=${v}`, { lang: 'en_US' });
        expect(again.body).toBe(first.body);
      }
      expect(statsOf(web)).toEqual(stored);
      await get('/api/user/latest-news?pageSize=3', { lang: 'en_US' });
      const three = await get('/api/user/latest-news?pageSize=3', { lang: 'en_US' });
      expect(three.json().result).toHaveLength(3);
      expect(statsOf(web).entries).toBe(stored.entries + 1);
    });

    it('stores one page for any disclaimer cookie that is not the current acceptance', async () => {
      await get('/about?lang=en_US');
      await get('/about?lang=en_US');
      const stored = statsOf(web);
      for (let v = 1; v <= 10; v++) expect((await get('/about?lang=en_US', { cookie: `disclaimer=made-up-${v}~2026-01-01` })).statusCode).toBe(200);
      expect(statsOf(web)).toEqual(stored);
    });

    it('stores an address only once it is asked for again: made-up addresses asked for once take no room', async () => {
      const before = statsOf(web);
      for (let n = 1; n <= 30; n++) {
        expect((await get(`/people?lang=en_US&keyword=made-up-${n}`)).statusCode).toBe(200);
        expect((await get(`/news/detail/99999${n}?lang=en_US`)).statusCode).toBe(404);
        expect((await get(`/api/user/latest-news/88888${n}?lang=en_US`)).statusCode).toBe(404);
      }
      expect(statsOf(web)).toEqual(before);
      // Asked for again, an address is stored, and from then on served as stored: no nonce of its own.
      const stored = await get('/people?lang=en_US&keyword=made-up-7');
      expect(nonceOf(stored.headers['content-security-policy'])).not.toBe('');
      expect(statsOf(web).entries).toBe(before.entries + 1);
      const served = await get('/people?lang=en_US&keyword=made-up-7');
      expect(served.headers['content-security-policy']).not.toContain('nonce-');
      expect(served.body).toBe(stored.body);
    });

    it('remembers the addresses asked for across content changes: a page visited before is stored on its first request after one', async () => {
      // The home page shows the banners changed below.
      const url = '/home?lang=de_DE';
      await get(url);
      await get(url);
      expect((await get(url)).headers['content-security-policy']).not.toContain('nonce-');
      const token = await web.adminToken();
      const banner = (await get('/api/user/banner', { lang: 'en_US' })).json().result[0];
      expect((await web.app.inject({ method: 'PUT', url: `/api/admin/banner/${banner.id}/777`, headers: { authorization: token } })).statusCode).toBe(200);
      // The change drops the stored page: the next request renders it (its own nonce) and stores
      // it, unless the background refresh the change started has stored it first.
      await web.app.pageCache!.refreshesSettled();
      const rendered = await get(url);
      expect(rendered.headers['x-cache']).toBe('hit');
      const served = await get(url);
      expect(served.headers['content-security-policy']).not.toContain('nonce-');
      expect(served.body).toBe(rendered.body);
    });

    it('never reads the database for /healthz', async () => {
      // Without a database the cache would have to fail; /healthz must not even ask.
      const spy = web.app.db.selectFrom.bind(web.app.db);
      let reads = 0;
      web.app.db.selectFrom = ((...args: Parameters<typeof spy>) => {
        reads++;
        return spy(...args);
      }) as typeof spy;
      try {
        expect((await get('/healthz')).statusCode).toBe(200);
        expect(reads).toBe(0);
      } finally {
        web.app.db.selectFrom = spy;
      }
    });
  });

  describe('page cache storage', () => {
    const budget = 60_000;
    let web: Web;
    beforeAll(async () => {
      web = await createWebApp({ PAGE_CACHE_MAX_BYTES: String(budget) }, dialect);
    });
    afterAll(async () => web.close());

    const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

    it('stores pages compressed and sends the stored brotli or gzip bytes by Accept-Encoding, with a policy that runs their scripts', async () => {
      await get('/home?lang=en_US');
      const plain = await get('/home?lang=en_US');
      const stats = statsOf(web);
      expect(stats.entries).toBe(1);
      // Two compressed copies (brotli and gzip), each a fraction of the page.
      expect(stats.bytes).toBeLessThan(Buffer.byteLength(plain.body) * 0.6);

      // What a browser offers: brotli, the smallest (issue 15: it used to be gzip for pages).
      const browser = await get('/home?lang=en_US', { 'accept-encoding': 'gzip, deflate, br' });
      expect(browser.headers['content-encoding']).toBe('br');
      expect(String(browser.headers.vary)).toMatch(/accept-encoding/i);
      const html = zlib.brotliDecompressSync(browser.rawPayload).toString('utf8');
      expect(html).toBe(plain.body);
      expect(blockedScripts(html, browser.headers['content-security-policy'])).toEqual([]);
      // The very bytes stored: the same buffer every time.
      const again = await get('/home?lang=en_US', { 'accept-encoding': 'br' });
      expect(again.rawPayload.equals(browser.rawPayload)).toBe(true);

      // A client taking only gzip gets the stored gzip; one taking only deflate (none does in
      // practice) the page compressed for it, as an uncached answer would be.
      const gzipped = await get('/home?lang=en_US', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
      const deflateOnly = await get('/home?lang=en_US', { 'accept-encoding': 'deflate' });
      expect(deflateOnly.headers['content-encoding']).toBe('deflate');
      expect(zlib.inflateSync(deflateOnly.rawPayload).toString('utf8')).toBe(plain.body);

      // The response that stores a page is sent compressed as stored too, with its own nonce.
      await get('/about?lang=en_US');
      const fresh = await get('/about?lang=en_US', { 'accept-encoding': 'gzip' });
      expect(fresh.headers['content-encoding']).toBe('gzip');
      const freshHtml = zlib.gunzipSync(fresh.rawPayload).toString('utf8');
      expect(freshHtml).toContain(`nonce="${nonceOf(fresh.headers['content-security-policy'])}"`);
      expect(blockedScripts(freshHtml, fresh.headers['content-security-policy'])).toEqual([]);
    });

    it('stays within its byte budget, the least recently used going first', async () => {
      const pages = ['/home', '/about', '/people', '/news', '/case', '/expertises'];
      let answered = 0;
      for (const lang of ['en_US', 'de_DE', 'zh_CN']) {
        for (const page of pages) {
          expect((await get(`${page}?lang=${lang}`)).statusCode).toBe(200);
          answered++;
          expect(statsOf(web).bytes).toBeLessThanOrEqual(budget);
        }
      }
      const { entries } = statsOf(web);
      expect(entries).toBeGreaterThan(0);
      expect(entries).toBeLessThan(answered);
      // An evicted page is rendered again, correctly.
      expect((await get('/home?lang=en_US')).body).toContain('<html lang="en-US"');
    });
  });

  describe('cookies, read by the page cache as by the pages', () => {
    let web: Web;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    const get = (url: string, cookie?: string) => web.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    it('stores a page chosen by an encoded language cookie under that language', async () => {
      expect((await get('/home', 'lang=en%5FUS')).body).toContain('<html lang="en-US"');
      // The next visitor, without a cookie, gets the default language (zh_CN here), not the last one's.
      expect((await get('/home')).body).toContain('<html lang="zh-CN"');
      expect((await get('/home', 'lang=en%5FUS')).body).toContain('<html lang="en-US"');
    });

    it('answers every public page when a cookie cannot be decoded, ignoring it', async () => {
      for (const cookie of ['lang=%', 'disclaimer=%ZZ~x', 'lang=%E0%A4%A; disclaimer=%', 'lang="%"']) {
        for (const page of ['/home', '/people', '/news', '/about', '/expertises', '/people?keyword=a']) {
          const answer = await get(page, cookie);
          expect(answer.statusCode, `${page} with ${cookie}`).toBe(200);
          expect(answer.body).toContain('<html lang="zh-CN"');
        }
      }
    });

    it('lets the visitor replace an undecodable cookie: the language picker sets a good one, the disclaimer asks again', async () => {
      const picked = await get('/home?lang=en_US&pick=1', 'lang=%; disclaimer=%ZZ~x');
      expect(picked.statusCode).toBe(303);
      expect(picked.headers['set-cookie']).toMatch(/^lang=en_US;/);
      const switched = await get(String(picked.headers.location), 'lang=en_US; disclaimer=%ZZ~x');
      expect(switched.statusCode).toBe(200);
      expect(switched.body).toContain('<html lang="en-US"');
      expect(switched.body).toMatch(/<form[^>]*action="\/disclaimer\/accept"/);
      expect(switched.body).toMatch(/name="version" value="[a-f0-9]+"/);
    });
  });
});
