/**
 * A language switched off shows nowhere (decision 0083), an address naming one of its versions
 * included (found by an audit, 2026-12-06): a visitor following an old or indexed Italian address
 * after Italian was switched off got the Italian text, and a person with only an Italian version a
 * profile in Italian, while the lists rightly left them out. Now the page's language, else the
 * version named if its language is on, else the item's version in the most preferred language on;
 * none: 404. Related records (a person's practice areas) are named in a language that is on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteLanguages } from '../../contract/site-languages.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';
import { TEST_SITE_LANGUAGES } from '../helpers/test-languages.js';

describe.each(dialects)('a language switched off on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => {
    await ctx.close();
    setSiteLanguages(TEST_SITE_LANGUAGES);
  });
  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: admin, lang: 'en_US' } });
  const read = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  it('is not shown to a visitor following the address of one of its versions, nor names related records', async () => {
    expect((await call('POST', '/api/admin/languages', { code: 'it_IT' })).statusCode).toBe(200);
    const folder = await createFolder(ctx, admin, { en_US: 'News' });
    const element = (lang: string, title: string) => ({ lang, title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>` });
    const news = await call('POST', '/api/admin/latest-news', [element('en_US', 'Merger cleared'), element('it_IT', 'Fusione autorizzata (non rivista)')]);
    expect(news.statusCode, news.body).toBe(200);
    const italianNews = (news.body_.result as { id: number; lang: string }[]).find((v) => v.lang === 'it_IT')!.id;
    const area = await call('POST', '/api/admin/professionalField', [{ lang: 'it_IT', name: 'Diritto marittimo' }, { lang: 'en_US', name: 'Maritime law' }]);
    expect(area.statusCode, area.body).toBe(200);
    const italianArea = (area.body_.result as { versions: { id: number; lang: string }[] }).versions.find((v) => v.lang === 'it_IT')!.id;
    const onlyItalian = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'it_IT', name: 'Gianni Rossi' }]);
    expect(onlyItalian.statusCode, onlyItalian.body).toBe(200);
    const italianPerson = (onlyItalian.body_.result as { versions: { id: number }[] }).versions[0]!.id;
    const both = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'it_IT', name: 'Claire Martin', proFieldIds: [italianArea] }, { lang: 'en_US', name: 'Claire Martin', proFieldIds: [italianArea] }]);
    expect(both.statusCode, both.body).toBe(200);
    const claireItalian = (both.body_.result as { versions: { id: number; lang: string }[] }).versions.find((v) => v.lang === 'it_IT')!.id;
    // While Italian is on, its address shows Italian to a German visitor (no German version).
    expect((await read(`/api/user/latest-news/${italianNews}`, 'de_DE')).body_.result.lang).toBe('it_IT');

    // The firm switches Italian off (its translations are not ready).
    const stored = (await call('GET', '/api/admin/languages')).body_.result.languages as { code: string }[];
    const off = await call('PUT', '/api/admin/languages', { languages: stored.map(({ code }) => ({ code, enabled: code !== 'it_IT' })), defaultLang: 'en_US' });
    expect(off.statusCode, off.body).toBe(200);

    expect((await read(`/api/user/latest-news/${italianNews}`, 'de_DE')).body_.result).toMatchObject({ lang: 'en_US', title: 'Merger cleared' });
    expect((await read(`/api/user/professionalField/${italianArea}`, 'de_DE')).body_.result).toMatchObject({ lang: 'en_US', name: 'Maritime law' });
    expect((await read(`/api/user/lawyerTeam/${italianPerson}`, 'de_DE')).statusCode).toBe(404);
    const claire = (await read(`/api/user/lawyerTeam/${claireItalian}`, 'de_DE')).body_.result as { lang: string; proFields: { name: string }[] };
    expect(claire.lang).toBe('en_US');
    // Her practice area is named in a language that is on, not in Italian.
    expect(claire.proFields.map((f) => f.name)).toEqual(['Maritime law']);
  });

  it('leads an address of a version visitors do not see nowhere else, as before (404)', async () => {
    const folder = await createFolder(ctx, admin, { en_US: 'Withdrawn' });
    const element = (lang: string, title: string) => ({ lang, title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>` });
    const news = await call('POST', '/api/admin/latest-news', [element('en_US', 'Kept live'), element('zh_CN', '已撤回')]);
    const chinese = (news.body_.result as { id: number; lang: string; no: string }[]).find((v) => v.lang === 'zh_CN')!;
    expect((await call('PUT', `/api/admin/latest-news/unpublish?no=${chinese.no}&lang=zh_CN`)).statusCode).toBe(200);
    expect((await read(`/api/user/latest-news/${chinese.id}`, 'de_DE')).statusCode).toBe(404);
  });
});
