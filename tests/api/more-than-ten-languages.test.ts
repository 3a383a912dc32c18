/**
 * A site with more than ten languages: a write's answer, and the revision kept from it, hold every
 * language version of the item, not one list page's worth (the back office reads them to know
 * which languages are written; one left out looked "not written" and saving it answered 409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteLanguages } from '../../contract/site-languages.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';
import { TEST_SITE_LANGUAGES } from '../helpers/test-languages.js';

/** Twelve languages, the spec's three among them: more than a list page's ten. */
const LANGS = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pl_PL', 'pt_PT', 'ja_JP', 'ko_KR', 'ar_SA'];

describe.each(dialects)('an item in twelve languages on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let newsFolder: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { SITE_LANGUAGES: LANGS.join(',') } });
    token = (await ctx.staff('editor')).token;
    newsFolder = (await createFolder(ctx, token, { en_US: 'Global News' })).ids.en_US!;
  });
  afterAll(async () => {
    await ctx.close();
    // Later files in this worker build their apps with the run's set.
    setSiteLanguages(TEST_SITE_LANGUAGES);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.request({ method, url, payload: payload as object, headers: { authorization: token, lang: 'en_US' } });
  const news = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
    lang, title, cataId: newsFolder, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, ...extra,
  });
  const langsOf = (versions: { lang: string }[]) => versions.map((v) => v.lang).sort();
  /** The versions of an answer: an array (articles) or a detail with `versions`. */
  const versionsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { versions: unknown[] }).versions) as { id: number; no: string; lang: string }[];

  /**
   * An item in all twelve languages, made in one write. (The audit log's list of a write's
   * languages held ten at most on PostgreSQL, and such a write answered 500 there: migration 0034.)
   */
  async function inTwelve(path: string, element: (lang: string) => Record<string, unknown>) {
    const created = await call('POST', `/api/admin/${path}`, LANGS.map(element));
    expect(created.statusCode, created.body).toBe(200);
    const versions = versionsOf(created.body_.result);
    expect(langsOf(versions)).toEqual([...LANGS].sort());
    const entry = await ctx.app.db.selectFrom('audit_entry').select('langs').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.langs.split(',')).toHaveLength(12);
    return { no: versions[0]!.no, versions };
  }

  it('previews a news item in its twelfth language, which a list page of ten left out', async () => {
    const { no, versions } = await inTwelve('latest-news', (lang) => news(lang, `Preview base ${lang}`));
    const last = versions.find((v) => v.lang === 'ar_SA')!;
    const made = await call('POST', '/api/admin/previews', { entity: 'news', no, lang: 'ar_SA', element: news('ar_SA', 'Unsaved in the twelfth') });
    expect(made.statusCode, made.body).toBe(200);
    const token = new URL((made.body_.result as { url: string }).url, 'http://site').searchParams.get('preview')!;
    const shown = await ctx.app.services.previews.article(token, 'news', last.id);
    expect(shown).toMatchObject({ state: 'valid', view: { id: last.id, title: 'Unsaved in the twelfth' } });
  });

  it('answers a news item\'s saves and publishing with every version, and keeps them all in the revision', async () => {
    const { no, versions } = await inTwelve('latest-news', (lang) => news(lang, `Global update ${lang}`, { state: 'draft' }));

    // A language a list page of ten leaves out is saved by its id, as the edit screen saves it.
    const last = versions.find((v) => v.lang === 'ar_SA')!;
    const saved = await call('PUT', '/api/admin/latest-news', [news(last.lang, 'Saved again', { id: last.id, state: 'draft' })]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(langsOf(saved.body_.result)).toEqual([...LANGS].sort());

    const revisions = await call('GET', `/api/admin/revisions?entity=news&no=${no}`);
    expect(revisions.statusCode, revisions.body).toBe(200);
    const newest = await call('GET', `/api/admin/revisions/${revisions.body_.result[0].id}`);
    expect(langsOf(newest.body_.result.versions)).toEqual([...LANGS].sort());

    const published = await call('PUT', `/api/admin/latest-news/publish?no=${no}&lang=ar_SA`);
    expect(published.statusCode, published.body).toBe(200);
    expect(langsOf(published.body_.result)).toEqual([...LANGS].sort());
  });

  // The other translatable entities answer with their detail; none may stop at a page either.
  it.each([
    ['banner', (lang: string) => ({ lang, title: `Banner ${lang}`, imgPath: UPLOADED })],
    ['professionalField', (lang: string) => ({ lang, name: `Practice ${lang}` })],
    ['lawyerTeam', (lang: string) => ({ lang, name: `Partner ${lang}` })],
    ['job', (lang: string) => ({ lang, name: `Job ${lang}` })],
    ['office', (lang: string) => ({ lang, name: `Office ${lang}`, address: '1 Fleet Street' })],
    ['catalog', (lang: string) => ({ lang, name: `Folder ${lang}`, type: 0, parentId: null })],
  ] as const)('answers a save of %s with every version', async (path, element) => {
    const { versions } = await inTwelve(path, element);
    const last = versions.find((v) => v.lang === 'ar_SA')!;
    const saved = await call('PUT', `/api/admin/${path}`, [{ ...element(last.lang), id: last.id }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(langsOf(versionsOf(saved.body_.result))).toEqual([...LANGS].sort());
  });
});
