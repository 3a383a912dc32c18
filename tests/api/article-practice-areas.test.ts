/**
 * News items and cases name the practice areas they are about (kept on the item, like a
 * lawyer's): written in one array call, answered by the id of each area's version in the
 * response's language, checked to exist, and used by the public lists' `proFieldId` filter that
 * a practice area's page reads its related news from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('practice areas of news and cases on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let folder: { no: string; ids: Record<string, number> };
  let corporate: { no: string; ids: Record<string, number> };
  let tax: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    folder = await createFolder(ctx, token, { en_US: 'Updates', de_DE: 'Neuigkeiten' });
    corporate = await createPracticeArea(ctx, token, { en_US: 'Corporate', de_DE: 'Gesellschaftsrecht' });
    tax = await createPracticeArea(ctx, token, { en_US: 'Tax', de_DE: 'Steuerrecht' });
  });
  afterAll(async () => ctx.close());

  const admin = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });
  const titles = (response: { body_: { result: { title: string }[] } }) => response.body_.result.map((v) => v.title);

  it('keeps the practice areas on the item and names them in the language of each answer', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Share deals and tax', de_DE: 'Share Deals und Steuern' }, {
      proFieldIds: [tax.ids.de_DE, corporate.ids.en_US],
    });
    const english = await admin('GET', `/api/admin/latest-news?no=${item.no}&lang=en_US`);
    expect(english.body_.result[0].proFieldIds).toEqual([tax.ids.en_US, corporate.ids.en_US]);
    const german = await visitor(`/api/user/latest-news/${item.ids.en_US}`, 'de_DE');
    expect(german.body_.result).toMatchObject({ title: 'Share Deals und Steuern', proFieldIds: [tax.ids.de_DE, corporate.ids.de_DE] });
  });

  it('replaces them on update, keeps them when the update leaves them out, and clears them with []', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Moving areas' }, { proFieldIds: [corporate.ids.en_US] });
    const element = { id: item.ids.en_US, lang: 'en_US', title: 'Moving areas', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0 };
    const practiceAreaIdsOf = async () => (await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result[0].proFieldIds;

    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, proFieldIds: [tax.ids.en_US] }])).statusCode).toBe(200);
    expect(await practiceAreaIdsOf()).toEqual([tax.ids.en_US]);
    expect((await admin('PUT', '/api/admin/latest-news', [element])).statusCode).toBe(200);
    expect(await practiceAreaIdsOf()).toEqual([tax.ids.en_US]);
    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, proFieldIds: [] }])).statusCode).toBe(200);
    expect(await practiceAreaIdsOf()).toEqual([]);
  });

  it('refuses an unknown practice area by naming the field, and writes nothing', async () => {
    const before = (await admin('GET', '/api/admin/latest-news')).body_.pageable.totalCount;
    const response = await admin('POST', '/api/admin/latest-news', [
      { lang: 'en_US', title: 'Ghost area', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, proFieldIds: [corporate.ids.en_US, 999999] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '0.proFieldIds', message: expect.any(String) }]);
    expect((await admin('GET', '/api/admin/latest-news')).body_.pageable.totalCount).toBe(before);
    const notAList = await admin('POST', '/api/admin/latest-news', [
      { lang: 'en_US', title: 'Bad list', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, proFieldIds: 'tax' },
    ]);
    expect(notAList.statusCode).toBe(400);
  });

  it('lists only the items about a practice area, named by any of its versions', async () => {
    const area = await createPracticeArea(ctx, token, { en_US: 'Employment', de_DE: 'Arbeitsrecht' });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Staff handbook', de_DE: 'Mitarbeiterhandbuch' }, { proFieldIds: [area.ids.en_US] });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Minimum wage', de_DE: 'Mindestlohn' }, { proFieldIds: [tax.ids.en_US, area.ids.en_US] });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Unrelated', de_DE: 'Ohne Bezug' }, { proFieldIds: [tax.ids.en_US] });

    const english = await visitor(`/api/user/latest-news?proFieldId=${area.ids.en_US}`, 'en_US');
    expect(titles(english)).toEqual(['Minimum wage', 'Staff handbook']);
    expect(english.body_.pageable.totalCount).toBe(2);
    const german = await visitor(`/api/user/latest-news?proFieldId=${area.ids.de_DE}&pageSize=1`, 'de_DE');
    expect(titles(german)).toEqual(['Mindestlohn']);
    expect(german.body_.pageable.totalCount).toBe(2);
    expect((await visitor('/api/user/latest-news?proFieldId=999999', 'en_US')).body_.result).toEqual([]);
    expect((await visitor('/api/user/latest-news?proFieldId=abc', 'en_US')).statusCode).toBe(400);
  });

  it('gives cases practice areas too, and filters them the same way', async () => {
    const caseFolder = await createFolder(ctx, token, { en_US: 'Deals' }, { type: 1 });
    const created = await admin('POST', '/api/admin/case-analysis', [
      { lang: 'en_US', title: 'Joint venture', cataId: caseFolder.ids.en_US, coverUrl: UPLOADED, proFieldIds: [corporate.ids.en_US] },
    ]);
    expect(created.statusCode).toBe(200);
    expect(created.body_.result[0].proFieldIds).toEqual([corporate.ids.en_US]);
    expect(titles(await visitor(`/api/user/case-analysis?proFieldId=${corporate.ids.en_US}`, 'en_US'))).toEqual(['Joint venture']);
    expect(titles(await visitor(`/api/user/case-analysis?proFieldId=${tax.ids.en_US}`, 'en_US'))).toEqual([]);
  });

  it('forgets a deleted practice area on every item that named it', async () => {
    const area = await createPracticeArea(ctx, token, { en_US: 'Short-lived' });
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'About a passing area' }, { proFieldIds: [area.ids.en_US, tax.ids.en_US] });
    expect((await admin('DELETE', `/api/admin/professionalField/${area.ids.en_US}`)).statusCode).toBe(200);
    const after = await admin('GET', `/api/admin/latest-news?no=${item.no}`);
    expect(after.body_.result[0].proFieldIds).toEqual([tax.ids.en_US]);
  });
});
