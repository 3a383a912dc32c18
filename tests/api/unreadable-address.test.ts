/**
 * Found by the fuzz suite (issue 9): calls whose address the router cannot read answer in the
 * envelope, with the security headers. Pages: tests/web/frame.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('addresses the router cannot read, on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  it.each([
    ['broken percent-encoding', 'GET', '/api/admin/job/detail/%'],
    ['a cut multi-byte sequence', 'DELETE', '/api/admin/office/%E0%A4%A'],
    ['broken encoding in a public call', 'GET', '/api/user/latest-news/%ZZ'],
  ])('%s is a 400 in the envelope, in the language asked for', async (_, method, url) => {
    const response = await ctx.request({ method: method as 'GET', url, headers: { authorization: token, lang: 'de_DE' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body_).toEqual({ status: 400, message: 'Einige Eingaben sind ungültig.', result: null });
    // Fastify answers it before any hook: the security headers every answer carries are set here too.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self';script-src 'self';/);
  });
});
