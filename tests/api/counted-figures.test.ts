/**
 * The about page's figures (issue 12.9): each of lawyers, people and offices is counted
 * automatically (the default for a new site) or is the number typed per language, a choice of
 * the firm's made once for every language through the shared firm settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('figures counted or typed on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const admin = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang: 'en_US' } });
  const visitor = async (lang: string) => (await ctx.request({ method: 'GET', url: '/api/user/portal-config', headers: { lang } })).body_.result;

  it('counts every figure on a new site, and shows what is on the site', async () => {
    expect((await admin('GET', '/api/admin/portal-config/shared')).body_.result.countedFigures).toEqual({ lawyerCount: true, totalPeople: true, branchCount: true });
    for (const lang of ['en_US', 'de_DE']) {
      const saved = await admin('POST', '/api/admin/portal-config', {
        lang, name: `Firm ${lang}`, lawyerCount: 99, isLawyerCountVisible: 1, totalPeople: 120, isTotalPeopleVisible: 1, branchCount: 7, isBranchCountVisible: 1,
      });
      expect(saved.statusCode).toBe(200);
      // The edit screen gets what was typed.
      expect(saved.body_.result).toMatchObject({ lawyerCount: 99, totalPeople: 120, branchCount: 7 });
    }
    for (const name of ['Ada', 'Ben', 'Cyd']) expect((await admin('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name }])).statusCode).toBe(200);
    expect((await admin('POST', '/api/admin/office', [{ lang: 'en_US', name: 'London' }, { lang: 'de_DE', name: 'London (de)' }])).statusCode).toBe(200);

    for (const lang of ['en_US', 'de_DE']) expect(await visitor(lang)).toMatchObject({ lawyerCount: 3, totalPeople: 3, branchCount: 1 });
    // A new member counts at once.
    expect((await admin('POST', '/api/admin/lawyerTeam', [{ lang: 'de_DE', name: 'Dora' }])).statusCode).toBe(200);
    expect(await visitor('en_US')).toMatchObject({ lawyerCount: 4, totalPeople: 4, branchCount: 1 });
  });

  it('shows the typed number of a figure the firm types, in each language, and keeps the other modes', async () => {
    const saved = await admin('PUT', '/api/admin/portal-config/shared', { countedFigures: { totalPeople: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body_.result.countedFigures).toEqual({ lawyerCount: true, totalPeople: false, branchCount: true });
    expect(await visitor('en_US')).toMatchObject({ lawyerCount: 4, totalPeople: 120, branchCount: 1 });

    // Another shared write that leaves the modes out keeps them.
    expect((await admin('PUT', '/api/admin/portal-config/shared', { tel: '+44 20 0000' })).body_.result.countedFigures.totalPeople).toBe(false);
    expect((await admin('PUT', '/api/admin/portal-config/shared', { countedFigures: { totalPeople: true, branchCount: false } })).statusCode).toBe(200);
    expect(await visitor('de_DE')).toMatchObject({ lawyerCount: 4, totalPeople: 4, branchCount: 7 });
  });

  it('counts the people visitors see, once each: not drafts, nor those taken off the site or scheduled for later', async () => {
    expect((await admin('PUT', '/api/admin/portal-config/shared', { countedFigures: { lawyerCount: true, totalPeople: true } })).statusCode).toBe(200);
    const counted = async () => {
      const config = await visitor('en_US');
      expect(config.totalPeople).toBe(config.lawyerCount);
      return config.lawyerCount as number;
    };
    const before = await counted();
    const person = async (elements: Record<string, unknown>[]) => {
      const response = await admin('POST', '/api/admin/lawyerTeam', elements);
      expect(response.statusCode, response.body).toBe(200);
      return response.body_.result.no as string;
    };
    const draft = await person([{ lang: 'en_US', name: 'Drafted Dan', state: 'draft' }]);
    await person([{ lang: 'en_US', name: 'Later Liv', publishTime: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() }]);
    const leaving = await person([{ lang: 'en_US', name: 'Leaving Lou' }]);
    expect((await admin('PUT', `/api/admin/lawyerTeam/unpublish?no=${leaving}`)).statusCode).toBe(200);
    expect(await counted()).toBe(before);

    // Published in two languages and a draft in a third: one person.
    await person([{ lang: 'en_US', name: 'Two Tongues' }, { lang: 'de_DE', name: 'Zwei Zungen' }, { lang: 'zh_CN', name: '两种语言', state: 'draft' }]);
    expect(await counted()).toBe(before + 1);
    expect((await admin('PUT', `/api/admin/lawyerTeam/publish?no=${draft}`)).statusCode).toBe(200);
    expect(await counted()).toBe(before + 2);
  });

  it('refuses a mode that is not true or false, naming the field', async () => {
    const response = await admin('PUT', '/api/admin/portal-config/shared', { countedFigures: { lawyerCount: 'sometimes' } });
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors[0].field).toBe('countedFigures.lawyerCount');
  });
});
