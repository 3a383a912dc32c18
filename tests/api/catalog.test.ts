import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews } from '../helpers/content.js';

describe.each(dialects)('catalog folders on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });

  it('creates a folder in three languages and answers with every version', async () => {
    const response = await call('POST', '/api/admin/catalog', [
      { lang: 'en_US', name: 'Firm News', type: 0 },
      { lang: 'de_DE', name: 'Kanzleinachrichten', type: 0 },
      { lang: 'zh_CN', name: '律所新闻', type: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toMatchObject({ lang: 'en_US', name: 'Firm News', type: 0, parentId: null, sort: expect.any(Number) });
    expect(result.no).toMatch(/^[a-f0-9]{32}$/);
    expect(result.versions.map((v: { lang: string }) => v.lang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
    const detail = await call('GET', `/api/admin/catalog/${result.versions[1].id}`);
    expect(detail.body_.result).toMatchObject({ id: result.versions[1].id, no: result.no, name: result.versions[1].name });
  });

  it('names each missing required field', async () => {
    const response = await call('POST', '/api/admin/catalog', [{}]);
    expect(response.statusCode).toBe(400);
    const fields = response.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['0.lang', '0.name', '0.type']);
    const messages = response.body_.result.fieldErrors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Please enter name');
    const empty = await call('POST', '/api/admin/catalog', []);
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a second version in one language with 409', async () => {
    const twice = await call('POST', '/api/admin/catalog', [
      { lang: 'en_US', name: 'A', type: 0 },
      { lang: 'en_US', name: 'B', type: 0 },
    ]);
    expect(twice.statusCode).toBe(409);
    const folder = await createFolder(ctx, token, { en_US: 'Only English' });
    const again = await call('PUT', '/api/admin/catalog', [{ no: folder.no, lang: 'en_US', name: 'Second English', type: 0 }]);
    expect(again.statusCode).toBe(409);
  });

  it('builds the tree per language, named in that language with children', async () => {
    const top = await createFolder(ctx, token, { en_US: 'Insights', de_DE: 'Einblicke' }, { type: 1 });
    const child = await createFolder(ctx, token, { en_US: 'Legal Updates', de_DE: 'Rechtsupdates' }, { type: 1, parentId: top.ids.de_DE });
    const tree = await call('GET', '/api/admin/catalog?type=1&lang=de_DE');
    expect(tree.statusCode).toBe(200);
    const insights = tree.body_.result.find((n: { no: string }) => n.no === top.no);
    expect(insights).toMatchObject({ id: top.ids.de_DE, name: 'Einblicke', lang: 'de_DE' });
    expect(insights.childrenList).toEqual([
      expect.objectContaining({ id: child.ids.de_DE, name: 'Rechtsupdates', parentId: top.ids.de_DE, childrenList: [] }),
    ]);
    // A language the folder lacks falls back to another one, so no folder disappears.
    const zh = await ctx.request({ method: 'GET', url: '/api/user/catalog?type=1', headers: { lang: 'zh_CN' } });
    expect(zh.body_.result.find((n: { no: string }) => n.no === top.no).childrenList).toHaveLength(1);
    const en = await ctx.request({ method: 'GET', url: '/api/user/catalog?type=1', headers: { lang: 'en_US' } });
    expect(en.body_.result.find((n: { no: string }) => n.no === top.no).name).toBe('Insights');
    // News folders are a different tree.
    const news = await call('GET', '/api/admin/catalog?type=0');
    expect(news.body_.result.some((n: { no: string }) => n.no === top.no)).toBe(false);
  });

  it('renames, adds a language and moves a folder in one update', async () => {
    const parent = await createFolder(ctx, token, { en_US: 'Parent' });
    const folder = await createFolder(ctx, token, { en_US: 'Events' });
    const update = await call('PUT', '/api/admin/catalog', [
      { id: folder.ids.en_US, lang: 'en_US', name: 'Events & Seminars', type: 0, parentId: parent.ids.en_US },
      { no: folder.no, lang: 'zh_CN', name: '活动', type: 0 },
    ]);
    expect(update.statusCode).toBe(200);
    expect(update.body_.result.parentId).toBe(parent.ids.en_US);
    expect(update.body_.result.versions.map((v: { name: string }) => v.name).sort()).toEqual(['Events & Seminars', '活动']);
    const cycle = await call('PUT', '/api/admin/catalog', [{ id: parent.ids.en_US, lang: 'en_US', name: 'Parent', type: 0, parentId: folder.ids.en_US }]);
    expect(cycle.statusCode).toBe(400);
    const unknownParent = await call('PUT', '/api/admin/catalog', [{ id: folder.ids.en_US, lang: 'en_US', name: 'X', type: 0, parentId: 999999 }]);
    expect(unknownParent.statusCode).toBe(400);
    expect(unknownParent.body_.result.fieldErrors[0].field).toBe('0.parentId');
    expect((await call('PUT', '/api/admin/catalog', [{ id: 999999, lang: 'en_US', name: 'X', type: 0 }])).statusCode).toBe(404);
  });

  it('refuses to delete a folder that holds folders or articles, and deletes an empty one in every language', async () => {
    const parent = await createFolder(ctx, token, { en_US: 'Holder', de_DE: 'Halter' });
    const child = await createFolder(ctx, token, { en_US: 'Child' }, { parentId: parent.ids.en_US });
    expect((await call('DELETE', `/api/admin/catalog/${parent.ids.de_DE}`)).statusCode).toBe(409);
    await createNews(ctx, token, child.ids.en_US!, { en_US: 'Filed here' });
    const withArticle = await call('DELETE', `/api/admin/catalog/${child.ids.en_US}`);
    expect(withArticle.statusCode).toBe(409);
    expect(withArticle.body_.message).toMatch(/still holds folders or articles/);

    const empty = await createFolder(ctx, token, { en_US: 'Empty', de_DE: 'Leer', zh_CN: '空' });
    expect((await call('DELETE', `/api/admin/catalog/${empty.ids.zh_CN}`)).statusCode).toBe(200);
    for (const id of Object.values(empty.ids)) expect((await call('GET', `/api/admin/catalog/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/catalog/999999')).statusCode).toBe(404);
  });

  it('reorders siblings with array-move semantics', async () => {
    const parent = await createFolder(ctx, token, { en_US: 'Sorting ground' });
    const folders: Record<string, { ids: Record<string, number> }> = {};
    for (const name of ['A', 'B', 'C', 'D']) folders[name] = await createFolder(ctx, token, { en_US: name }, { parentId: parent.ids.en_US });
    const order = async () => {
      const tree = await call('GET', '/api/admin/catalog?type=0&lang=en_US');
      return tree.body_.result.find((n: { id: number }) => n.id === parent.ids.en_US).childrenList.map((n: { name: string }) => n.name).join('');
    };
    expect(await order()).toBe('ABCD');
    const sort = (source: string, target: string) =>
      call('PUT', '/api/admin/catalog/sort', { sourceId: folders[source]!.ids.en_US, targetId: folders[target]!.ids.en_US });
    expect((await sort('A', 'C')).statusCode).toBe(200);
    expect(await order()).toBe('BCAD');
    await sort('D', 'B');
    expect(await order()).toBe('DBCA');
    await sort('A', 'D');
    expect(await order()).toBe('ADBC');
    expect((await call('PUT', '/api/admin/catalog/sort', { sourceId: 999999, targetId: folders.A!.ids.en_US })).statusCode).toBe(404);
    const missing = await call('PUT', '/api/admin/catalog/sort', {});
    expect(missing.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['sourceId', 'targetId']);
  });
});
