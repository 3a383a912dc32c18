/**
 * The site's languages as configuration (issue 48, decision 0082): with
 * `SITE_LANGUAGES=de_DE,en_US,zh_CN,fr_FR,ar_SA` the API takes and answers content in all five,
 * lists them with their direction, and refuses a code outside the set with a 400 in words.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_SITE_LANGUAGES, setSiteLanguages, siteLanguages } from '../../contract/site-languages.js';
import { loadConfig } from '../../server/config.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews } from '../helpers/content.js';
import { fileUpload } from '../helpers/uploads.js';

const FIVE = 'de_DE,en_US,zh_CN,fr_FR,ar_SA';

describe.each(dialects)('five site languages on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let folder: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { SITE_LANGUAGES: FIVE } });
    token = (await ctx.staff('editor')).token;
    folder = await createFolder(ctx, token, { en_US: 'Firm News', fr_FR: 'Actualités', ar_SA: 'أخبار' });
  });
  afterAll(async () => {
    await ctx.close();
    // Later files in this worker build their apps with the spec's set; this keeps the state clean between.
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  it('lists the five languages in picker order, each with its direction', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/common/language' });
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toEqual([
      { langCode: 'de_DE', langName: 'Deutsch', dir: 'ltr' },
      { langCode: 'en_US', langName: 'English', dir: 'ltr' },
      { langCode: 'zh_CN', langName: '中文', dir: 'ltr' },
      { langCode: 'fr_FR', langName: 'Français', dir: 'ltr' },
      { langCode: 'ar_SA', langName: 'العربية', dir: 'rtl' },
    ]);
  });

  it('takes French and Arabic versions through the admin API and shows each on the public detail', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Annual review', fr_FR: 'Bilan annuel', ar_SA: 'المراجعة السنوية' });
    expect(Object.keys(item.ids).sort()).toEqual(['ar_SA', 'en_US', 'fr_FR']);
    const french = await visitor(`/api/user/latest-news/${item.ids.en_US}`, 'fr_FR');
    expect(french.statusCode).toBe(200);
    expect(french.body_.result).toMatchObject({ id: item.ids.fr_FR, lang: 'fr_FR', title: 'Bilan annuel', cataName: 'Actualités' });
    const arabic = await visitor(`/api/user/latest-news/${item.ids.en_US}?lang=ar_SA`, 'en_US');
    expect(arabic.body_.result).toMatchObject({ id: item.ids.ar_SA, lang: 'ar_SA', title: 'المراجعة السنوية', cataName: 'أخبار' });
  });

  it('reads French from Accept-Language when nothing else names a language', async () => {
    const item = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Office move', fr_FR: 'Déménagement' });
    const response = await ctx.request({ method: 'GET', url: `/api/user/latest-news/${item.ids.en_US}`, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(response.body_.result).toMatchObject({ lang: 'fr_FR', title: 'Déménagement' });
  });

  it('refuses a code outside the set with a 400 naming the five, in the request language', async () => {
    for (const code of ['xx_XX', 'ja_JP']) {
      const response = await ctx.request({
        method: 'POST', url: '/api/admin/latest-news', headers: { authorization: token, lang: 'de_DE' },
        payload: [{ lang: code, title: 'Nope', cataId: folder.ids.en_US, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>x</p>' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.body_.result.fieldErrors).toEqual([{ field: '0.lang', message: expect.stringContaining(FIVE.split(',').join(', ')) }]);
      expect(response.body_.message).not.toMatch(/Please|must/);
    }
    const list = await ctx.request({ method: 'GET', url: '/api/admin/banner?lang=ja_JP', headers: { authorization: token } });
    expect(list.statusCode).toBe(400);
  });

  it('names a caption in a language without a label of its own in words, never by its code', async () => {
    const body = fileUpload(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#335577' } }).png().toBuffer(), 'lobby.png', 'image/png');
    const uploaded = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const files = await ctx.request({ method: 'GET', url: '/api/admin/files?keyword=lobby', headers: { authorization: token } });
    const id = (files.body_.result as { id: number; path: string }[]).find((file) => file.path === uploaded.body_.result)!.id;
    const wrong = async (lang: string) =>
      (await ctx.request({ method: 'PUT', url: `/api/admin/files/${id}`, payload: { alt: { fr_FR: 5, ar_SA: 6 } }, headers: { authorization: token, lang } })).body_.result.fieldErrors;
    expect(await wrong('en_US')).toEqual([
      { field: 'alt.fr_FR', message: 'Caption in French is not a valid text' },
      { field: 'alt.ar_SA', message: 'Caption in Arabic is not a valid text' },
    ]);
    expect(await wrong('de_DE')).toEqual([
      { field: 'alt.fr_FR', message: expect.stringMatching(/^Bildunterschrift auf Französisch /) },
      { field: 'alt.ar_SA', message: expect.stringMatching(/^Bildunterschrift auf Arabisch /) },
    ]);
    expect((await wrong('ar_SA'))[0].message).toContain('«التعليق باللغة الفرنسية»');
  });

  it('describes the five in the API description’s language enums', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    const text = JSON.stringify(document);
    expect(text).toContain(JSON.stringify(FIVE.split(',')));
    // No enum of the whole catalogue is left for a client to offer.
    expect(text).not.toContain('"ar_AE"');
  });
});

describe('SITE_LANGUAGES and DEFAULT_LOCALE at start', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' };

  it('without them: nothing asked of the stored set; the default is the set’s (the spec’s zh_CN)', () => {
    const config = loadConfig(base);
    expect(config.languagesAtStart).toEqual({ languages: undefined, defaultLang: undefined });
    expect(config.defaultLocale).toBe('zh_CN');
  });

  it('reads the list in picker order with its default', () => {
    const config = loadConfig({ ...base, SITE_LANGUAGES: FIVE, DEFAULT_LOCALE: 'ar_SA' });
    expect(config.languagesAtStart).toEqual({ languages: ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'], defaultLang: 'ar_SA' });
    expect(loadConfig({ ...base, SITE_LANGUAGES: 'fr_FR, en_US' }).languagesAtStart).toEqual({ languages: ['fr_FR', 'en_US'], defaultLang: undefined });
    // Reading the configuration changes nothing by itself: buildApp makes it the site's set.
    expect(siteLanguages()).toEqual(SPEC_SITE_LANGUAGES);
  });

  it.each([
    [{ SITE_LANGUAGES: 'de_DE,xx_XX' }, 'SITE_LANGUAGES', 'xx_XX is not in the locale catalogue'],
    [{ SITE_LANGUAGES: 'de_DE,de_DE' }, 'SITE_LANGUAGES', 'names de_DE more than once'],
    [{ SITE_LANGUAGES: ' , ' }, 'SITE_LANGUAGES', 'must name at least one language'],
    [{ SITE_LANGUAGES: FIVE, DEFAULT_LOCALE: 'ja_JP' }, 'DEFAULT_LOCALE', 'must be one of de_DE, en_US, zh_CN, fr_FR, ar_SA'],
    [{ DEFAULT_LOCALE: 'xx_XX' }, 'DEFAULT_LOCALE', 'is not in the locale catalogue'],
  ])('refuses %j, naming %s', (env, variable, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(expect.objectContaining({ message: expect.stringContaining(variable) }));
    expect(() => loadConfig({ ...base, ...env })).toThrow(expect.objectContaining({ message: expect.stringContaining(message) }));
  });
});
