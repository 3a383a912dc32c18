/**
 * Drafts and publishing (issue 13.1, decision 0023): a version is a draft or published; public
 * calls, pages' data and the sitemap never show a draft; a published version saved as a draft
 * keeps its live text until published; a write that names no state publishes, as the spec's
 * clients expect; reviewers save drafts and cannot publish.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('drafts of news items on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let reviewer: string;
  let folder: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    reviewer = (await ctx.staff('reviewer')).token;
    folder = await createFolder(ctx, editor, { en_US: 'Firm News' });
  });
  afterAll(async () => ctx.close());

  const as = (token: string, method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang = 'en_US') => ctx.request({ method: 'GET', url, headers: { lang } });
  const element = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
    lang, title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title} text</p>`, ...extra,
  });
  const titlesSeen = async (lang = 'en_US') =>
    ((await visitor('/api/user/latest-news?pageSize=50', lang)).body_.result as { title: string }[]).map((i) => i.title);

  it('keeps a draft away from the public list, the detail call and the sitemap, and publishes it on request', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Quiet merger', { state: 'draft' }), element('de_DE', 'Stille Fusion', { state: 'draft' })]);
    expect(created.statusCode).toBe(200);
    const versions = created.body_.result as { id: number; no: string; lang: string; state: string; hasPendingChanges: boolean }[];
    expect(versions.map((v) => v.state)).toEqual(['draft', 'draft']);
    const en = versions.find((v) => v.lang === 'en_US')!;
    expect(await titlesSeen()).not.toContain('Quiet merger');
    expect((await visitor(`/api/user/latest-news/${en.id}`)).statusCode).toBe(404);
    const sitemap = await ctx.app.services.news.versionIndex();
    expect(sitemap.map((v) => v.id)).not.toContain(en.id);

    const admin = await as(editor, 'GET', `/api/admin/latest-news?no=${en.no}`);
    expect(admin.body_.result.map((v: { title: string }) => v.title).sort()).toEqual(['Quiet merger', 'Stille Fusion']);

    const published = await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${en.no}&lang=en_US`);
    expect(published.statusCode).toBe(200);
    const states = Object.fromEntries((published.body_.result as { lang: string; state: string }[]).map((v) => [v.lang, v.state]));
    expect(states).toEqual({ en_US: 'published', de_DE: 'draft' });
    expect(await titlesSeen()).toContain('Quiet merger');
    expect(await titlesSeen('de_DE')).not.toContain('Stille Fusion');
    expect((await visitor(`/api/user/latest-news/${en.id}`)).body_.result.title).toBe('Quiet merger');
    // The German visitor asking for the English id is shown the English version: the German one is a draft.
    expect((await visitor(`/api/user/latest-news/${en.id}`, 'de_DE')).body_.result.lang).toBe('en_US');

    await as(editor, 'PUT', `/api/admin/latest-news/unpublish?no=${en.no}`);
    expect(await titlesSeen()).not.toContain('Quiet merger');
  });

  it('publishes a write that names no state, as the spec\'s clients expect', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Plain client news')]);
    expect(created.body_.result[0].state).toBe('published');
    expect(await titlesSeen()).toContain('Plain client news');
  });

  it('keeps the published text live while changes are saved as a draft, until they are published', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Live headline')]);
    const { id, no } = created.body_.result[0];
    const saved = await as(editor, 'PUT', '/api/admin/latest-news', [element('en_US', 'Work in progress', { id, state: 'draft' })]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body_.result[0]).toMatchObject({ title: 'Work in progress', content: '<p>Work in progress text</p>', state: 'published', hasPendingChanges: true });
    const live = await visitor(`/api/user/latest-news/${id}`);
    expect(live.body_.result).toMatchObject({ title: 'Live headline', content: '<p>Live headline text</p>' });
    expect(await titlesSeen()).toContain('Live headline');
    expect(await titlesSeen()).not.toContain('Work in progress');

    const published = await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
    expect(published.body_.result[0]).toMatchObject({ title: 'Work in progress', hasPendingChanges: false, state: 'published' });
    expect((await visitor(`/api/user/latest-news/${id}`)).body_.result.title).toBe('Work in progress');
  });

  it('keeps unpublished changes as the draft\'s text when a version with pending changes is unpublished', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'First words')]);
    const { id, no } = created.body_.result[0];
    await as(editor, 'PUT', '/api/admin/latest-news', [element('en_US', 'Second words', { id, state: 'draft' })]);
    const unpublished = await as(editor, 'PUT', `/api/admin/latest-news/unpublish?no=${no}`);
    expect(unpublished.body_.result[0]).toMatchObject({ title: 'Second words', state: 'draft', hasPendingChanges: false });
  });

  it('lets a reviewer save drafts only: no publishing, no schedule, no visible change', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Approved text')]);
    const { id, no } = created.body_.result[0];
    // A reviewer's write naming no state is a draft; the live text stays.
    const saved = await as(reviewer, 'PUT', '/api/admin/latest-news', [element('en_US', 'Reviewer suggestion', { id })]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body_.result[0]).toMatchObject({ title: 'Reviewer suggestion', hasPendingChanges: true });
    expect((await visitor(`/api/user/latest-news/${id}`)).body_.result.title).toBe('Approved text');
    const fresh = await as(reviewer, 'POST', '/api/admin/latest-news', [element('en_US', 'Reviewer draft')]);
    expect(fresh.body_.result[0].state).toBe('draft');
    expect(await titlesSeen()).not.toContain('Reviewer draft');

    for (const refused of [
      await as(reviewer, 'PUT', '/api/admin/latest-news', [element('en_US', 'Sneaked', { id, state: 'published' })]),
      await as(reviewer, 'PUT', '/api/admin/latest-news', [element('en_US', 'Timed', { id, publishTime: '2030-01-01T00:00:00Z' })]),
      await as(reviewer, 'PUT', `/api/admin/latest-news/publish?no=${no}`),
      await as(reviewer, 'PUT', `/api/admin/latest-news/unpublish?no=${no}`),
      await as(reviewer, 'DELETE', `/api/admin/latest-news?no=${no}`),
      await as(reviewer, 'PUT', `/api/admin/latest-news/pin?no=${no}`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body_.message).toBe('Your role does not allow this action.');
    }
    expect((await visitor(`/api/user/latest-news/${id}`)).body_.result.title).toBe('Approved text');
    // The editor publishes what the reviewer wrote.
    await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
    expect((await visitor(`/api/user/latest-news/${id}`)).body_.result.title).toBe('Reviewer suggestion');
  });

  it('lets search find the live text only, and the changes once they are published', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Maritime arbitration award')]);
    const { id, no } = created.body_.result[0];
    await as(editor, 'PUT', '/api/admin/latest-news', [element('en_US', 'Shipping tribunal ruling', { id, state: 'draft' })]);
    const found = async (q: string) => JSON.stringify((await visitor(`/api/user/search?q=${encodeURIComponent(q)}`)).body_.result);
    expect(await found('tribunal')).not.toContain('Shipping tribunal ruling');
    expect(await found('maritime')).toContain('Maritime');
    await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
    expect(await found('tribunal')).toContain('Shipping');
    expect(await found('maritime')).not.toContain('Maritime');
  });

  it('answers 404 for publishing an unknown item or a language it lacks, recording nothing', async () => {
    expect((await as(editor, 'PUT', '/api/admin/latest-news/publish?no=nothing')).statusCode).toBe(404);
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'English only', { state: 'draft' })]);
    const { no } = created.body_.result[0];
    expect((await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}&lang=zh_CN`)).statusCode).toBe(404);
    const administrator = (await ctx.staff('administrator')).token;
    const actions = async () =>
      ((await as(administrator, 'GET', `/api/admin/audit?entity=news&pageSize=100`)).body_.result as { action: string; no: string; langs: string[] }[]).filter((e) => e.no === no);
    expect((await actions()).map((e) => e.action)).toEqual(['create']);
    // Publishing and unpublishing are recorded with the language they reached.
    await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}&lang=en_US`);
    await as(editor, 'PUT', `/api/admin/latest-news/unpublish?no=${no}`);
    const entries = await actions();
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'publish', 'unpublish']);
    expect(entries.find((e) => e.action === 'publish')!.langs).toEqual(['en_US']);
  });

  it('refuses a publish or unpublish whose query has a key it does not know, naming it, rather than reaching every language', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [element('en_US', 'Both languages live'), element('de_DE', 'Beide Sprachen sichtbar')]);
    const { no } = created.body_.result[0];
    for (const action of ['unpublish', 'publish']) {
      // `langs` for `lang`: read as "every language", it would take the English version off the site too.
      const response = await ctx.request({ method: 'PUT', url: `/api/admin/latest-news/${action}?no=${no}&langs=de_DE`, headers: { authorization: editor, lang: 'de_DE' } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body_.result.fieldErrors).toEqual([{ field: 'langs', message: 'Langs ist kein bekanntes Feld' }]);
    }
    expect(await titlesSeen()).toContain('Both languages live');
    expect(await titlesSeen('de_DE')).toContain('Beide Sprachen sichtbar');
  });
});

describe.each(dialects)('drafts of lawyers, practice areas and banners on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const as = (method: string, url: string, payload?: unknown) => ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: editor } });
  const visitor = (url: string, lang = 'en_US') => ctx.request({ method: 'GET', url, headers: { lang } });

  it('keeps a draft lawyer off the list, the profile call, the key contacts and the sitemap until published', async () => {
    const created = await as('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Dora Draft', state: 'draft' }]);
    expect(created.statusCode).toBe(200);
    const { id, no, state } = created.body_.result;
    expect(state).toBe('draft');
    const names = async () => (await visitor('/api/user/lawyerTeam?pageSize=50')).body_.result.map((l: { name: string }) => l.name);
    expect(await names()).not.toContain('Dora Draft');
    expect((await visitor(`/api/user/lawyerTeam/${id}`)).statusCode).toBe(404);
    expect(await ctx.app.services.lawyers.publicCards([id], 'en_US')).toEqual([]);
    expect((await ctx.app.services.lawyers.versionIndex()).map((v) => v.id)).not.toContain(id);

    await as('PUT', `/api/admin/lawyerTeam/publish?no=${no}`);
    expect(await names()).toContain('Dora Draft');
    // A change saved as a draft waits; the profile shows the published name.
    const saved = await as('PUT', '/api/admin/lawyerTeam', [{ id, lang: 'en_US', name: 'Dora Renamed', state: 'draft' }]);
    expect(saved.body_.result).toMatchObject({ name: 'Dora Renamed', hasPendingChanges: true, state: 'published' });
    expect((await visitor(`/api/user/lawyerTeam/${id}`)).body_.result.name).toBe('Dora Draft');
    expect(await names()).not.toContain('Dora Renamed');
  });

  it('keeps a draft practice area off the public list, its page call and the page turn', async () => {
    const created = await as('POST', '/api/admin/professionalField', [{ lang: 'en_US', name: 'Space Law', state: 'draft' }]);
    const { id, no } = created.body_.result;
    const names = async () => (await visitor('/api/user/professionalField/list')).body_.result.map((f: { name: string }) => f.name);
    expect(await names()).not.toContain('Space Law');
    expect((await visitor(`/api/user/professionalField/${id}`)).statusCode).toBe(404);
    // Its page turn neither: answering it would tell that the id or number names an item.
    expect((await visitor(`/api/user/professionalField/pageTurn/${id}`)).statusCode).toBe(404);
    expect((await visitor(`/api/user/professionalField/pageTurn/${no}`)).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/professionalField/lang/list?lang=en_US' })).body_.result.map((f: { name: string }) => f.name)).not.toContain('Space Law');
    await as('PUT', `/api/admin/professionalField/publish?no=${no}&lang=en_US`);
    expect(await names()).toContain('Space Law');
    expect((await visitor(`/api/user/professionalField/pageTurn/${id}`, 'de_DE')).statusCode).toBe(200);
    await as('PUT', `/api/admin/professionalField/unpublish?no=${no}`);
    expect(await names()).not.toContain('Space Law');
  });

  it('keeps a draft banner off the home page\'s banner call', async () => {
    const created = await as('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: UPLOADED, title: 'Draft banner', state: 'draft' }]);
    const { no } = created.body_.result;
    const titles = async () => (await visitor('/api/user/banner')).body_.result.map((b: { title: string }) => b.title);
    expect(await titles()).not.toContain('Draft banner');
    await as('PUT', `/api/admin/banner/publish?no=${no}`);
    expect(await titles()).toContain('Draft banner');
    const list = await as('GET', `/api/admin/banner?no=${no}`);
    expect(list.body_.result[0]).toMatchObject({ state: 'published', hasPendingChanges: false });
  });
});

describe.each(dialects)('scheduled publishing on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let folder: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    folder = await createFolder(ctx, editor, { en_US: 'Timed' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
  });

  const as = (method: string, url: string, payload?: unknown) => ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: editor } });
  const titles = async () =>
    ((await ctx.request({ method: 'GET', url: '/api/user/latest-news?pageSize=50', headers: { lang: 'en_US' } })).body_.result as { title: string }[]).map((i) => i.title);
  /** The clock the application reads, set to a moment; timers stay real so the database answers. */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it('shows a version from its publish time and hides it from its unpublish time, to the second, whatever the cache holds', async () => {
    // A minute from now, on a whole second: near enough that the staff session stays valid.
    const start = Math.ceil((Date.now() + 60_000) / 1000) * 1000;
    const moment = (seconds: number) => new Date(start + seconds * 1000).toISOString();
    at(moment(-2));
    const publishAt = moment(0);
    // Given with an offset: stored as UTC.
    const offsetForm = new Date(start + 3_600_000).toISOString().replace('Z', '+01:00');
    const created = await as('POST', '/api/admin/latest-news', [{
      lang: 'en_US', title: 'Embargoed results', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, publishTime: offsetForm, unpublishTime: moment(5),
    }]);
    expect(created.statusCode).toBe(200);
    expect(created.body_.result[0]).toMatchObject({ state: 'scheduled', publishTime: publishAt, unpublishTime: moment(5) });
    // Asked twice: the second answer may come from the page cache.
    expect(await titles()).not.toContain('Embargoed results');
    at(new Date(start - 1).toISOString());
    expect(await titles()).not.toContain('Embargoed results');
    at(moment(0));
    expect(await titles()).toContain('Embargoed results');
    expect(await titles()).toContain('Embargoed results');
    at(new Date(start + 4999).toISOString());
    expect(await titles()).toContain('Embargoed results');
    at(moment(5));
    expect(await titles()).not.toContain('Embargoed results');
    const admin = await as('GET', `/api/admin/latest-news?no=${created.body_.result[0].no}`);
    expect(admin.body_.result[0].state).toBe('expired');
    vi.useRealTimers();
  });

  it('refuses a schedule time that is not a moment with its offset', async () => {
    const response = await as('POST', '/api/admin/latest-news', [{ lang: 'en_US', title: 'Sometime', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, publishTime: 'next Tuesday' }]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors[0].field).toBe('0.publishTime');
  });

  it('refuses a schedule time whose UTC year is outside 1970 to 9998, in words, rather than comparing it wrongly as text', async () => {
    const news = (title: string, times: Record<string, string>) => ({ lang: 'en_US', title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, ...times });
    const tooLate = 'Publish time cannot be greater than 9998-12-31T23:59:59Z';
    const tooEarly = 'Publish time cannot be less than 1970-01-01T00:00:00Z';
    for (const [publishTime, message] of [
      // 10000-01-01T04:30Z in UTC: stored as `+010000-…`, it sorted before today and went live at once.
      ['9999-12-31T23:30:00-05:00', tooLate],
      ['9999-01-01T00:00:00Z', tooLate],
      ['0000-01-01T00:00:00Z', tooEarly],
      // The year -1 in UTC.
      ['0000-01-01T00:30:00+01:00', tooEarly],
      ['1969-12-31T23:59:59Z', tooEarly],
    ]) {
      const response = await as('POST', '/api/admin/latest-news', [news(`Held until ${publishTime}`, { publishTime: publishTime! })]);
      expect(response.statusCode, publishTime).toBe(400);
      expect(response.body_, publishTime).toEqual({ status: 400, message, result: { fieldErrors: [{ field: '0.publishTime', message }] } });
      expect(await titles()).not.toContain(`Held until ${publishTime}`);
    }
    const unpublish = await as('POST', '/api/admin/latest-news', [news('Never taken down', { unpublishTime: '9999-12-31T23:30:00-05:00' })]);
    expect(unpublish.statusCode).toBe(400);
    expect(unpublish.body_.result.fieldErrors).toEqual([{ field: '0.unpublishTime', message: 'Unpublish time cannot be greater than 9998-12-31T23:59:59Z' }]);
    // The first and last moments of the range are taken: the one long past is live, the other waits.
    const edges = await as('POST', '/api/admin/latest-news', [news('Within the range', { publishTime: '1970-01-01T00:00:00Z', unpublishTime: '9998-12-31T23:59:59+00:00' })]);
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.body_.result[0]).toMatchObject({ state: 'published', publishTime: '1970-01-01T00:00:00.000Z', unpublishTime: '9998-12-31T23:59:59.000Z' });
    const waiting = await as('POST', '/api/admin/latest-news', [news('Far ahead', { publishTime: '9998-12-31T18:30:00-05:00' })]);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.body_.result[0].state).toBe('scheduled');
    expect(await titles()).not.toContain('Far ahead');
  });

  it('refuses an unpublish time at or before the publish time, which would never show yet read as scheduled', async () => {
    const news = (lang: string, publishTime: string, unpublishTime: string) => ({
      lang, title: `Backwards ${lang}`, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, publishTime, unpublishTime,
    });
    for (const [publishTime, unpublishTime] of [
      ['2026-12-05T10:00:00Z', '2026-12-01T10:00:00Z'],
      // The same moment, written with another offset.
      ['2026-12-05T10:00:00Z', '2026-12-05T11:00:00+01:00'],
    ]) {
      const response = await as('POST', '/api/admin/latest-news', [news('de_DE', '2026-12-01T10:00:00Z', '2026-12-02T10:00:00Z'), news('en_US', publishTime!, unpublishTime!)]);
      expect(response.statusCode).toBe(400);
      expect(response.body_.result.fieldErrors).toEqual([{ field: '1.unpublishTime', message: expect.stringMatching(/later than the publish time|晚于发布时间|nach der Veröffentlichungszeit/) }]);
    }
    const german = await ctx.request({
      method: 'POST',
      url: '/api/admin/latest-news',
      payload: [news('de_DE', '2026-12-05T10:00:00Z', '2026-12-01T10:00:00Z')],
      headers: { authorization: editor, lang: 'de_DE' },
    });
    expect(german.body_.result.fieldErrors).toEqual([{ field: '0.unpublishTime', message: 'Ende der Veröffentlichung muss nach der Veröffentlichungszeit liegen' }]);
    // In order, or only one of them: saved.
    expect((await as('POST', '/api/admin/latest-news', [news('en_US', '2026-12-01T10:00:00Z', '2026-12-05T10:00:00Z')])).statusCode).toBe(200);
    expect((await as('POST', '/api/admin/latest-news', [{ ...news('en_US', '2026-12-01T10:00:00Z', ''), unpublishTime: null }])).statusCode).toBe(200);
  });
});
