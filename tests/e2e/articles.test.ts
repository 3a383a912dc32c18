/**
 * The article pages in Chromium: every page in every language at phone and desktop width, "Load
 * More" with and without JavaScript, the language switch on a news item, external articles.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;
type Lang = (typeof LANGS)[number];

interface Item {
  id: number;
  no: string;
  title: string;
  isLink: number;
  contentUrl: string | null;
}

async function api<T>(path: string, lang: Lang): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { lang } });
  return ((await response.json()) as { result: T }).result;
}
const list = (section: string, lang: Lang, query = '') => api<Item[]>(`/user/${section}?pageSize=100${query}`, lang);

/** A context without JavaScript that has accepted the disclaimer, as `acceptedContext` does. */
async function noScriptContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const html = await (await fetch(`${baseUrl()}/home?lang=en_US`)).text();
  const version = /name="version" value="([a-f0-9]+)"/.exec(html)?.[1];
  await context.addCookies([{ name: 'disclaimer', value: `${version}~2026-01-01`, domain: new URL(baseUrl()).hostname, path: '/' }]);
  return context;
}

/** External articles' sites answer with a stub page instead of going out to the network. */
async function stubExternalSites(context: BrowserContext) {
  await context.route(/^https?:\/\/[^/]+\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External</title><p>External site</p>' }));
}

describe('article pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(LANGS)('loads every article page in %s cleanly at 375 and 1440 px with no accessibility violations', { timeout: 240_000 }, async (lang) => {
    const news = await list('latest-news', lang);
    const own = news.find((item) => item.isLink === 0)!;
    const external = news.find((item) => item.isLink === 1)!;
    const [deal] = await list('case-analysis', lang);
    const [honour] = await list('lawfirm-honour', lang);
    const [folder] = await api<{ id: number }[]>('/user/catalog?type=0', lang);
    const paths = [
      '/news',
      `/news?cataId=${folder!.id}`,
      '/news?page=2',
      `/news/detail/${own.id}`,
      `/news/detail/${external.id}`,
      '/case',
      `/case/detail/${deal!.id}`,
      `/honor/detail/${honour!.id}`,
      '/docs/privacy',
      '/docs/terms',
      '/docs/disclaimer',
    ];
    for (const width of [375, 1440]) {
      const context = await acceptedContext(browser, { width });
      const { page, problems } = await watchedPage(context);
      for (const path of paths) {
        const url = `${baseUrl()}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        expect(response?.status(), url).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).count(), url).toBe(1);
        expect(problems, url).toEqual([]);
        expect(await accessibilityViolations(page, { all: true }), `${url} at ${width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${url} at ${width}px`).toBe(true);
      }
      await context.close();
    }
  });

  it('appends the next page with "Load More", following it in the address and moving focus', async () => {
    const all = await list('latest-news', 'en_US');
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news?lang=en_US`, { waitUntil: 'networkidle' });
    const cards = page.locator('.article-list > li');
    expect(await cards.count()).toBe(9);
    const button = page.getByRole('button', { name: 'Load More' });
    await button.click();
    await expect.poll(() => cards.count()).toBe(18);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(page.url()).searchParams.get('from')).toBe('1');
    expect(await cards.nth(9).locator('h2').textContent()).toContain(all[9]!.title);
    // Focus moves to the first new article; the count is announced politely.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h2')?.textContent)).toContain(all[9]!.title);
    expect(await page.locator('.article-list__count[role="status"]').textContent()).toBe(`Showing 1–18 of ${all.length}`);
    expect(await page.locator('.pagination a[aria-current="page"]').textContent()).toBe('2');
    await button.click();
    await expect.poll(() => cards.count()).toBe(all.length);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    // Back and forth still work after the address changed in place, and Back brings every card.
    await page.getByRole('link', { name: 'Page 1 of 3' }).click();
    await page.waitForURL(/\/news$/);
    await expect.poll(() => cards.count()).toBe(9);
    await page.goBack();
    await page.waitForURL(/\/news\?lang=en_US&from=1&page=3$/);
    await expect.poll(() => cards.count()).toBe(all.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('appends items of the chosen folder only', async () => {
    const [firm] = await api<{ id: number }[]>('/user/catalog?type=0', 'en_US');
    const inFolder = await list('latest-news', 'en_US', `&cataId=${firm!.id}`);
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news?cataId=${firm!.id}&lang=en_US`, { waitUntil: 'networkidle' });
    const cards = page.locator('.article-list > li');
    expect(await cards.count()).toBe(Math.min(9, inFolder.length));
    if (inFolder.length > 9) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards.count()).toBe(Math.min(18, inFolder.length));
    }
    const titles = await cards.locator('h2').allTextContents();
    for (const title of titles) expect(inFolder.some((item) => title.startsWith(item.title))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('falls back to a link to the next page without JavaScript', async () => {
    const all = await list('latest-news', 'en_US');
    const context = await noScriptContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/news?lang=en_US`);
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForURL(/\/news\?page=2$/);
    const cards = page.locator('.article-list > li');
    expect(await cards.count()).toBe(9);
    expect(await cards.first().locator('h2').textContent()).toContain(all[9]!.title);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3 of 3' }).click();
    await page.waitForURL(/\/news\?page=3$/);
    expect(await cards.count()).toBe(all.length - 18);
    await context.close();
  });

  it('shows the same news item translated after a language switch', async () => {
    const own = (await list('latest-news', 'en_US')).find((item) => item.isLink === 0)!;
    const [german] = await list('latest-news', 'de_DE', `&no=${own.no}`);
    const [chinese] = await list('latest-news', 'zh_CN', `&no=${own.no}`);
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news/detail/${own.id}?lang=en_US`, { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(own.title);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/lang=de_DE/);
    await expect.poll(() => heading.textContent()).toBe(german!.title);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: '中文' }).click();
    await page.waitForURL(/lang=zh_CN/);
    await expect.poll(() => heading.textContent()).toBe(chinese!.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens external articles at their own address, in a new tab without access to the site', async () => {
    const external = (await list('latest-news', 'en_US')).slice(0, 9).find((item) => item.isLink === 1)!;
    const context = await acceptedContext(browser, { width: 1440 });
    await stubExternalSites(context);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news?lang=en_US`, { waitUntil: 'networkidle' });
    const host = new URL(external.contentUrl!).hostname.replace(/^www\./, '');
    const link = page.getByRole('link', { name: `${external.title} (Opens the article on ${host}, opens in a new tab)` });
    const [fromList] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await fromList.waitForLoadState();
    expect(fromList.url()).toBe(external.contentUrl);
    expect(await fromList.evaluate(() => window.opener)).toBeNull();
    await fromList.close();

    await page.goto(`${baseUrl()}/news/detail/${external.id}?lang=en_US`, { waitUntil: 'networkidle' });
    expect(page.url()).toContain(`/news/detail/${external.id}`);
    const [fromDetail] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: `Read the article on ${host}` }).click()]);
    await fromDetail.waitForLoadState();
    expect(fromDetail.url()).toBe(external.contentUrl);
    expect(problems).toEqual([]);
    await context.close();
  });
});
