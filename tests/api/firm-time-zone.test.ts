/**
 * The firm's time zone (issue 46, decision 0070): Europe/London on a fresh database, read by every
 * staff member, set by administrators only, and only to a zone Intl knows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('firm time zone on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let editor: string;
  let reviewer: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = (await ctx.staff('administrator')).token;
    editor = (await ctx.staff('editor')).token;
    reviewer = (await ctx.staff('reviewer')).token;
  });
  afterAll(async () => ctx.close());

  const read = (token: string) => ctx.request({ method: 'GET', url: '/api/admin/portal-config/time-zone', headers: { authorization: token } });
  const set = (token: string, body: unknown, lang = 'en_US') =>
    ctx.request({ method: 'PUT', url: '/api/admin/portal-config/time-zone', headers: { authorization: token, lang }, payload: body as object });

  it('is Europe/London until set, and every staff member reads it', async () => {
    for (const token of [admin, editor, reviewer]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.body_.result).toEqual({ timeZone: 'Europe/London' });
    }
  });

  it('refuses a zone Intl does not know with a 400 naming the field, in the caller language', async () => {
    for (const timeZone of ['Mars/Olympus', 'GMT+25', '', 'Europe/London; DROP TABLE', 42]) {
      const response = await set(admin, { timeZone });
      expect(response.statusCode, String(timeZone)).toBe(400);
      expect(response.body_.result.fieldErrors[0].field).toBe('timeZone');
    }
    const german = await set(admin, { timeZone: 'Mars/Olympus' }, 'de_DE');
    expect(german.body_.result.fieldErrors[0].message).toContain('Zeitzone');
    expect((await read(admin)).body_.result.timeZone).toBe('Europe/London');
  });

  it('lets only administrators set it, stored under its canonical name', async () => {
    expect((await set(editor, { timeZone: 'Europe/Berlin' })).statusCode).toBe(403);
    expect((await set(reviewer, { timeZone: 'Europe/Berlin' })).statusCode).toBe(403);
    expect((await read(editor)).body_.result.timeZone).toBe('Europe/London');

    const saved = await set(admin, { timeZone: 'asia/shanghai' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body_.result).toEqual({ timeZone: 'Asia/Shanghai' });
    expect((await read(reviewer)).body_.result.timeZone).toBe('Asia/Shanghai');
  });
});
