/**
 * Signed preview links (issue 13.2, decision 0025): who may make one, what it holds (the element
 * validated and sanitised as a save would), which page it names, and that it stops working at its
 * expiry. The time is moved with a fake clock (only `Date`), never waited for.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_REVIEWER } from '../../contract/roles.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea, UPLOADED } from '../helpers/content.js';

const HOUR = 3600_000;

describe('PREVIEW_LINK_TTL', () => {
  it('is an hour by default and takes seconds or a number with a unit', () => {
    expect(loadConfig({}).previewLinkTtlMs).toBe(HOUR);
    expect(loadConfig({ PREVIEW_LINK_TTL: '600' }).previewLinkTtlMs).toBe(600_000);
    expect(loadConfig({ PREVIEW_LINK_TTL: '90m' }).previewLinkTtlMs).toBe(90 * 60_000);
    expect(loadConfig({ PREVIEW_LINK_TTL: '2d' }).previewLinkTtlMs).toBe(2 * 86_400_000);
  });

  it.each(['0', '30s', '31d', 'an hour', '1w', '-5'])('refuses %s and names the variable', (value) => {
    expect(() => loadConfig({ PREVIEW_LINK_TTL: value })).toThrow(ConfigError);
    try {
      loadConfig({ PREVIEW_LINK_TTL: value });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.variable)).toEqual(['PREVIEW_LINK_TTL']);
    }
  });
});

describe.each(dialects)('preview links on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let reviewer: string;
  let cataId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { PREVIEW_LINK_TTL: '90m' } });
    editor = (await ctx.staff('editor')).token;
    const account = `reviewer-${dialect}`;
    const password = 'Reviewer password 2026';
    await ctx.app.services.users.create({ loginAccount: account, password, roleId: ROLE_REVIEWER });
    reviewer = (await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: account, password } })).body_.result;
    cataId = (await createFolder(ctx, editor, { en_US: 'Updates' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const preview = (payload: unknown, token: string | null = editor, lang = 'en_US') =>
    ctx.request({ method: 'POST', url: '/api/admin/previews', payload: payload as object, headers: { lang, ...(token ? { authorization: token } : {}) } });

  const newsElement = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({ lang, title, cataId, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, ...extra });

  /** The token of a link's address. */
  const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('preview')!;

  it('makes a link to the item\'s page in the language previewed, expiring after PREVIEW_LINK_TTL', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Stored title', de_DE: 'Gespeicherter Titel' });
    const before = Date.now();
    const response = await preview({ entity: 'news', no: news.no, lang: 'de_DE', element: newsElement('de_DE', 'Ungespeicherter Titel') });
    expect(response.statusCode).toBe(200);
    const { url, expiresTime } = response.body_.result as { url: string; expiresTime: string };
    expect(url).toMatch(new RegExp(`^/news/detail/${news.ids.de_DE}\\?lang=de_DE&preview=[A-Za-z0-9_-]{43}$`));
    const lifetime = Date.parse(expiresTime) - before;
    expect(lifetime).toBeGreaterThanOrEqual(90 * 60_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(90 * 60_000 + 5000);

    const shown = await ctx.app.services.previews.article(tokenOf(url), 'news', news.ids.de_DE!);
    expect(shown).toMatchObject({ state: 'valid', lang: 'de_DE', expiresTime, view: { id: news.ids.de_DE, title: 'Ungespeicherter Titel', content: '<p>Ungespeicherter Titel</p>' } });
    // Any version's address of the item opens it: the page shows the item, in the link's language.
    const viaOther = await ctx.app.services.previews.article(tokenOf(url), 'news', news.ids.en_US!);
    expect(viaOther).toMatchObject({ state: 'valid', view: { lang: 'de_DE', title: 'Ungespeicherter Titel' } });
    // Nothing was saved, and the link counted no view.
    const stored = await ctx.request({ method: 'GET', url: `/api/admin/latest-news?no=${news.no}`, headers: { authorization: editor } });
    expect(stored.body_.result.map((v: { title: string; views: number }) => [v.title, v.views]).sort()).toEqual([['Gespeicherter Titel', 0], ['Stored title', 0]]);
  });

  it('stores only the SHA-256 of the token', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Hashed' });
    const { url } = (await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Hashed, edited') })).body_.result;
    const token = tokenOf(url);
    const rows = await ctx.app.db.selectFrom('preview').select(['token_hash', 'entity', 'item_no', 'lang', 'content']).where('item_no', '=', news.no).execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), entity: 'news', item_no: news.no, lang: 'en_US', content: expect.any(String) }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('names the item\'s first version when the language previewed has none yet, and shows the new language there', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Only English' });
    const { url } = (await preview({ entity: 'news', no: news.no, lang: 'zh_CN', element: newsElement('zh_CN', '中文标题') })).body_.result;
    expect(url).toMatch(new RegExp(`^/news/detail/${news.ids.en_US}\\?lang=zh_CN&preview=`));
    const shown = await ctx.app.services.previews.article(tokenOf(url), 'news', news.ids.en_US!);
    expect(shown).toMatchObject({ state: 'valid', lang: 'zh_CN', view: { lang: 'zh_CN', title: '中文标题' } });
  });

  it('makes links for cases, honours, lawyers, practice areas and banners, each to its own page', async () => {
    const auth = { authorization: editor };
    const caseItem = (await ctx.request({ method: 'POST', url: '/api/admin/case-analysis', headers: auth, payload: [{ lang: 'en_US', title: 'Case', cataId: (await createFolder(ctx, editor, { en_US: 'Deals' }, { type: 1 })).ids.en_US, coverUrl: UPLOADED }] })).body_.result[0];
    const honour = (await ctx.request({ method: 'POST', url: '/api/admin/lawfirm-honour', headers: auth, payload: [{ lang: 'en_US', title: 'Honour', coverUrl: UPLOADED }] })).body_.result[0];
    const lawyer = (await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', headers: auth, payload: [{ lang: 'en_US', name: 'Ada Stored', email: 'ada@example.com' }] })).body_.result;
    const field = await createPracticeArea(ctx, editor, { en_US: 'Arbitration' });
    const banner = (await ctx.request({ method: 'POST', url: '/api/admin/banner', headers: auth, payload: [{ lang: 'en_US', imgPath: UPLOADED, title: 'Stored banner' }] })).body_.result;

    const cases: [string, string, Record<string, unknown>, string][] = [
      ['case', caseItem.no, { lang: 'en_US', title: 'Case, edited', cataId: caseItem.cataId, coverUrl: UPLOADED }, `/case/detail/${caseItem.id}`],
      ['honour', honour.no, { lang: 'en_US', title: 'Honour, edited', coverUrl: UPLOADED }, `/honor/detail/${honour.id}`],
      ['lawyer', lawyer.no, { lang: 'en_US', name: 'Ada Edited', intro: '<p>New biography</p>' }, `/people/detail/${lawyer.id}`],
      ['practiceArea', field.no, { lang: 'en_US', name: 'Arbitration, edited', introduce: '<p>New introduction</p>' }, `/expertises/detail/${field.ids.en_US}`],
      ['banner', banner.no, { lang: 'en_US', imgPath: UPLOADED, title: 'Banner, edited', subTitle: 'Unsaved' }, '/home'],
    ];
    const urls: Record<string, string> = {};
    for (const [entity, no, element, path] of cases) {
      const response = await preview({ entity, no, lang: 'en_US', element });
      expect(response.statusCode, entity).toBe(200);
      expect(response.body_.result.url, entity).toMatch(new RegExp(`^${path}\\?lang=en_US&preview=[A-Za-z0-9_-]{43}$`));
      urls[entity] = response.body_.result.url;
    }
    const { previews } = ctx.app.services;
    expect(await previews.article(tokenOf(urls.case!), 'case', caseItem.id)).toMatchObject({ state: 'valid', view: { title: 'Case, edited' } });
    expect(await previews.article(tokenOf(urls.honour!), 'honour', honour.id)).toMatchObject({ state: 'valid', view: { title: 'Honour, edited' } });
    // A field the element leaves out keeps what is stored (the e-mail).
    expect(await previews.lawyer(tokenOf(urls.lawyer!), lawyer.id)).toMatchObject({ state: 'valid', view: { name: 'Ada Edited', intro: '<p>New biography</p>', email: 'ada@example.com' } });
    expect(await previews.practiceArea(tokenOf(urls.practiceArea!), field.ids.en_US!)).toMatchObject({ state: 'valid', view: { name: 'Arbitration, edited', introduce: '<p>New introduction</p>' } });
    expect(await previews.banner(tokenOf(urls.banner!))).toMatchObject({ state: 'valid', view: { no: banner.no, title: 'Banner, edited', subTitle: 'Unsaved' } });
    // A link opens only its own kind of page and its own item.
    expect(await previews.article(tokenOf(urls.case!), 'news', caseItem.id)).toEqual({ state: 'refused' });
    expect(await previews.article(tokenOf(urls.honour!), 'honour', caseItem.id)).toEqual({ state: 'refused' });
    expect(await previews.lawyer(tokenOf(urls.practiceArea!), lawyer.id)).toEqual({ state: 'refused' });
  });

  // Issue 46.2, decision 0072: a new item is previewed before its first save.
  it('makes a link for the unsaved values of a new item, with no `no`, that opens at its page\'s `new` address', async () => {
    // No folder and no cover yet: a preview does without them, not without the title.
    const response = await preview({ entity: 'news', lang: 'en_US', element: { lang: 'en_US', title: 'Not saved anywhere', isLink: 0, content: '<p>Typed only</p>', coverUrl: undefined } });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.body_.result as { url: string };
    expect(url).toMatch(/^\/news\/detail\/new\?lang=en_US&preview=[A-Za-z0-9_-]{43}$/);
    const { previews } = ctx.app.services;
    expect(await previews.article(tokenOf(url), 'news', 'new')).toMatchObject({
      state: 'valid',
      lang: 'en_US',
      view: { id: 0, no: '', title: 'Not saved anywhere', content: '<p>Typed only</p>', cataId: null, cataName: null, coverUrl: '', views: 0 },
    });
    // The folder given is named on the page; nothing was saved.
    const named = await preview({ entity: 'news', lang: 'en_US', element: newsElement('en_US', 'With a folder') });
    expect(await previews.article(tokenOf(named.body_.result.url), 'news', 'new')).toMatchObject({ state: 'valid', view: { cataId, cataName: 'Updates', coverUrl: UPLOADED } });
    const stored = await ctx.app.db.selectFrom('article_version').select('id').where('title', 'in', ['Not saved anywhere', 'With a folder']).execute();
    expect(stored).toEqual([]);
    // A new item's link opens nowhere else, and a saved item's link not at `new`.
    const saved = await createNews(ctx, editor, cataId, { en_US: 'Saved one' });
    expect(await previews.article(tokenOf(url), 'news', saved.ids.en_US!)).toEqual({ state: 'refused' });
    expect(await previews.article(tokenOf(url), 'case', 'new')).toEqual({ state: 'refused' });
    const savedLink = (await preview({ entity: 'news', no: saved.no, lang: 'en_US', element: newsElement('en_US', 'Saved, edited') })).body_.result.url;
    expect(await previews.article(tokenOf(savedLink), 'news', 'new')).toEqual({ state: 'refused' });
    // Who made it is in the audit log, as for any link.
    const audit = await ctx.app.db.selectFrom('audit_entry').select(['entity', 'item_no']).where('entity', '=', 'previewLink').orderBy('id', 'desc').limit(4).execute();
    expect(audit.map((a) => a.item_no)).toContain(null);
  });

  it('makes links for new cases, honours, people, practice areas and banners', async () => {
    const caseFolder = (await createFolder(ctx, editor, { en_US: 'New deals' }, { type: 1 })).ids.en_US!;
    const cases: [string, Record<string, unknown>, string][] = [
      ['case', { lang: 'en_US', title: 'New case', cataId: caseFolder }, '/case/detail/new'],
      ['honour', { lang: 'en_US', title: 'New honour' }, '/honor/detail/new'],
      ['lawyer', { lang: 'en_US', name: 'Nia New', email: 'nia@example.com', intro: '<p>Joined today</p>' }, '/people/detail/new'],
      ['practiceArea', { lang: 'en_US', name: 'Space law', introduce: '<p>Orbits</p>' }, '/expertises/detail/new'],
      ['banner', { lang: 'en_US', imgPath: UPLOADED, title: 'New banner' }, '/home'],
    ];
    const urls: Record<string, string> = {};
    for (const [entity, element, path] of cases) {
      const response = await preview({ entity, lang: 'en_US', element });
      expect(response.statusCode, `${entity}: ${response.body}`).toBe(200);
      expect(response.body_.result.url, entity).toMatch(new RegExp(`^${path}\\?lang=en_US&preview=[A-Za-z0-9_-]{43}$`));
      urls[entity] = response.body_.result.url;
    }
    const { previews } = ctx.app.services;
    expect(await previews.article(tokenOf(urls.case!), 'case', 'new')).toMatchObject({ state: 'valid', view: { title: 'New case', cataId: caseFolder, cataName: 'New deals' } });
    expect(await previews.article(tokenOf(urls.honour!), 'honour', 'new')).toMatchObject({ state: 'valid', view: { title: 'New honour', coverUrl: '' } });
    expect(await previews.lawyer(tokenOf(urls.lawyer!), 'new')).toMatchObject({ state: 'valid', view: { name: 'Nia New', email: 'nia@example.com', intro: '<p>Joined today</p>', jobs: [], office: null } });
    expect(await previews.practiceArea(tokenOf(urls.practiceArea!), 'new')).toMatchObject({ state: 'valid', view: { name: 'Space law', introduce: '<p>Orbits</p>' } });
    expect(await previews.banner(tokenOf(urls.banner!))).toMatchObject({ state: 'valid', view: { no: '', title: 'New banner', imgPath: UPLOADED } });
  });

  it('validates a new item\'s element as a save would, except for its folder and cover, naming the field', async () => {
    const noTitle = await preview({ entity: 'news', lang: 'en_US', element: { lang: 'en_US', title: '', isLink: 0 } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body_.result.fieldErrors).toEqual([{ field: 'element.title', message: 'Please enter title' }]);
    const badCover = await preview({ entity: 'honour', lang: 'en_US', element: { lang: 'en_US', title: 'Honour', coverUrl: 'javascript:alert(1)' } });
    expect(badCover.statusCode).toBe(400);
    expect(badCover.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['element.coverUrl']);
    const linkOnly = await preview({ entity: 'news', lang: 'en_US', element: { lang: 'en_US', title: 'Link', isLink: 1 } });
    expect(linkOnly.statusCode).toBe(400);
    expect(linkOnly.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['element.contentUrl']);
    const noName = await preview({ entity: 'lawyer', lang: 'en_US', element: { lang: 'en_US', name: ' ', email: 'not an address' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['element.email', 'element.name']);
    const noImage = await preview({ entity: 'banner', lang: 'en_US', element: { lang: 'en_US', title: 'No picture' } });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['element.imgPath']);
  });

  it('stops working at its expiry, and expired links are deleted when the next one is made', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Expiring' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { url, expiresTime } = (await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Soon gone') })).body_.result;
    const token = tokenOf(url);
    vi.setSystemTime(Date.parse(expiresTime) - 1000);
    expect(await ctx.app.services.previews.article(token, 'news', news.ids.en_US!)).toMatchObject({ state: 'valid' });
    vi.setSystemTime(Date.parse(expiresTime));
    expect(await ctx.app.services.previews.article(token, 'news', news.ids.en_US!)).toEqual({ state: 'refused' });
    const hash = createHash('sha256').update(token).digest('hex');
    const rowCount = async () => (await ctx.app.db.selectFrom('preview').select('id').where('token_hash', '=', hash).execute()).length;
    expect(await rowCount()).toBe(1);
    await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Next one') });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['garbled', 'not a token'],
    ['too short', 'abc_DEF-123'],
    ['well-formed but unknown', 'A'.repeat(43)],
  ])('opens nothing with a token %s', async (_name, token) => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Guarded' });
    const { url } = (await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Secret draft') })).body_.result;
    expect(tokenOf(url)).not.toBe(token);
    expect(await ctx.app.services.previews.article(token, 'news', news.ids.en_US!)).toEqual(token === null ? { state: 'none' } : { state: 'refused' });
  });

  it('may be made by editors, reviewers and administrators; not without signing in', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Roles' });
    const body = { entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Roles, edited') };
    expect((await preview(body, editor)).statusCode).toBe(200);
    expect((await preview(body, reviewer)).statusCode).toBe(200);
    expect((await preview(body, (await ctx.staff('administrator')).token)).statusCode).toBe(200);
    const anonymous = await preview(body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body_).toEqual({ status: 401, message: 'login expired, please log in again', result: null });
  });

  it('validates the element as the save does, naming the field in words', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Validated' });
    const noTitle = await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', '', { title: '' }) });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body_.result.fieldErrors).toEqual([{ field: 'element.title', message: 'Please enter title' }]);
    // The news element's own rule: an external article needs its address.
    const linkOnly = await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Link', { isLink: 1, contentUrl: '' }) });
    expect(linkOnly.statusCode).toBe(400);
    expect(linkOnly.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['element.contentUrl']);
    const german = await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('de_DE', 'Titel') }, editor, 'de_DE');
    expect(german.statusCode).toBe(400);
    expect(german.body_.result.fieldErrors).toEqual([{ field: 'element.lang', message: 'Die Sprache des Inhalts muss die der Vorschau sein' }]);
    const unknownEntity = await preview({ entity: 'office', no: news.no, lang: 'en_US', element: newsElement('en_US', 'x') });
    expect(unknownEntity.statusCode).toBe(400);
    // A lawyer's element is a lawyer's: a news element lacks the name.
    const wrongShape = await preview({ entity: 'lawyer', no: news.no, lang: 'en_US', element: newsElement('en_US', 'x') });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toContain('element.name');
  });

  it('answers 404 for an item that does not exist or is of another kind', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'A news item' });
    const missing = await preview({ entity: 'news', no: 'f'.repeat(32), lang: 'en_US', element: newsElement('en_US', 'x') });
    expect(missing.statusCode).toBe(404);
    const asHonour = await preview({ entity: 'honour', no: news.no, lang: 'en_US', element: { lang: 'en_US', title: 'x', coverUrl: UPLOADED } });
    expect(asHonour.statusCode).toBe(404);
  });

  it('sanitises rich text exactly as a save does', async () => {
    const news = await createNews(ctx, editor, cataId, { en_US: 'Sanitised' });
    const dirty = '<p onclick="steal()">Hello<script>alert(1)</script> <a href="JaVaScRiPt:alert(1)">link</a> <img src="https://tracker.example/p.gif"></p>';
    const { url } = (await preview({ entity: 'news', no: news.no, lang: 'en_US', element: newsElement('en_US', 'Sanitised', { content: dirty }) })).body_.result;
    const shown = await ctx.app.services.previews.article(tokenOf(url), 'news', news.ids.en_US!);
    const saved = await ctx.request({ method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: editor }, payload: [newsElement('en_US', 'Sanitised', { id: news.ids.en_US, content: dirty })] });
    expect(shown.state === 'valid' && shown.view.content).toBe(saved.body_.result[0].content);
    expect(saved.body_.result[0].content).toBe('<p>Hello <a>link</a> </p>');

    const lawyer = (await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: editor }, payload: [{ lang: 'en_US', name: 'Bo' }] })).body_.result;
    const lawyerLink = await preview({ entity: 'lawyer', no: lawyer.no, lang: 'en_US', element: { lang: 'en_US', name: 'Bo', intro: dirty, customContents: [{ title: 'More', content: dirty }] } });
    const lawyerShown = await ctx.app.services.previews.lawyer(tokenOf(lawyerLink.body_.result.url), lawyer.id);
    expect(lawyerShown).toMatchObject({ state: 'valid', view: { intro: '<p>Hello <a>link</a> </p>', customContents: [{ title: 'More', content: '<p>Hello <a>link</a> </p>' }] } });
  });
});
