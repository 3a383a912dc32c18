import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { LANGUAGE_NOT_ON_SITE, SPEC_LANGUAGES_ENV } from '../helpers/test-languages.js';

describe.each(dialects)('HTTP basics on %s', (dialect) => {
  let ctx: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(String(chunk));
        callback();
      },
    });
    ctx = await createTestContext(dialect, {
      logger: { level: 'info', stream },
      beforeReady: (app) => {
        app.get('/api/common/explode', () => {
          throw new Error('secret database detail: relation "x" does not exist');
        });
      },
    });
  });
  afterAll(async () => ctx.close());

  it('adds pageable to a list and validates paging', async () => {
    const admin = await ctx.staff('administrator');
    const list = await ctx.request({ method: 'GET', url: '/api/admin/users?page=1&pageSize=1&total=0', headers: { authorization: admin.token } });
    expect(list.statusCode).toBe(200);
    expect(list.body_).toMatchObject({ status: 200, message: 'success', pageable: { pageNo: 1, pageSize: 1 } });
    expect(list.body_.result).toHaveLength(1);
    expect(list.body_.pageable.totalCount).toBeGreaterThanOrEqual(1);

    const synonym = await ctx.request({ method: 'GET', url: '/api/admin/users?pageNo=2&pageSize=1', headers: { authorization: admin.token } });
    expect(synonym.body_.pageable.pageNo).toBe(2);

    for (const bad of ['0', '101', 'ten']) {
      const refused = await ctx.request({ method: 'GET', url: `/api/admin/users?pageSize=${bad}`, headers: { authorization: admin.token } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body_.result.fieldErrors[0].field).toBe('pageSize');
    }
  });

  it('says a field given twice where it takes one value is given twice, in the language of the request', async () => {
    const twice = await ctx.request({ method: 'GET', url: '/api/user/latest-news?lang=de_DE&lang=en_US' });
    expect(twice.statusCode).toBe(400);
    expect(twice.body_.result.fieldErrors).toEqual([{ field: 'lang', message: 'Sprache muss ein einzelner Wert sein, nicht mehrere' }]);
    const pageSize = await ctx.request({ method: 'GET', url: '/api/user/latest-news?pageSize=5&pageSize=6', headers: { lang: 'en_US' } });
    expect(pageSize.statusCode).toBe(400);
    expect(pageSize.body_.message).toMatch(/ must be one value, not several$/);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/no/such/call', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(404);
    expect(response.body_).toEqual({ status: 404, message: 'No such API call: GET /api/no/such/call', result: null });
  });

  it('answers invalid JSON with a 400 envelope', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginAccount": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body_).toEqual({ status: 400, message: 'The request body is not valid JSON.', result: null });
  });

  it('answers a failure with "internal error" only, and logs the cause with the request id', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/common/explode', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(500);
    expect(response.body_).toEqual({ status: 500, message: 'internal error', result: null });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged.reqId).toBe(requestId);
    expect(JSON.stringify(logged.err)).toContain('secret database detail');

    const zh = await ctx.request({ method: 'GET', url: '/api/common/explode', headers: { lang: 'zh_CN' } });
    expect(zh.body_.message).toBe('内部错误');
  });

  it('resolves the language from query, then header, then Accept-Language, then the default', async () => {
    const message = async (url: string, headers: Record<string, string> = {}) =>
      (await ctx.request({ method: 'GET', url, headers })).body_.message;
    expect(await message('/api/x?lang=de_DE', { lang: 'zh_CN', 'accept-language': 'en-US' })).toMatch(/^Diesen API-Aufruf/);
    expect(await message('/api/x', { lang: 'zh_CN', 'accept-language': 'de' })).toMatch(/^不存在该接口/);
    // A language the site lacks is passed over, whichever languages the run has.
    const lacking = LANGUAGE_NOT_ON_SITE.tag;
    expect(await message('/api/x', { 'accept-language': `${lacking}, de-AT;q=0.8, en;q=0.5` })).toMatch(/^Diesen API-Aufruf/);
    expect(await message('/api/x', { 'accept-language': lacking })).toMatch(/^No such API call/); // test default: en_US
    expect(await message('/api/x?lang=xx_XX', { 'route-prefix': '/news' })).toMatch(/^No such API call/);
  });

  it('sends the security headers', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/common/language' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    // JSON carries no inline script: its policy has no nonce to trust.
    expect(csp).not.toContain('nonce-');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const overTls = await ctx.request({ method: 'GET', url: '/api/common/language', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBeUndefined(); // proxies are not trusted by default
  });

  it('sends the whole fixed set of security headers on every kind of answer, and no x-powered-by', async () => {
    const answers = await Promise.all([
      ctx.request({ method: 'GET', url: '/api/common/language' }),
      ctx.request({ method: 'GET', url: '/api/no-such-call' }),
      ctx.request({ method: 'GET', url: '/healthz' }),
      ctx.request({ method: 'POST', url: '/api/admin/auth/login', payload: '{not json', headers: { 'content-type': 'application/json' } }),
    ]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 400]);
    expect(answers[2].json()).toEqual({ status: 'ok' });
    expect(answers[2].headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers the load-balancer probes', async () => {
    expect((await ctx.request({ method: 'GET', url: '/healthz' })).body_).toEqual({ status: 'ok' });
    const ready = await ctx.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.body_).toEqual({ status: 'ready' });
  });

  it('logs one line per request and never a password or token', async () => {
    const staff = await ctx.staff('editor');
    await ctx.request({ method: 'GET', url: '/api/admin/mine', headers: { authorization: `Bearer ${staff.token}`, cookie: 'session=abc' } });
    await ctx.request({
      method: 'PUT',
      url: '/api/admin/modify-password',
      headers: { authorization: staff.token },
      payload: { oldPassword: staff.password, newPassword: 'short' },
    });
    const all = logLines.join('');
    expect(all).not.toContain(staff.password);
    expect(all).not.toContain(staff.token);
    const mineLines = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.url === '/api/admin/mine');
    expect(mineLines).toHaveLength(1);
    expect(mineLines[0]).toMatchObject({ method: 'GET', status: 200 });
    expect(mineLines[0].reqId).toBeTruthy();
  });

  it('logs the request line of a 5xx at level 50 (error), of other answers at 30 (info)', async () => {
    const failed = await ctx.request({ method: 'GET', url: '/api/common/explode' });
    expect(failed.statusCode).toBe(500);
    await ctx.request({ method: 'GET', url: '/api/common/language' });
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(lines.find((l) => l.url === '/api/common/explode')).toMatchObject({ level: 50, status: 500 });
    expect(lines.find((l) => l.url === '/api/common/language')).toMatchObject({ level: 30, status: 200 });
  });

  it('tells every cache to keep no back-office answer: a session, an account, a draft; the public calls stay cacheable', async () => {
    const staff = await ctx.staff('editor');
    const login = await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: staff.account, password: staff.password } });
    const mine = await ctx.request({ method: 'GET', url: '/api/admin/mine', headers: { authorization: staff.token } });
    const list = await ctx.request({ method: 'GET', url: '/api/admin/latest-news?lang=en_US', headers: { authorization: staff.token } });
    const refused = await ctx.request({ method: 'GET', url: '/api/admin/mine' });
    expect([login.statusCode, mine.statusCode, list.statusCode, refused.statusCode]).toEqual([200, 200, 200, 401]);
    for (const answer of [login, mine, list, refused]) expect(answer.headers['cache-control']).toBe('private, no-store');
    const published = await ctx.request({ method: 'GET', url: '/api/user/latest-news?lang=en_US' });
    expect(published.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
  });
});

/**
 * The spec's own call with the spec's three languages: an app started with exactly them, whatever
 * languages the run adds (TEST_SITE_LANGUAGES), since the original frontend's call answers its
 * list exactly as the spec gives it. With other languages the list follows the set
 * (tests/api/site-languages.test.ts). After the suite above, so that its app keeps the run's set.
 */
describe.each(dialects)('the spec’s language list on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: SPEC_LANGUAGES_ENV });
  });
  afterAll(async () => ctx.close());

  it('wraps a success in the envelope', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/common/language?_t=1700000000000', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body_).toEqual({
      status: 200,
      message: 'success',
      result: [
        { langCode: 'de_DE', langName: 'Deutsch', dir: 'ltr' },
        { langCode: 'en_US', langName: 'English', dir: 'ltr' },
        { langCode: 'zh_CN', langName: '中文', dir: 'ltr' },
      ],
    });
  });
});
