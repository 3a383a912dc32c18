/**
 * Writes that race past a service's "is it free?" check meet a unique index; the answer is the
 * same 409 the check gives, never a 500 (issue 9.6). Staff accounts are in users.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { UPLOADED } from '../helpers/content.js';

describe.each(dialects)('simultaneous writes of one unique value on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang: 'en_US' } });

  it.each([
    ['a team member', '/api/admin/lawyerTeam'],
    ['a practice area', '/api/admin/professionalField'],
    ['a banner', '/api/admin/banner'],
  ])('adds one language to %s once, and answers the others 409', async (_, url) => {
    const created = await call('POST', url, [{ lang: 'en_US', name: 'First', title: 'First', imgPath: UPLOADED }]);
    expect(created.statusCode, created.body).toBe(200);
    const no = created.body_.result.no as string;
    const addGerman = () => call('PUT', url, [{ no, lang: 'de_DE', name: 'Zweite', title: 'Zweite', imgPath: UPLOADED }]);
    const answers = await Promise.all(Array.from({ length: 6 }, addGerman));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.body_.message).toMatch(/de_DE|German|Deutsch/);
  });
});
