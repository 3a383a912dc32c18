/** Rendered pages are served again while nothing they show changed, their scripts allowed by hash. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { blockedScripts, inlineScriptCount, nonceOf } from '../helpers/csp.js';
import { createWebApp } from '../helpers/web.js';

describe.each(dialects)('%s', (dialect) => {
  describe('page cache', () => {
    let web: Awaited<ReturnType<typeof createWebApp>>;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    const home = (lang = 'en_US') => web.app.inject({ method: 'GET', url: `/home?lang=${lang}` });
    it('serves the stored page as it rendered it, its inline scripts allowed by hash and no nonce trusted', async () => {
      // Asked for once, a page is rendered and sent; asked for again, stored (cache-admission.ts).
      await home();
      const first = await home();
      const second = await home();
      const third = await home();
      // The render trusts its own nonce; the stored copies trust no nonce, only these scripts' hashes.
      const nonce = nonceOf(first.headers['content-security-policy']);
      expect(nonce).not.toBe('');
      expect(blockedScripts(first.body, first.headers['content-security-policy'])).toEqual([]);
      expect(second.body).toBe(first.body);
      const stored = String(second.headers['content-security-policy']);
      expect(stored).not.toContain('nonce-');
      expect(stored).toMatch(/script-src 'self' 'sha256-/);
      expect(inlineScriptCount(second.body)).toBeGreaterThan(0);
      expect(blockedScripts(second.body, stored)).toEqual([]);
      // A script injected beside them would not run.
      expect(blockedScripts(second.body.replace('</body>', `<script nonce="${nonce}">alert(1)</script></body>`), stored)).toHaveLength(1);
      expect(third.headers['content-security-policy']).toBe(stored);
      expect(second.headers['set-cookie']).toBe(first.headers['set-cookie']);
      for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(second.headers[name]).toBe(first.headers[name]);
      }
    });

    it('keeps languages apart and follows a content change at once', async () => {
      expect((await home('de_DE')).body).toContain('<html lang="de-DE"');
      expect((await home('en_US')).body).toContain('<html lang="en-US"');
      const token = await web.adminToken();
      const current = (await web.app.inject({ method: 'GET', url: '/api/admin/portal-config?lang=en_US', headers: { authorization: token } })).json().result;
      const saved = await web.app.inject({
        method: 'POST',
        url: '/api/admin/portal-config',
        headers: { authorization: token },
        payload: { lang: 'en_US', name: 'Marlowe Kessler & Shen LLP' },
      });
      expect(saved.statusCode).toBe(200);
      expect((await home('en_US')).body).toContain('Marlowe Kessler &amp; Shen LLP');
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: token }, payload: { lang: 'en_US', name: current.name } });
      expect((await home('en_US')).body).not.toContain('Shen LLP');
    });

    it('follows the site status', async () => {
      const token = await web.adminToken();
      expect((await home()).statusCode).toBe(200);
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
      expect((await home()).statusCode).toBe(503);
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
      expect((await home()).statusCode).toBe(200);
    });
  });

  describe('public API cache', () => {
    let web: Awaited<ReturnType<typeof createWebApp>>;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    const get = (url: string, lang = 'en_US') => web.app.inject({ method: 'GET', url, headers: { lang } });

    it('answers list calls again until the content changes, per language', async () => {
      const first = await get('/api/user/banner');
      const again = await get('/api/user/banner');
      expect(again.body).toBe(first.body);
      expect((await get('/api/user/banner', 'de_DE')).json().result[0].lang).toBe('de_DE');
      const token = await web.adminToken();
      const banner = first.json().result[0];
      const moved = await web.app.inject({ method: 'PUT', url: `/api/admin/banner/${banner.id}/9999`, headers: { authorization: token } });
      expect(moved.statusCode).toBe(200);
      expect((await get('/api/user/banner')).json().result[0].top).toBe(9999);
    });

    it('caches detail calls and pages like lists, and still counts every view, stored or served again', async () => {
      const id = (await get('/api/user/latest-news?pageSize=1')).json().result[0].id as number;
      const viewsOf = async () => {
        await web.app.services.views.flush();
        return (await web.app.db.selectFrom('article_version').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;
      };
      const before = await viewsOf();
      const entries = web.app.pageCache!.stats().entries;
      const first = await get(`/api/user/latest-news/${id}`);
      const second = await get(`/api/user/latest-news/${id}`);
      expect(second.body).toBe(first.body);
      const page = await web.app.inject({ method: 'GET', url: `/news/detail/${id}?lang=en_US` });
      expect(page.statusCode).toBe(200);
      const pageAgain = await web.app.inject({ method: 'GET', url: `/news/detail/${id}?lang=en_US` });
      expect(pageAgain.statusCode).toBe(200);
      expect(web.app.pageCache!.stats().entries).toBe(entries + 2);
      // Another detail is another entry, not the first one's answer.
      const other = (await get('/api/user/latest-news?pageSize=2')).json().result[1]?.id as number | undefined;
      if (other !== undefined) expect((await get(`/api/user/latest-news/${other}`)).json().result.id).toBe(other);
      expect(await viewsOf()).toBe(before + 4);
    });

    it('keys a call by the query its handler reads: a filter written as `name[]`, repeated or left empty is never the answer to another filter', async () => {
      // Each address asked twice: the cache stores an address once it is asked for again.
      const twice = async (url: string) => {
        await get(url);
        const answer = (await get(url)).json<{ result: { id: number; officeId?: number | null; cataId?: number | null }[]; pageable: { totalCount: number } }>();
        return { result: answer.result, totalCount: answer.pageable.totalCount };
      };
      const everyone = await twice('/api/user/lawyerTeam?pageSize=50');
      const offices = [...new Set(everyone.result.map((person) => person.officeId).filter((id): id is number => typeof id === 'number'))];
      expect(offices.length).toBeGreaterThanOrEqual(2);
      const [first, second] = offices as [number, number];
      const inFirst = await twice(`/api/user/lawyerTeam?pageSize=50&officeIds=${first}`);
      const inBoth = await twice(`/api/user/lawyerTeam?pageSize=50&officeIds=${first},${second}`);
      expect(inFirst.totalCount).toBeLessThan(everyone.totalCount);
      expect(inBoth.totalCount).toBeGreaterThan(inFirst.totalCount);

      // `officeIds[]` is the same filter, not an unknown field to leave out of the key.
      expect((await twice(`/api/user/lawyerTeam?pageSize=50&officeIds[]=${first}&_t=1`)).totalCount).toBe(inFirst.totalCount);
      expect((await twice('/api/user/lawyerTeam?pageSize=50&_t=2')).totalCount).toBe(everyone.totalCount);
      // A repeated field is the whole list, not its first value.
      expect((await twice(`/api/user/lawyerTeam?pageSize=50&officeIds=${first}&officeIds=${second}`)).totalCount).toBe(inBoth.totalCount);
      expect((await twice(`/api/user/lawyerTeam?pageSize=50&officeIds[]=${first}&officeIds[]=${second}`)).totalCount).toBe(inBoth.totalCount);
      // A field left empty is no filter.
      expect((await twice('/api/user/lawyerTeam?pageSize=50&officeIds=')).totalCount).toBe(everyone.totalCount);
      // Names an object has by inheritance are fields like any other (ignored, as unknown).
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        expect((await twice(`/api/user/lawyerTeam?pageSize=50&${name}=1&${name}[]=2`)).totalCount, name).toBe(everyone.totalCount);
      }

      const news = await twice('/api/user/latest-news?pageSize=50');
      const folder = news.result.map((item) => item.cataId).find((id): id is number => typeof id === 'number');
      expect(folder).toBeDefined();
      const inFolder = await twice(`/api/user/latest-news?pageSize=50&cataId[]=${folder}`);
      expect(inFolder.totalCount).toBeLessThan(news.totalCount);
      expect((await twice('/api/user/latest-news?pageSize=50')).totalCount).toBe(news.totalCount);
    });

    it('follows the site status', async () => {
      const token = await web.adminToken();
      expect((await get('/api/user/latest-news')).statusCode).toBe(200);
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
      try {
        expect((await get('/api/user/latest-news')).statusCode).toBe(503);
      } finally {
        await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
      }
      expect((await get('/api/user/latest-news')).statusCode).toBe(200);
    });
  });

  describe('one render per missing entry', () => {
    let web: Awaited<ReturnType<typeof createWebApp>>;
    let renders = 0;
    let failNext = false;
    const logged: { level: number; msg: string; reqId?: string; err?: { message: string } }[] = [];
    beforeAll(async () => {
      web = await createWebApp({}, dialect, { onLog: (line) => logged.push(JSON.parse(line)) });
      // Every render of a news page counts its view once: counting those counts the renders. The
      // item itself is read once per content version (decision 0058); that read is what fails.
      const news = web.app.services.news;
      const countPublicView = news.countPublicView.bind(news);
      const publicVersion = news.publicVersion.bind(news);
      news.countPublicView = async (...args: Parameters<typeof countPublicView>) => {
        renders++;
        return countPublicView(...args);
      };
      news.publicVersion = async (...args: Parameters<typeof publicVersion>) => {
        if (failNext) {
          failNext = false;
          throw new Error('the database hiccuped');
        }
        return publicVersion(...args);
      };
    });
    afterAll(async () => web.close());

    const N = 8;
    const burst = (url: string, headers: Record<string, string> = {}) =>
      Promise.all(Array.from({ length: N }, () => web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } })));
    const newsId = async () =>
      (await web.app.inject({ method: 'GET', url: '/api/user/latest-news?pageSize=1', headers: { lang: 'en_US' } })).json().result[0].id as number;

    it('renders a missing page once for requests arriving together, each answered with the stored page', async () => {
      const url = `/news/detail/${await newsId()}?lang=en_US`;
      renders = 0;
      const answers = await burst(url);
      expect(renders).toBe(1);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      // The waiters are sent the stored bytes, in the encoding they asked for.
      const waiters = answers.slice(1);
      for (const answer of waiters) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.rawPayload.equals(waiters[0]!.rawPayload)).toBe(true);
      }
      // A content change drops the entry: the next burst renders once again, the new content.
      const token = await web.adminToken();
      const saved = await web.app.inject({
        method: 'POST',
        url: '/api/admin/portal-config',
        headers: { authorization: token },
        payload: { lang: 'en_US', name: 'Once Only & Partners' },
      });
      expect(saved.statusCode).toBe(200);
      renders = 0;
      const again = await burst(url, { 'accept-encoding': 'identity' });
      expect(renders).toBe(1);
      for (const answer of again) expect(answer.body).toContain('Once Only &amp; Partners');
    });

    it('does not merge requests that bypass the cache', async () => {
      const url = `/news/detail/${await newsId()}?lang=de_DE`;
      renders = 0;
      const answers = await burst(url, { authorization: 'Bearer not-a-session' });
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(renders).toBe(N);
    });

    it('wakes the waiters of a render that fails, and they render on their own', async () => {
      const url = `/news/detail/${await newsId()}?lang=zh_CN`;
      renders = 0;
      failNext = true;
      logged.length = 0;
      const answers = await burst(url);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[N - 1]).toBe(500);
      expect(statuses.filter((status) => status === 200)).toHaveLength(N - 1);
      expect(renders).toBeGreaterThan(1);
      // The failure is one error line, with the id of the request that met it, and that request's
      // own line at error level too, as every 5xx's (issue 45.7).
      const failed = answers.find((answer) => answer.statusCode === 500)!;
      expect(logged.filter((line) => line.level >= 50)).toEqual([
        expect.objectContaining({ msg: 'page failed', reqId: failed.headers['x-request-id'], err: expect.objectContaining({ message: 'the database hiccuped' }) }),
        expect.objectContaining({ msg: 'request', reqId: failed.headers['x-request-id'], status: 500 }),
      ]);
    });
  });
});
