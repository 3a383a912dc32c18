/**
 * A version live now cannot be given a later publish time (found by an audit, 2026-12-06): the
 * publish panel's "At a time" on a live language sent `published` with that time, and the server
 * wrote it on the live row, so the page went off the site (404, out of lists, sitemap and search)
 * until then while the panel said "goes live then". Now refused with 409 in words, nothing
 * written; a version not live yet is scheduled as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('a later publish time for a live version on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let cataId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    cataId = (await createFolder(ctx, editor, { en_US: 'Live' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
  const update = (payload: unknown, lang = 'en_US') => ctx.request({ method: 'PUT', url: '/api/admin/latest-news', payload: payload as object, headers: { authorization: editor, lang } });
  const element = (id: number, title: string, extra: Record<string, unknown>) => ({ id, lang: 'en_US', title, cataId, coverUrl: UPLOADED, isLink: 0, ...extra });
  const publicTitle = async (id: number) => (await ctx.request({ method: 'GET', url: `/api/user/latest-news/${id}`, headers: { lang: 'en_US' } })).body_.result?.title;

  it.each(['published', 'draft'])('refuses it for a %s save with 409 in words and keeps the page live as it was', async (state) => {
    const news = await createNews(ctx, editor, cataId, { en_US: `Live ${state}` });
    const id = news.ids.en_US!;
    const refused = await update([element(id, `Edited ${state}`, { state, publishTime: tomorrow() })]);
    expect(refused.statusCode).toBe(409);
    expect(refused.body_.message).toBe('This language is live: a later publish time would take its page off the site until then. Publish its changes now, or save them as unpublished changes.');
    const german = await update([element(id, `Edited ${state}`, { state, publishTime: tomorrow() })], 'de_DE');
    expect(german.body_.message).toMatch(/^Diese Sprache ist online/);
    expect(await publicTitle(id)).toBe(`Live ${state}`);
    const row = await ctx.app.db.selectFrom('article_version').select(['publish_time', 'pending', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ publish_time: null, pending: null, title: `Live ${state}` });
  });

  it('still schedules a version that is not live, and takes a live one\'s changes now or as unpublished changes', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Waiting' }, { state: 'draft' });
    const id = news.ids.en_US!;
    const scheduled = await update([element(id, 'Waiting', { state: 'published', publishTime: tomorrow() })]);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.body_.result[0].state).toBe('scheduled');
    // Moving its time again while it waits is allowed too.
    expect((await update([element(id, 'Waiting', { state: 'published', publishTime: tomorrow() })])).statusCode).toBe(200);

    const live = await createNews(ctx, editor, cataId, { en_US: 'Live now' });
    const liveId = live.ids.en_US!;
    expect((await update([element(liveId, 'Live, changed now', { state: 'published' })])).statusCode).toBe(200);
    expect(await publicTitle(liveId)).toBe('Live, changed now');
    const saved = await update([element(liveId, 'Live, changes saved', { state: 'draft' })]);
    expect(saved.statusCode).toBe(200);
    expect(await publicTitle(liveId)).toBe('Live, changed now');
  });

  it('keeps the item\'s shared facts of a save scheduled for later off the languages already live, until a publication now', async () => {
    const made = await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', payload: [{ lang: 'en_US', name: 'Deal Partner' }], headers: { authorization: editor } });
    const partner = (made.body_.result as { id: number }).id;
    const news = await createNews(ctx, editor, cataId, { en_US: 'Deals desk' });
    const added = await ctx.request({ method: 'PUT', url: '/api/admin/latest-news', payload: [{ ...element(0, 'Transaktionen', { state: 'draft' }), id: undefined, lang: 'de_DE', no: news.no }], headers: { authorization: editor } });
    expect(added.statusCode, added.body).toBe(200);
    const german = (added.body_.result as { id: number; lang: string }[]).find((v) => v.lang === 'de_DE')!.id;
    // The German text of an embargoed deal, its partner as key contact, goes live tomorrow.
    const scheduled = await update([{ ...element(german, 'Übernahme von X', { state: 'published', publishTime: tomorrow(), lawyerIds: [partner] }), lang: 'de_DE' }]);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const english = await ctx.request({ method: 'GET', url: `/api/user/latest-news/${news.ids.en_US}`, headers: { lang: 'en_US' } });
    expect(english.body_.result.lawyerIds).toEqual([]);
    // Published now (the English version), the facts go live with it.
    expect((await update([element(news.ids.en_US!, 'Deals desk', { state: 'published' })])).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/user/latest-news/${news.ids.en_US}`, headers: { lang: 'en_US' } })).body_.result.lawyerIds).toEqual([partner]);
  });

  it('gives an item nobody sees yet the facts of a save scheduled for later at once: they go live with it', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Not yet' }, { state: 'draft' });
    const id = news.ids.en_US!;
    const scheduled = await update([element(id, 'Not yet', { state: 'published', publishTime: tomorrow(), top: 1 })]);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const row = await ctx.app.db.selectFrom('article').select(['top', 'pending_facts']).where('no', '=', news.no).executeTakeFirstOrThrow();
    expect(row).toEqual({ top: 1, pending_facts: null });
  });

  it('refuses it for a person too (every publishable kind shares the rule)', async () => {
    const made = await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', payload: [{ lang: 'en_US', name: 'Ada Live' }], headers: { authorization: editor } });
    expect(made.statusCode, made.body).toBe(200);
    const person = made.body_.result as { id: number };
    const refused = await ctx.request({ method: 'PUT', url: '/api/admin/lawyerTeam', payload: [{ id: person.id, lang: 'en_US', name: 'Ada Later', publishTime: tomorrow() }], headers: { authorization: editor, lang: 'en_US' } });
    expect(refused.statusCode).toBe(409);
  });
});
