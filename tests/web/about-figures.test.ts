/**
 * The about page's figures (issue 12.9): counted automatically, the number of lawyers is the
 * number the people page lists and the number of offices the number of offices, in every
 * language; a figure the firm types shows what was typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const MESSAGES = { de_DE, en_US, zh_CN } as const;
type Lang = keyof typeof MESSAGES;
const LANGS = Object.keys(MESSAGES) as Lang[];
const formatNumber = (value: number, lang: Lang) => new Intl.NumberFormat(lang.replace('_', '-')).format(value);

/** The figures of the about page, by label. */
function figures(body: string): Record<string, string> {
  return Object.fromEntries([...body.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1]!, m[2]!]));
}

describe('the about page\'s figures, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
  });
  afterAll(async () => web?.close());

  const listed = async (url: string, lang: Lang) =>
    (await app.inject({ method: 'GET', url: `/api${url}`, headers: { lang, authorization: token } })).json<{ result: unknown[]; pageable?: { totalCount: number } }>();

  it.each(LANGS)('counts the lawyers the people page lists and the offices in %s', async (lang) => {
    const people = (await listed('/user/lawyerTeam?pageSize=100', lang)).pageable!.totalCount;
    const offices = (await listed(`/admin/office?lang=${lang}`, lang)).result.length;
    const page = await app.inject({ method: 'GET', url: `/people?lang=${lang}` });
    expect(page.statusCode).toBe(200);
    const shown = figures((await app.inject({ method: 'GET', url: `/about?lang=${lang}` })).body);
    expect(shown[MESSAGES[lang].common.lawyers]).toBe(formatNumber(people, lang));
    expect(shown[MESSAGES[lang].common.offices]).toBe(formatNumber(offices, lang));
    // The demo firm types its headcount: its people include staff the site does not list.
    expect(shown[MESSAGES[lang].about.people]).toBe('42');
  });

  it('follows the team: a new lawyer counts at once, a typed figure stays as typed', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: token }, payload: [{ lang: 'en_US', name: 'New Person' }] });
    expect(created.statusCode).toBe(200);
    const people = (await listed('/user/lawyerTeam?pageSize=100', 'en_US')).pageable!.totalCount;
    expect(figures((await app.inject({ method: 'GET', url: '/about?lang=en_US' })).body)[en_US.common.lawyers]).toBe(String(people));

    const typed = await app.inject({ method: 'PUT', url: '/api/admin/portal-config/shared', headers: { authorization: token }, payload: { countedFigures: { lawyerCount: false } } });
    expect(typed.statusCode).toBe(200);
    const config = (await app.inject({ method: 'GET', url: '/api/admin/portal-config?lang=en_US', headers: { authorization: token } })).json().result as { lawyerCount: number };
    expect(figures((await app.inject({ method: 'GET', url: '/about?lang=en_US' })).body)[en_US.common.lawyers]).toBe(String(config.lawyerCount));
  });
});
