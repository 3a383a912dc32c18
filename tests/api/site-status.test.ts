import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('site status on %s', (dialect) => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    adminToken = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const setStatus = (value: string | number) =>
    ctx.request({ method: 'POST', url: `/api/admin/portal-config/site-status/${value}`, headers: { authorization: adminToken } });
  const publicCalls = () =>
    ctx.app.routeList
      .filter((r) => typeof r.url === 'string' && r.url.startsWith('/api/user/') && r.method === 'GET')
      .map((r) => String(r.url).replace(/:[a-zA-Z]+/g, '1'));

  it('is online on a fresh database', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/user/portal-config/site-status' });
    expect(response.body_).toMatchObject({ status: 200, result: 0 });
    const adminView = await ctx.request({ method: 'GET', url: '/api/admin/portal-config/site-status', headers: { authorization: adminToken } });
    expect(adminView.body_.result).toBe(0);
  });

  it('accepts only 0, 1 and 2', async () => {
    for (const bad of [3, -1, 'x']) {
      const response = await setStatus(bad);
      expect(response.statusCode).toBe(400);
      expect(response.body_.result.fieldErrors[0].field).toBe('value');
    }
  });

  it('answers every public call but the status one with 503 while in maintenance, and the admin keeps working', async () => {
    expect((await setStatus(1)).body_.result).toBe(1);
    try {
      const calls = publicCalls();
      expect(calls.length).toBeGreaterThan(3);
      for (const url of calls) {
        const response = await ctx.request({ method: 'GET', url, headers: { lang: 'en_US' } });
        if (url === '/api/user/portal-config/site-status') {
          expect(response.statusCode).toBe(200);
          expect(response.body_.result).toBe(1);
        } else {
          expect(response.statusCode, url).toBe(503);
          expect(response.headers['retry-after']).toBeTruthy();
          expect(response.body_).toMatchObject({ status: 503, message: 'The site is under maintenance and will be back soon.' });
        }
      }
      const zh = await ctx.request({ method: 'GET', url: '/api/user/latest-news', headers: { lang: 'zh_CN' } });
      expect(zh.body_.message).toBe('网站正在维护，即将恢复。');
      const adminCall = await ctx.request({ method: 'GET', url: '/api/admin/latest-news', headers: { authorization: adminToken } });
      expect(adminCall.statusCode).toBe(200);
    } finally {
      await setStatus(0);
    }
  });

  it('says "temporarily unavailable" while closed, and serves again once online', async () => {
    await setStatus(2);
    const closed = await ctx.request({ method: 'GET', url: '/api/user/latest-news', headers: { lang: 'en_US' } });
    expect(closed.statusCode).toBe(503);
    expect(closed.body_.message).toBe('The site is temporarily unavailable.');
    await setStatus(0);
    expect((await ctx.request({ method: 'GET', url: '/api/user/latest-news' })).statusCode).toBe(200);
  });
});
