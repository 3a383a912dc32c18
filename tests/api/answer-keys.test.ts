/**
 * No answer can carry a key its schema does not name (issue 16.2). Every API test's answers are
 * checked against the description (tests/helpers/answer-check.ts), whose object schemas are
 * closed; this file proves, resource by resource, that a secret a new column or a careless
 * mapper put in an answer (a password hash, a token hash, a TOTP secret) fails that check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem } from '../helpers/answer-check.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea } from '../helpers/content.js';

const SECRETS = { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', tokenHash: 'f00d', totpSecret: 'JBSWY3DPEHPK3PXP' };

/** Every object in the answer's `result` (the records themselves, also inside lists and pages). */
function recordsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result.flatMap(recordsOf);
  if (!result || typeof result !== 'object') return [];
  const record = result as Record<string, unknown>;
  if (Array.isArray(record.items)) return record.items.flatMap(recordsOf);
  return [record];
}

describe.each(dialects)('answers carry only the keys of their schema on %s', (dialect) => {
  let ctx: TestContext;
  let token = '';
  const resources: [string, string][] = [];

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
    const folder = await createFolder(ctx, token, { en_US: 'Briefings' });
    const news = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Keys kept' });
    const area = await createPracticeArea(ctx, token, { en_US: 'Arbitration' });
    const lawyer = await ctx.request({
      method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: token }, payload: [{ lang: 'en_US', name: 'Keyla Keys', intro: '<p>Counsel.</p>' }],
    });
    expect(lawyer.statusCode, lawyer.body).toBe(200);
    const lawyerId = (lawyer.body_.result.versions as { id: number }[])[0]!.id;
    resources.push(
      ['staff accounts', '/api/admin/users'],
      ['own profile', '/api/admin/mine'],
      ['news, back office', '/api/admin/latest-news'],
      ['news, public list', '/api/user/latest-news'],
      ['news, public item', `/api/user/latest-news/${news.ids.en_US}`],
      ['person, back office', `/api/admin/lawyerTeam/detail/${lawyerId}`],
      ['people, public list', '/api/user/lawyerTeam'],
      ['person, public', `/api/user/lawyerTeam/${lawyerId}`],
      ['practice area, back office', `/api/admin/professionalField/detail/${area.ids.en_US}`],
      ['audit log', '/api/admin/audit'],
    );
  });
  afterAll(async () => ctx.close());

  it('finds every answer as documented, and every secret added to any of its records refused', async () => {
    expect(resources.length).toBe(10);
    for (const [name, url] of resources) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token, lang: 'en_US' } });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(answerProblem(ctx.app, response), name).toBeNull();
      const body = response.json<{ result: unknown }>();
      const records = recordsOf(body.result);
      expect(records.length, `${name} has records to check`).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(SECRETS)) {
        for (const record of records) record[key] = value;
        const leaked = { ...response, statusCode: response.statusCode, raw: response.raw, body: JSON.stringify(body) };
        expect(answerProblem(ctx.app, leaked), `${name} with ${key}`).toMatch(/additional properties/);
        for (const record of records) delete record[key];
      }
    }
  });

  it('refuses a secret in the answer to creating an account', async () => {
    const created = await ctx.app.inject({
      method: 'POST', url: '/api/admin/users', headers: { authorization: token }, payload: { loginAccount: 'keys.kept', password: 'a-long-password-1', roleId: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(answerProblem(ctx.app, created)).toBeNull();
    const body = created.json<{ result: Record<string, unknown> }>();
    body.result.passwordHash = SECRETS.passwordHash;
    expect(answerProblem(ctx.app, { ...created, raw: created.raw, statusCode: 200, body: JSON.stringify(body) })).toMatch(/additional properties/);
  });
});
