import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('news, cases and honours on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let folder: { no: string; ids: Record<string, number> };
  let caseFolder: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    folder = await createFolder(ctx, token, { en_US: 'Firm News', de_DE: 'Kanzleinachrichten', zh_CN: '律所新闻' });
    caseFolder = await createFolder(ctx, token, { en_US: 'Transactions' }, { type: 1 });
  });
  afterAll(async () => ctx.close());

  const admin = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  const newsElement = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
    lang, title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, ...extra,
  });

  it('creates one item with a version per language and answers with every version', async () => {
    const response = await admin('POST', '/api/admin/latest-news', [
      newsElement('en_US', 'Opening in Frankfurt', { note: 'We open an office.' }),
      newsElement('de_DE', 'Eröffnung in Frankfurt'),
      newsElement('zh_CN', '法兰克福办公室开业'),
    ]);
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result;
    expect(versions).toHaveLength(3);
    const en = versions.find((v: { lang: string }) => v.lang === 'en_US');
    expect(en).toMatchObject({
      title: 'Opening in Frankfurt', content: '<p>Opening in Frankfurt</p>', cataId: folder.ids.en_US, cataName: 'Firm News',
      coverUrl: UPLOADED, isLink: 0, note: 'We open an office.', top: 0, views: 0, contentUrl: null, langs: ['de_DE', 'en_US', 'zh_CN'],
    });
    expect(en.operatorName).toMatch(/^editor-/);
    expect(new Set(versions.map((v: { no: string }) => v.no)).size).toBe(1);
    expect(en.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each(['lang', 'cataId', 'coverUrl', 'title', 'isLink'])('refuses a news item without %s, naming it', async (field) => {
    const element: Record<string, unknown> = newsElement('en_US', 'Incomplete');
    delete element[field];
    const response = await admin('POST', '/api/admin/latest-news', [element]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toContainEqual({ field: `0.${field}`, message: expect.stringMatching(/^Please enter /) });
  });

  it('requires an http(s) address for an external article', async () => {
    const missing = await admin('POST', '/api/admin/latest-news', [newsElement('en_US', 'Elsewhere', { isLink: 1 })]);
    expect(missing.statusCode).toBe(400);
    expect(missing.body_.result.fieldErrors[0].field).toBe('0.contentUrl');
    const script = await admin('POST', '/api/admin/latest-news', [newsElement('en_US', 'Elsewhere', { isLink: 1, contentUrl: 'javascript:alert(1)' })]);
    expect(script.statusCode).toBe(400);
    const badFlag = await admin('POST', '/api/admin/latest-news', [newsElement('en_US', 'Elsewhere', { isLink: 2 })]);
    expect(badFlag.body_.result.fieldErrors[0].field).toBe('0.isLink');
    const ok = await admin('POST', '/api/admin/latest-news', [newsElement('en_US', 'Elsewhere', { isLink: 1, contentUrl: 'https://press.example/story' })]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body_.result[0]).toMatchObject({ isLink: 1, contentUrl: 'https://press.example/story' });
  });

  it('writes nothing when one element of an array is bad', async () => {
    const before = (await admin('GET', '/api/admin/latest-news?pageSize=100')).body_.pageable.totalCount;
    const response = await admin('POST', '/api/admin/latest-news', [
      newsElement('en_US', 'Good one'),
      newsElement('de_DE', 'Auch gut'),
      newsElement('zh_CN', '坏的', { coverUrl: 'javascript:alert(1)' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '2.coverUrl', message: 'Cover image must be an absolute http(s) URL or an uploaded file' }]);
    const unknownFolder = await admin('POST', '/api/admin/latest-news', [newsElement('en_US', 'Nowhere', { cataId: 999999 })]);
    expect(unknownFolder.statusCode).toBe(400);
    expect(unknownFolder.body_.result.fieldErrors[0].field).toBe('0.cataId');
    // An update whose second element is a duplicate language changes nothing either.
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Stays', de_DE: 'Bleibt' });
    const conflict = await admin('PUT', '/api/admin/latest-news', [
      newsElement('en_US', 'Changed', { id: item.ids.en_US }),
      newsElement('de_DE', 'Geändert', { no: item.no }),
    ]);
    expect(conflict.statusCode).toBe(409);
    const after = (await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result;
    expect(after.map((v: { title: string }) => v.title).sort()).toEqual(['Bleibt', 'Stays']);
    expect((await admin('GET', '/api/admin/latest-news?pageSize=100')).body_.pageable.totalCount).toBe(before + 2);
  });

  it('updates versions by id, adds a missing language by no, and moves the item to another folder', async () => {
    const other = await createFolder(ctx, token, { en_US: 'Events' });
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Seminar' });
    const response = await admin('PUT', '/api/admin/latest-news', [
      newsElement('en_US', 'Seminar on arbitration', { id: item.ids.en_US, cataId: other.ids.en_US }),
      newsElement('de_DE', 'Seminar zur Schiedsgerichtsbarkeit', { no: item.no }),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result.map((v: { title: string }) => v.title).sort()).toEqual(['Seminar on arbitration', 'Seminar zur Schiedsgerichtsbarkeit']);
    expect(response.body_.result.every((v: { cataName: string }) => v.cataName === 'Events')).toBe(true);
    expect((await admin('PUT', '/api/admin/latest-news', [newsElement('en_US', 'Ghost', { id: 999999 })])).statusCode).toBe(404);
  });

  it('lists for the public in the visitor language only, newest first, with paging totals', async () => {
    const lane = await createFolder(ctx, token, { en_US: 'Paging lane' });
    for (let i = 1; i <= 5; i++) {
      await createNews(ctx, token, lane.ids.en_US!, { en_US: `Item ${i}`, de_DE: `Eintrag ${i}` });
    }
    const page1 = await visitor(`/api/user/latest-news?cataId=${lane.ids.en_US}&pageSize=2&page=1&_t=1`, 'de_DE');
    expect(page1.statusCode).toBe(200);
    expect(page1.body_.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 5 });
    expect(page1.body_.result.map((v: { title: string }) => v.title)).toEqual(['Eintrag 5', 'Eintrag 4']);
    expect(page1.body_.result[0].content).toBeUndefined();
    const page3 = await visitor(`/api/user/latest-news?cataId=${lane.ids.en_US}&pageSize=2&pageNo=3`, 'de_DE');
    expect(page3.body_.result.map((v: { title: string }) => v.title)).toEqual(['Eintrag 1']);
    const zh = await visitor(`/api/user/latest-news?cataId=${lane.ids.en_US}`, 'zh_CN');
    expect(zh.body_.pageable.totalCount).toBe(0);
    expect((await visitor('/api/user/latest-news?pageSize=101', 'en_US')).statusCode).toBe(400);
  });

  it('matches a folder and every folder below it', async () => {
    const top = await createFolder(ctx, token, { en_US: 'Insights' });
    const sub = await createFolder(ctx, token, { en_US: 'Legal Updates' }, { parentId: top.ids.en_US });
    const subsub = await createFolder(ctx, token, { en_US: 'Tax' }, { parentId: sub.ids.en_US });
    await createNews(ctx, token, top.ids.en_US!, { en_US: 'In top' });
    await createNews(ctx, token, subsub.ids.en_US!, { en_US: 'Deep down' });
    const fromTop = await visitor(`/api/user/latest-news?cataId=${top.ids.en_US}`, 'en_US');
    expect(fromTop.body_.result.map((v: { title: string }) => v.title).sort()).toEqual(['Deep down', 'In top']);
    const fromSub = await visitor(`/api/user/latest-news?cataId=${sub.ids.en_US}`, 'en_US');
    expect(fromSub.body_.result.map((v: { title: string }) => v.title)).toEqual(['Deep down']);
    expect((await visitor('/api/user/latest-news?cataId=999999', 'en_US')).body_.result).toEqual([]);
  });

  it('shows pinned items first and unpins them', async () => {
    const lane = await createFolder(ctx, token, { en_US: 'Pin lane' });
    const old = await createNews(ctx, token, lane.ids.en_US!, { en_US: 'Older' });
    await createNews(ctx, token, lane.ids.en_US!, { en_US: 'Newer' });
    const titles = async () =>
      (await visitor(`/api/user/latest-news?cataId=${lane.ids.en_US}`, 'en_US')).body_.result.map((v: { title: string }) => v.title);
    expect(await titles()).toEqual(['Newer', 'Older']);
    expect((await admin('PUT', `/api/admin/latest-news/pin?no=${old.no}`)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Older', 'Newer']);
    const adminList = await admin('GET', `/api/admin/latest-news?no=${old.no}`);
    expect(adminList.body_.result[0].top).toBe(1);
    await admin('PUT', `/api/admin/latest-news/unpin?no=${old.no}`);
    expect(await titles()).toEqual(['Newer', 'Older']);
    expect((await admin('PUT', '/api/admin/latest-news/pin?no=nothing-like-this')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/latest-news/pin')).statusCode).toBe(400);
  });

  it('answers a public detail in the visitor language, from any version id, and counts views', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Annual review', de_DE: 'Jahresrückblick' });
    const german = await visitor(`/api/user/latest-news/${item.ids.en_US}`, 'de_DE');
    expect(german.statusCode).toBe(200);
    expect(german.body_.result).toMatchObject({ id: item.ids.de_DE, lang: 'de_DE', title: 'Jahresrückblick', cataId: folder.ids.de_DE, cataName: 'Kanzleinachrichten' });
    expect(german.body_.result.content).toBe('<p>Jahresrückblick</p>');
    // No Chinese version: the version the id names.
    const fallback = await visitor(`/api/user/latest-news/${item.ids.en_US}`, 'zh_CN');
    expect(fallback.body_.result).toMatchObject({ id: item.ids.en_US, lang: 'en_US' });
    // Views are written in batches (content/view-counter.ts); the next batch, now.
    await ctx.app.services.views.flush();
    const again = await visitor(`/api/user/latest-news/${item.ids.de_DE}`, 'de_DE');
    expect(again.body_.result.views).toBe(2);
    await ctx.app.services.views.flush();
    const adminView = await admin('GET', `/api/admin/latest-news?no=${item.no}&lang=de_DE`);
    expect(adminView.body_.result[0].views).toBe(2);
    expect((await visitor('/api/user/latest-news/999999', 'en_US')).statusCode).toBe(404);
    expect((await visitor('/api/user/case-analysis/' + item.ids.en_US, 'en_US')).statusCode).toBe(404);
  });

  it('finds items by title case-insensitively and by no', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Brexit 100% explained_now' });
    const found = await admin('GET', '/api/admin/latest-news?title=BREXIT%20100%25');
    expect(found.body_.result.map((v: { no: string }) => v.no)).toEqual([item.no]);
    const literal = await admin('GET', '/api/admin/latest-news?title=%25');
    expect(literal.body_.result.every((v: { title: string }) => v.title.includes('%'))).toBe(true);
  });

  it('deletes an item in every language by no', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Going', de_DE: 'Weg', zh_CN: '删除' });
    expect((await admin('DELETE', `/api/admin/latest-news?no=${item.no}`)).statusCode).toBe(200);
    for (const [lang, id] of Object.entries(item.ids)) expect((await visitor(`/api/user/latest-news/${id}`, lang)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result).toEqual([]);
    expect((await admin('DELETE', `/api/admin/latest-news?no=${item.no}`)).statusCode).toBe(404);
  });

  it('stores rich text without scripts, event handlers or javascript: links in any case', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Safe' }, {
      content: '<p onclick="steal()" OnMouseOver="x()">Text<script>alert(1)</script><SCRIPT>alert(2)</SCRIPT></p>' +
        '<a href="JaVaScRiPt:alert(3)">a</a><a href=" javascript:alert(4)">b</a><img src="x" onerror="alert(5)"><iframe src="https://evil.example"></iframe>',
    });
    const stored = (await admin('GET', `/api/admin/latest-news?no=${item.no}`)).body_.result[0].content as string;
    expect(stored).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe/i);
    expect(stored).toContain('<p>Text</p>');
  });

  it('files cases in case folders only, and honours need no folder', async () => {
    const wrong = await admin('POST', '/api/admin/case-analysis', [{ lang: 'en_US', title: 'Deal', cataId: folder.ids.en_US, coverUrl: UPLOADED }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body_.result.fieldErrors[0]).toEqual({ field: '0.cataId', message: 'The folder belongs to another section.' });
    for (const field of ['lang', 'cataId', 'coverUrl', 'title']) {
      const element: Record<string, unknown> = { lang: 'en_US', title: 'Deal', cataId: caseFolder.ids.en_US, coverUrl: UPLOADED };
      delete element[field];
      const response = await admin('POST', '/api/admin/case-analysis', [element]);
      expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toContain(`0.${field}`);
    }
    const deal = await admin('POST', '/api/admin/case-analysis', [{ lang: 'en_US', title: 'Deal', cataId: caseFolder.ids.en_US, coverUrl: UPLOADED, content: '<p>Done</p>' }]);
    expect(deal.statusCode).toBe(200);
    const cases = await visitor(`/api/user/case-analysis?cataId=${caseFolder.ids.en_US}`, 'en_US');
    expect(cases.body_.result.map((v: { title: string }) => v.title)).toEqual(['Deal']);

    for (const field of ['lang', 'coverUrl', 'title']) {
      const element: Record<string, unknown> = { lang: 'en_US', title: 'Award', coverUrl: UPLOADED };
      delete element[field];
      const response = await admin('POST', '/api/admin/lawfirm-honour', [element]);
      expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toContain(`0.${field}`);
    }
    const honour = await admin('POST', '/api/admin/lawfirm-honour', [
      { lang: 'en_US', title: 'Ranked', coverUrl: UPLOADED, top: true },
      { lang: 'zh_CN', title: '上榜', coverUrl: UPLOADED },
    ]);
    expect(honour.statusCode).toBe(200);
    expect(honour.body_.result[0]).toMatchObject({ cataId: null, top: 1 });
    const honours = await visitor('/api/user/lawfirm-honour', 'zh_CN');
    expect(honours.body_.result.map((v: { title: string }) => v.title)).toEqual(['上榜']);
    const detail = await visitor(`/api/user/lawfirm-honour/${honour.body_.result[0].id}`, 'zh_CN');
    expect(detail.body_.result.title).toBe('上榜');
  });
});

describe.each(dialects)('articles without text on %s', (dialect) => {
  it('accepts an empty (null) content, as the admin sends for a new item without text', async () => {
    const ctx = await createTestContext(dialect);
    try {
      const token = (await ctx.staff('editor')).token;
      const response = await ctx.request({
        method: 'POST',
        url: '/api/admin/lawfirm-honour',
        headers: { authorization: token },
        payload: [{ lang: 'en_US', title: 'Ranked again', coverUrl: UPLOADED, content: null }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.body_.result[0].content).toBe('');
    } finally {
      await ctx.close();
    }
  });
});
