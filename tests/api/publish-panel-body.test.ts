/**
 * What the publish panel's save relies on (issue 46.1, decision 0070): the array write leaves a
 * language the body does not name exactly as it was, while an element sent as 'draft' for a live
 * version that did not change stores its text as "unpublished changes". So the panel's save leaves
 * a language neither chosen nor changed out of the body, and publishes one language with an
 * element of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

interface Version {
  lang: string;
  title: string;
  state: string;
  hasPendingChanges: boolean;
}

describe.each(dialects)('the publish panel body on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let cataId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    cataId = (await createFolder(ctx, token, { en_US: 'Panel folder' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const element = (news: { no: string; ids: Record<string, number> }, lang: string, title: string, state: 'draft' | 'published') => ({
    id: news.ids[lang], no: news.no, lang, title, state, cataId, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, note: `${title} in short`,
  });
  const put = (body: unknown[]) => ctx.request({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token }, payload: body });
  const read = async (no: string) => {
    const response = await ctx.request({ method: 'GET', url: `/api/admin/latest-news?no=${no}&pageSize=10`, headers: { authorization: token } });
    return Object.fromEntries((response.body_.result as Version[]).map((v) => [v.lang, v]));
  };

  it('publishes the one language named and leaves the languages left out as they were', async () => {
    const news = await createNews(ctx, token, cataId, { de_DE: 'Entwurf', en_US: 'Draft', zh_CN: '草稿' }, { state: 'draft' });
    expect((await put([element(news, 'en_US', 'Draft', 'published')])).statusCode).toBe(200);
    const saved = await read(news.no);
    expect(saved.en_US).toMatchObject({ state: 'published', hasPendingChanges: false });
    expect(saved.de_DE).toMatchObject({ state: 'draft', title: 'Entwurf', hasPendingChanges: false });
    expect(saved.zh_CN).toMatchObject({ state: 'draft', title: '草稿', hasPendingChanges: false });
  });

  it("marks an unchanged live version sent as 'draft' with unpublished changes, which is why the panel leaves it out", async () => {
    const news = await createNews(ctx, token, cataId, { en_US: 'Live', de_DE: 'Live DE' }, { state: 'published' });
    const chinese = await ctx.request({
      method: 'PUT',
      url: '/api/admin/latest-news',
      headers: { authorization: token },
      payload: [{ no: news.no, lang: 'zh_CN', title: '草稿', state: 'draft', cataId, coverUrl: UPLOADED, isLink: 0, content: '<p>草稿</p>' }],
    });
    expect(chinese.statusCode).toBe(200);
    const zh = (chinese.body_.result as { id: number; lang: string }[]).find((v) => v.lang === 'zh_CN')!;
    // Chinese published, German sent unchanged as a draft, English left out.
    const body = [element(news, 'de_DE', 'Live DE', 'draft'), { ...element({ no: news.no, ids: { zh_CN: zh.id } }, 'zh_CN', '草稿', 'published') }];
    expect((await put(body)).statusCode).toBe(200);
    const saved = await read(news.no);
    expect(saved.zh_CN).toMatchObject({ state: 'published', hasPendingChanges: false });
    expect(saved.de_DE).toMatchObject({ state: 'published', title: 'Live DE', hasPendingChanges: true });
    expect(saved.en_US).toMatchObject({ state: 'published', title: 'Live', hasPendingChanges: false });
  });
});
