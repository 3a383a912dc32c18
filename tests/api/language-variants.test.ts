/**
 * Two variants of one language on a site (zh_CN and zh_TW): a reader of one is given the other's
 * text before another language's, for an item's page (the German version its address named read
 * on a Traditional Chinese page while a Simplified one existed) and for the firm's settings (the
 * default language's came first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteLanguages } from '../../contract/site-languages.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea } from '../helpers/content.js';
import { TEST_SITE_LANGUAGES } from '../helpers/test-languages.js';

describe.each(dialects)('two Chinese variants on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { SITE_LANGUAGES: 'de_DE,en_US,zh_CN,zh_TW', DEFAULT_LOCALE: 'en_US' } });
    editor = (await ctx.staff('editor')).token;
    admin = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => {
    await ctx.close();
    // Later files in this worker build their apps with the run's set.
    setSiteLanguages(TEST_SITE_LANGUAGES);
  });

  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  it("shows an item's other Chinese version on a page in one it lacks, before the version its address names", async () => {
    const folder = await createFolder(ctx, editor, { de_DE: 'Kanzleinachrichten', zh_CN: '律所新闻' });
    const item = await createNews(ctx, editor, folder.ids.de_DE!, { de_DE: 'Jahresrückblick', zh_CN: '年度回顾' });
    const traditional = await visitor(`/api/user/latest-news/${item.ids.de_DE}`, 'zh_TW');
    expect(traditional.statusCode, traditional.body).toBe(200);
    expect(traditional.body_.result).toMatchObject({ id: item.ids.zh_CN, lang: 'zh_CN', title: '年度回顾' });
    // A language with no variant on the site keeps the version its address names.
    expect((await visitor(`/api/user/latest-news/${item.ids.zh_CN}`, 'en_US')).body_.result).toMatchObject({ lang: 'zh_CN' });
    expect((await visitor(`/api/user/latest-news/${item.ids.de_DE}`, 'en_US')).body_.result).toMatchObject({ lang: 'de_DE' });

    const area = await createPracticeArea(ctx, editor, { de_DE: 'Schiedsverfahren', zh_CN: '仲裁' });
    expect((await visitor(`/api/user/professionalField/${area.ids.de_DE}`, 'zh_TW')).body_.result).toMatchObject({ lang: 'zh_CN', name: '仲裁' });
  });

  it("gives a reader of a variant the other variant's firm settings before the default language's", async () => {
    for (const [lang, name] of [['en_US', 'Marlowe Kessler & Shen'], ['zh_CN', '麦凯沈律师事务所']] as const) {
      const saved = await ctx.request({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: admin }, payload: { lang, name } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await visitor('/api/user/portal-config', 'zh_TW')).body_.result).toMatchObject({ lang: 'zh_CN', name: '麦凯沈律师事务所' });
    // Without a variant, the default language's.
    expect((await visitor('/api/user/portal-config', 'de_DE')).body_.result).toMatchObject({ lang: 'en_US' });
  });

  it("words Traditional Chinese pages and messages in Traditional Chinese's own bundled labels (decision 0106)", async () => {
    const labels = await ctx.request({ method: 'GET', url: '/api/admin/labels/zh_TW', headers: { authorization: admin } });
    expect(labels.statusCode, labels.body).toBe(200);
    const home = (labels.body_.result.labels as { key: string; english: string; bundled: string | null }[]).find((label) => label.key === 'nav.home');
    expect(home).toMatchObject({ english: 'Home', bundled: '首頁' });
    expect((await visitor('/api/user/latest-news/999999999', 'zh_TW')).body_.message).toBe('請求的記錄不存在。');
  });
});
