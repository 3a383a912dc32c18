/**
 * Han characters in the faces of their language, in Chromium: one character is drawn differently
 * in Simplified and Traditional Chinese, Japanese and Korean, and the site's faces named the
 * Simplified Chinese ones (PingFang SC, on every iPhone) for every page, so a Japanese or a
 * Taiwanese page read in mainland shapes. Each page, each block in another language than its page,
 * and each language's name in the picker now names its own language's faces first, and the
 * system font (which carries the device's language, not the text's) after them.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServerEnvironment } from '../setup/e2e-server-environment.js';
import { adminApi } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

e2eServerEnvironment({ SITE_LANGUAGES: 'de_DE,en_US,zh_CN,zh_TW,ja_JP,ko_KR' });

/**
 * The region of the first Han face in an element's computed font list (`SC` for Noto Sans SC or
 * PingFang SC, `JP` for Hiragino or Noto Sans JP…), and whether the system font comes before it.
 */
async function hanFaceOf(element: Locator): Promise<{ region: string; systemFirst: boolean }> {
  const families = (await element.evaluate((node) => getComputedStyle(node).fontFamily)).split(',').map((face) => face.trim().replace(/^["']|["']$/g, ''));
  const regionOf = (face: string): string | undefined =>
    /^Noto (?:Sans|Serif)(?: CJK)? (SC|TC|HK|JP|KR)$/.exec(face)?.[1] ??
    { 'PingFang SC': 'SC', 'PingFang TC': 'TC', 'PingFang HK': 'HK', 'Hiragino Sans': 'JP', 'Hiragino Mincho ProN': 'JP', 'Apple SD Gothic Neo': 'KR', AppleMyungjo: 'KR' }[face];
  const first = families.findIndex((face) => regionOf(face));
  if (first === -1) throw new Error(`no Han face in ${families.join(', ')}`);
  const system = families.indexOf('system-ui');
  return { region: regionOf(families[first]!)!, systemFirst: system !== -1 && system < first };
}

describe('Han characters in the faces of their language', () => {
  let browser: Browser;
  let japaneseOnly: { id: number; no: string } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    const folders = await adminApi<{ id: number }[]>('GET', '/user/catalog?type=0');
    const demoNews = (await (await fetch(`${baseUrl()}/api/user/latest-news?lang=en_US`)).json()) as { result: { coverUrl: string }[] };
    const coverUrl = demoNews.result.find((item) => item.coverUrl)!.coverUrl;
    const created = await adminApi<{ id: number; no: string }[]>('POST', '/admin/latest-news', [
      { lang: 'ja_JP', cataId: folders[0]!.id, coverUrl, title: 'ロンドン事務所の開設', note: '新しい事務所を開設しました。', isLink: 0, content: '<p>日本語の本文。</p><blockquote><p>引用</p></blockquote>' },
    ]);
    japaneseOnly = created[0];
  });
  afterAll(async () => {
    if (japaneseOnly) await adminApi('DELETE', `/admin/latest-news?no=${japaneseOnly.no}`).catch(() => {});
    await browser?.close();
  });

  it("names each page's own faces first, text and headings, the system font after them", async () => {
    const context = await acceptedContext(browser, { width: 390 });
    const { page, problems } = await watchedPage(context);
    for (const [lang, region] of [['zh_CN', 'SC'], ['zh_TW', 'TC'], ['ja_JP', 'JP'], ['ko_KR', 'KR']] as const) {
      await page.goto(`${baseUrl()}/home?lang=${lang}`);
      expect(await hanFaceOf(page.locator('body')), lang).toEqual({ region, systemFirst: false });
      expect(await hanFaceOf(page.locator('h1').first()), `${lang} heading`).toEqual({ region, systemFirst: false });
    }
    // The firm's Simplified Chinese words on a Japanese page (Japanese has no settings of its own).
    await page.goto(`${baseUrl()}/home?lang=ja_JP`);
    expect(await hanFaceOf(page.locator('.intro .rich-text[lang="zh-CN"]'))).toEqual({ region: 'SC', systemFirst: false });
    expect(await hanFaceOf(page.locator('.brand__name[lang="zh-CN"]'))).toEqual({ region: 'SC', systemFirst: false });
    // A page in a language without Han characters keeps the system font first, as before.
    await page.goto(`${baseUrl()}/home?lang=de_DE`);
    expect(await hanFaceOf(page.locator('body'))).toEqual({ region: 'SC', systemFirst: true });
    // Each language's own name in the picker, in its own faces.
    expect(await hanFaceOf(page.locator('.language-switch a[lang="ja-JP"]'))).toEqual({ region: 'JP', systemFirst: false });
    expect(await hanFaceOf(page.locator('.language-switch a[lang="zh-TW"]'))).toEqual({ region: 'TC', systemFirst: false });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws a Japanese text shown on a Traditional Chinese page in Japanese faces', async () => {
    const context = await acceptedContext(browser, { width: 1280 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news/detail/${japaneseOnly!.id}?lang=zh_TW`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-TW');
    expect(await hanFaceOf(page.locator('body'))).toEqual({ region: 'TC', systemFirst: false });
    expect(await hanFaceOf(page.locator('h1[lang="ja-JP"]'))).toEqual({ region: 'JP', systemFirst: false });
    expect(await hanFaceOf(page.locator('.rich-text[lang="ja-JP"] p').first())).toEqual({ region: 'JP', systemFirst: false });
    expect(await hanFaceOf(page.locator('.rich-text[lang="ja-JP"] blockquote'))).toEqual({ region: 'JP', systemFirst: false });
    expect(problems).toEqual([]);
    await context.close();
  });
});
