/**
 * Issue 46 (decision 0071): a save names the languages it changed, in its revision and its audit
 * entry, and when one language's text changes the item's other languages "may need updating"
 * until their text is edited or an editor marks them current.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';
import { LANGUAGE_NOT_ON_SITE } from '../helpers/test-languages.js';

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;
type Lang = (typeof LANGS)[number];

describe.each(dialects)('translation status on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let reviewer: string;
  let admin: string;
  let folders: { a: number; b: number };

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    reviewer = (await ctx.staff('reviewer')).token;
    admin = (await ctx.staff('administrator')).token;
    folders = { a: (await createFolder(ctx, editor, { en_US: 'Firm news' })).ids.en_US!, b: (await createFolder(ctx, editor, { en_US: 'Deals' })).ids.en_US! };
  });
  afterAll(async () => ctx.close());

  const as = async (token: string, method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });

  /** The newest audit entry about item `no`. */
  const lastAudit = async (no: string) => {
    const answer = await as(admin, 'GET', '/api/admin/audit?pageSize=100');
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.body_.result as { no: string | null; action: string; langs: string[] }[]).find((entry) => entry.no === no)!;
  };
  const lastRevision = async (entity: string, no: string) => {
    const answer = await as(editor, 'GET', `/api/admin/revisions?entity=${entity}&no=${no}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body_.result[0] as { number: number; langs: string[] };
  };

  // A news item in three languages, written as the edit screen writes it: every language at once.
  const titles: Record<Lang, string> = { de_DE: 'Neuer Partner', en_US: 'New partner', zh_CN: '新合伙人' };
  const newsElement = (lang: Lang, title: string, extra: Record<string, unknown> = {}) => ({
    lang, title, cataId: folders.a, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, ...extra,
  });
  async function createThreeLanguageNews(): Promise<{ no: string; ids: Record<string, number> }> {
    const created = await as(editor, 'POST', '/api/admin/latest-news', LANGS.map((lang) => newsElement(lang, titles[lang])));
    expect(created.statusCode, created.body).toBe(200);
    const versions = created.body_.result as { id: number; no: string; lang: string }[];
    return { no: versions[0]!.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }
  /** Every language of the item, with `changes` over the stored titles and `extra` on each element. */
  const saveNews = (item: { ids: Record<string, number> }, changes: Partial<Record<Lang, string>>, extra: Record<string, unknown> = {}) =>
    as(editor, 'PUT', '/api/admin/latest-news', LANGS.filter((lang) => item.ids[lang]).map((lang) => newsElement(lang, changes[lang] ?? titles[lang], { id: item.ids[lang], ...extra })));
  /** The languages marked "may need updating", on the item's versions and on its list row. */
  async function marked(no: string): Promise<string[]> {
    const answer = await as(editor, 'GET', `/api/admin/latest-news?no=${no}&pageSize=10`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.body_.result as { lang: string; mayNeedUpdate: boolean; langsMayNeedUpdate: string[] }[];
    const fromVersions = rows.filter((row) => row.mayNeedUpdate).map((row) => row.lang).sort();
    for (const row of rows) expect(row.langsMayNeedUpdate).toEqual(fromVersions);
    return fromVersions;
  }

  it('names only English when only the English title changed, and marks German and Chinese', async () => {
    const item = await createThreeLanguageNews();
    expect((await lastRevision('news', item.no)).langs).toEqual([...LANGS]);
    expect((await lastAudit(item.no)).langs).toEqual([...LANGS]);
    expect(await marked(item.no)).toEqual([]);

    const saved = await saveNews(item, { en_US: 'New partner joins' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lastRevision('news', item.no)).langs).toEqual(['en_US']);
    expect(await lastAudit(item.no)).toMatchObject({ action: 'update', langs: ['en_US'] });
    expect(await marked(item.no)).toEqual(['de_DE', 'zh_CN']);

    // A revision keeps what was saved, not the status; restoring the first writes English back.
    const [newest, first] = (await as(editor, 'GET', `/api/admin/revisions?entity=news&no=${item.no}`)).body_.result as { id: number }[];
    const detail = await as(editor, 'GET', `/api/admin/revisions/${newest!.id}`);
    for (const version of detail.body_.result.versions) expect(Object.keys(version)).not.toContain('mayNeedUpdate');
    const restored = await as(editor, 'POST', `/api/admin/revisions/${first!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.body_.result[0].langs).toEqual(['en_US']);
    expect(await lastAudit(item.no)).toMatchObject({ action: 'restore', langs: ['en_US'] });
  });

  it('names only English in the first revision of an item stored before revisions were kept (the demo content)', async () => {
    // Written by the services, as the demo content is: no revision, no person.
    const created = await ctx.app.services.news.create(
      LANGS.map((lang) => newsElement(lang, titles[lang])),
      { lang: 'en_US', operatorName: 'System', canPublish: true },
    );
    const item = { no: created[0]!.no, ids: Object.fromEntries(created.map((v) => [v.lang, v.id])) };
    expect((await as(editor, 'GET', `/api/admin/revisions?entity=news&no=${item.no}`)).body_.result).toEqual([]);
    expect((await saveNews(item, { en_US: 'New partner joins' })).statusCode).toBe(200);
    expect(await lastRevision('news', item.no)).toMatchObject({ number: 1, langs: ['en_US'] });
  });

  it('does the same for a draft save of a published item, whose text waits as pending changes', async () => {
    const item = await createThreeLanguageNews();
    const saved = await saveNews(item, { en_US: 'New partner (draft)' }, { state: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lastRevision('news', item.no)).langs).toEqual(['en_US']);
    expect((await lastAudit(item.no)).langs).toEqual(['en_US']);
    expect(await marked(item.no)).toEqual(['de_DE', 'zh_CN']);
  });

  it('names every language for a folder change and marks nothing; publication changes mark nothing either', async () => {
    const item = await createThreeLanguageNews();
    expect((await saveNews(item, {}, { cataId: folders.b })).statusCode).toBe(200);
    expect((await lastRevision('news', item.no)).langs).toEqual([...LANGS]);
    expect((await lastAudit(item.no)).langs).toEqual([...LANGS]);
    expect(await marked(item.no)).toEqual([]);

    expect((await as(editor, 'PUT', `/api/admin/latest-news/unpublish?no=${item.no}&lang=de_DE`)).statusCode).toBe(200);
    expect((await lastRevision('news', item.no)).langs).toEqual(['de_DE']);
    expect(await lastAudit(item.no)).toMatchObject({ action: 'unpublish', langs: ['de_DE'] });
    expect(await marked(item.no)).toEqual([]);
    // A save that publishes German again and changes no text.
    expect((await saveNews(item, {}, { cataId: folders.b })).statusCode).toBe(200);
    expect((await lastRevision('news', item.no)).langs).toEqual(['de_DE']);
    expect((await lastAudit(item.no)).langs).toEqual(['de_DE']);
    expect(await marked(item.no)).toEqual([]);

    // A draft save of a live item keeps the folder it gives waiting: unchanged, it is no change.
    expect((await saveNews(item, { en_US: 'Partner news' }, { cataId: folders.b, state: 'draft' })).statusCode).toBe(200);
    expect((await lastAudit(item.no)).langs).toEqual(['en_US']);
    expect((await lastRevision('news', item.no)).langs).toEqual(['en_US']);
  });

  it('clears a language when its text is edited, and marks the others again', async () => {
    const item = await createThreeLanguageNews();
    await saveNews(item, { en_US: 'New partner joins' });
    expect(await marked(item.no)).toEqual(['de_DE', 'zh_CN']);
    // The German translator catches up: German is current, and English and Chinese may now lag behind German.
    await saveNews(item, { en_US: 'New partner joins', de_DE: 'Neuer Partner kommt' });
    expect(await marked(item.no)).toEqual(['en_US', 'zh_CN']);
    expect((await lastAudit(item.no)).langs).toEqual(['de_DE']);
    // Both changed in one save: neither marks the other.
    await saveNews(item, { en_US: 'A new partner', de_DE: 'Ein neuer Partner', zh_CN: '一位新合伙人' });
    expect(await marked(item.no)).toEqual([]);
  });

  it('does not mark the others when a language is added', async () => {
    const created = await as(editor, 'POST', '/api/admin/latest-news', [newsElement('en_US', titles.en_US), newsElement('de_DE', titles.de_DE)]);
    const versions = created.body_.result as { id: number; no: string; lang: string }[];
    const ids = Object.fromEntries(versions.map((v) => [v.lang, v.id]));
    const no = versions[0]!.no;
    const added = await as(editor, 'PUT', '/api/admin/latest-news', [
      newsElement('en_US', titles.en_US, { id: ids.en_US }), newsElement('de_DE', titles.de_DE, { id: ids.de_DE }), newsElement('zh_CN', titles.zh_CN, { no }),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(await marked(no)).toEqual([]);
    expect((await lastAudit(no)).langs).toEqual(['zh_CN']);
    expect((await lastRevision('news', no)).langs).toEqual(['zh_CN']);
  });

  it('marks one language current on request, audited, for editors and reviewers alike', async () => {
    const item = await createThreeLanguageNews();
    await saveNews(item, { en_US: 'New partner joins' });
    const current = await as(editor, 'PUT', `/api/admin/translations/current?entity=news&no=${item.no}&lang=de_DE`);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.body_.result).toEqual({ no: item.no, langsMayNeedUpdate: ['zh_CN'] });
    expect(await marked(item.no)).toEqual(['zh_CN']);
    expect(await lastAudit(item.no)).toMatchObject({ action: 'markCurrent', langs: ['de_DE'] });
    // A mark is no save: no revision.
    expect((await lastRevision('news', item.no)).langs).toEqual(['en_US']);

    // Reviewers may edit the text, which clears it too; so they may mark it current.
    const byReviewer = await as(reviewer, 'PUT', `/api/admin/translations/current?entity=news&no=${item.no}&lang=zh_CN`);
    expect(byReviewer.statusCode, byReviewer.body).toBe(200);
    expect(await marked(item.no)).toEqual([]);
  });

  it('answers 404 for an unknown item, an item of another section or a language it lacks, and 400 for a wrong query', async () => {
    const item = await createThreeLanguageNews();
    const call = (query: string) => as(editor, 'PUT', `/api/admin/translations/current?${query}`);
    expect((await call(`entity=news&no=${'0'.repeat(32)}&lang=de_DE`)).statusCode).toBe(404);
    expect((await call(`entity=case&no=${item.no}&lang=de_DE`)).statusCode).toBe(404);
    expect((await call(`entity=lawyer&no=${item.no}&lang=de_DE`)).statusCode).toBe(404);
    const twoLanguages = await as(editor, 'POST', '/api/admin/latest-news', [newsElement('en_US', 'Only two'), newsElement('de_DE', 'Nur zwei')]);
    expect((await call(`entity=news&no=${twoLanguages.body_.result[0].no}&lang=zh_CN`)).statusCode).toBe(404);
    expect((await call(`entity=news&no=${item.no}&lang=${LANGUAGE_NOT_ON_SITE.code}`)).statusCode).toBe(400);
    expect((await call(`entity=news&no=${item.no}&lang=de_DE&langs=zh_CN`)).statusCode).toBe(400);
    expect((await call(`entity=article&no=${item.no}&lang=de_DE`)).statusCode).toBe(400);
  });

  it('names only English for a practice area whose English name changed, and marks the others', async () => {
    const created = await as(editor, 'POST', '/api/admin/professionalField', LANGS.map((lang) => ({ lang, name: `Tax ${lang}`, introduce: `<p>${lang}</p>` })));
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.body_.result as { no: string; versions: { id: number; lang: Lang }[] };
    const saved = await as(editor, 'PUT', '/api/admin/professionalField', detail.versions.map((v) => ({
      id: v.id, lang: v.lang, name: v.lang === 'en_US' ? 'Tax and duties' : `Tax ${v.lang}`, introduce: `<p>${v.lang}</p>`,
    })));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lastRevision('practiceArea', detail.no)).langs).toEqual(['en_US']);
    expect((await lastAudit(detail.no)).langs).toEqual(['en_US']);
    const versions = saved.body_.result.versions as { lang: string; mayNeedUpdate: boolean }[];
    expect(versions.filter((v) => v.mayNeedUpdate).map((v) => v.lang).sort()).toEqual(['de_DE', 'zh_CN']);

    const current = await as(editor, 'PUT', `/api/admin/translations/current?entity=practiceArea&no=${detail.no}&lang=zh_CN`);
    expect(current.body_.result.langsMayNeedUpdate).toEqual(['de_DE']);
    expect(await lastAudit(detail.no)).toMatchObject({ action: 'markCurrent', langs: ['zh_CN'] });
  });

  it("names only English for a person whose English text changed, and every language for a change of their phone", async () => {
    const element = (lang: Lang, intro: string, extra: Record<string, unknown> = {}) => ({ lang, name: 'Ada Shen', intro: `<p>${intro}</p>`, phoneNumber: '+44 20 7946 0000', ...extra });
    const created = await as(editor, 'POST', '/api/admin/lawyerTeam', LANGS.map((lang) => element(lang, `Intro ${lang}`)));
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.body_.result as { no: string; versions: { id: number; lang: Lang }[] };
    const save = (intro: (lang: Lang) => string, extra: Record<string, unknown> = {}) =>
      as(editor, 'PUT', '/api/admin/lawyerTeam', detail.versions.map((v) => element(v.lang, intro(v.lang), { id: v.id, ...extra })));

    const saved = await save((lang) => (lang === 'en_US' ? 'Ada advises on tax.' : `Intro ${lang}`));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lastRevision('lawyer', detail.no)).langs).toEqual(['en_US']);
    expect((await lastAudit(detail.no)).langs).toEqual(['en_US']);
    const marks = (saved.body_.result.versions as { lang: string; mayNeedUpdate: boolean }[]).filter((v) => v.mayNeedUpdate).map((v) => v.lang).sort();
    expect(marks).toEqual(['de_DE', 'zh_CN']);
    const list = await as(editor, 'GET', `/api/admin/lawyerTeam?no=${detail.no}`);
    expect(list.body_.result[0].langsMayNeedUpdate).toEqual(['de_DE', 'zh_CN']);

    const phone = await save((lang) => (lang === 'en_US' ? 'Ada advises on tax.' : `Intro ${lang}`), { phoneNumber: '+44 20 7946 0001' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await lastRevision('lawyer', detail.no)).langs).toEqual([...LANGS]);
    expect((await lastAudit(detail.no)).langs).toEqual([...LANGS]);
    expect((phone.body_.result.versions as { mayNeedUpdate: boolean }[]).filter((v) => v.mayNeedUpdate)).toHaveLength(2);
  });
});
