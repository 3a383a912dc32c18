/**
 * News items and cases name the lawyers they concern, their key contacts (issue 12.4): kept on the
 * item, written with `lawyerIds` in the array calls (optional, so the spec's client is
 * unaffected), answered by the id of each lawyer's version in the response's language, checked to
 * exist, and used by the public lists' `lawyerId` filter that a lawyer's page reads from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('key contacts of news and cases on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let folder: { no: string; ids: Record<string, number> };
  let caseFolder: { no: string; ids: Record<string, number> };
  let ada: { no: string; ids: Record<string, number> };
  let ben: { no: string; ids: Record<string, number> };

  const admin = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  async function createLawyer(names: Record<string, string>) {
    const response = await admin('POST', '/api/admin/lawyerTeam', Object.entries(names).map(([lang, name]) => ({ lang, name })));
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result.versions as { id: number; lang: string; no: string }[];
    return { no: versions[0]!.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    folder = await createFolder(ctx, token, { en_US: 'Updates', de_DE: 'Neuigkeiten' });
    caseFolder = await createFolder(ctx, token, { en_US: 'Deals' }, { type: 1 });
    ada = await createLawyer({ en_US: 'Ada Lovelace', de_DE: 'Ada Lovelace (de)' });
    ben = await createLawyer({ en_US: 'Ben Okri' });
  });
  afterAll(async () => ctx.close());

  it('keeps the key contacts on the item, in order, named in the language of each answer', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'A deal closes', de_DE: 'Ein Abschluss' }, {
      lawyerIds: [ben.ids.en_US, ada.ids.de_DE],
    });
    const english = await admin('GET', `/api/admin/latest-news?no=${item.no}&lang=en_US`);
    expect(english.body_.result[0].lawyerIds).toEqual([ben.ids.en_US, ada.ids.en_US]);
    const german = await visitor(`/api/user/latest-news/${item.ids.en_US}`, 'de_DE');
    // Ben has no German version: his English one names him.
    expect(german.body_.result).toMatchObject({ title: 'Ein Abschluss', lawyerIds: [ben.ids.en_US, ada.ids.de_DE] });
  });

  it('works for cases, and an item that names none answers an empty list', async () => {
    const created = await admin('POST', '/api/admin/case-analysis', [
      { lang: 'en_US', title: 'A case', cataId: caseFolder.ids.en_US, coverUrl: UPLOADED, lawyerIds: [ada.ids.en_US] },
    ]);
    expect(created.statusCode).toBe(200);
    expect(created.body_.result[0].lawyerIds).toEqual([ada.ids.en_US]);
    const plain = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Nobody in particular' });
    expect((await visitor(`/api/user/latest-news/${plain.ids.en_US}`, 'en_US')).body_.result.lawyerIds).toEqual([]);
  });

  it('replaces them on update, keeps them when the update leaves them out, and clears them with []', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Moving contacts' }, { lawyerIds: [ada.ids.en_US] });
    const element = { id: item.ids.en_US, lang: 'en_US', title: 'Moving contacts', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0 };
    const lawyerIdsOf = async () => (await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result[0].lawyerIds;

    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, lawyerIds: [ben.ids.en_US] }])).statusCode).toBe(200);
    expect(await lawyerIdsOf()).toEqual([ben.ids.en_US]);
    expect((await admin('PUT', '/api/admin/latest-news', [element])).statusCode).toBe(200);
    expect(await lawyerIdsOf()).toEqual([ben.ids.en_US]);
    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, lawyerIds: [] }])).statusCode).toBe(200);
    expect(await lawyerIdsOf()).toEqual([]);
  });

  it('keeps a new order of the same contacts, with one added between them (links moved in place, item-links.ts)', async () => {
    const cleo = await createLawyer({ en_US: 'Cleo Laine' });
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Reordered contacts' }, { lawyerIds: [ada.ids.en_US, ben.ids.en_US] });
    const element = { id: item.ids.en_US, lang: 'en_US', title: 'Reordered contacts', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0 };
    const lawyerIdsOf = async () => (await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result[0].lawyerIds;

    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, lawyerIds: [ben.ids.en_US, cleo.ids.en_US, ada.ids.en_US] }])).statusCode).toBe(200);
    expect(await lawyerIdsOf()).toEqual([ben.ids.en_US, cleo.ids.en_US, ada.ids.en_US]);
    expect((await admin('PUT', '/api/admin/latest-news', [{ ...element, lawyerIds: [ada.ids.en_US, ben.ids.en_US] }])).statusCode).toBe(200);
    expect(await lawyerIdsOf()).toEqual([ada.ids.en_US, ben.ids.en_US]);
  });

  it('refuses an unknown lawyer by naming the field, and writes nothing', async () => {
    const before = (await admin('GET', '/api/admin/latest-news')).body_.pageable.totalCount;
    const response = await ctx.request({
      method: 'POST',
      url: '/api/admin/latest-news',
      headers: { authorization: token, lang: 'en_US' },
      payload: [{ lang: 'en_US', title: 'Ghost lawyer', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, lawyerIds: [ada.ids.en_US, 999999] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '0.lawyerIds', message: expect.stringMatching(/key contacts/i) }]);
    expect((await admin('GET', '/api/admin/latest-news')).body_.pageable.totalCount).toBe(before);
  });

  it('lists the items that name a lawyer, named by any of their versions, and forgets a removed lawyer', async () => {
    const cyd = await createLawyer({ en_US: 'Cyd Charisse', de_DE: 'Cyd Charisse (de)' });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'First with Cyd', de_DE: 'Erstes mit Cyd' }, { lawyerIds: [cyd.ids.en_US] });
    const both = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Second with Cyd', de_DE: 'Zweites mit Cyd' }, { lawyerIds: [ada.ids.en_US, cyd.ids.de_DE] });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Without Cyd' }, { lawyerIds: [ada.ids.en_US] });

    const english = await visitor(`/api/user/latest-news?lawyerId=${cyd.ids.en_US}`, 'en_US');
    expect(english.body_.result.map((v: { title: string }) => v.title)).toEqual(['Second with Cyd', 'First with Cyd']);
    const german = await visitor(`/api/user/latest-news?lawyerId=${cyd.ids.de_DE}&pageSize=1`, 'de_DE');
    expect(german.body_.result.map((v: { title: string }) => v.title)).toEqual(['Zweites mit Cyd']);
    expect(german.body_.pageable.totalCount).toBe(2);
    expect((await visitor('/api/user/latest-news?lawyerId=999999', 'en_US')).body_.result).toEqual([]);

    expect((await admin('DELETE', `/api/admin/lawyerTeam/${cyd.ids.en_US}`)).statusCode).toBe(200);
    expect((await visitor(`/api/user/latest-news/${both.ids.en_US}`, 'en_US')).body_.result.lawyerIds).toEqual([ada.ids.en_US]);
  });
});
