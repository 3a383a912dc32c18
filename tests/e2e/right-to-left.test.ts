/**
 * The site in Arabic in Chromium (issue 48 point 4, decision 0084), with five site languages:
 * `/home?lang=ar_SA` has no axe violation at 390 and 1366 px; Arabic pages never scroll sideways
 * on a phone; the header is mirrored (the brand right of the navigation, left of it in English;
 * screenshots of both headers are kept under test-results/right-to-left/ for a person to compare);
 * and the disclaimer and the search field work from the keyboard. Five languages are more than a
 * phone's header holds in a row: the picker is a menu that opens inside the window.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServerEnvironment } from '../setup/e2e-server-environment.js';
import { adminApi } from '../helpers/admin.js';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

e2eServerEnvironment({ SITE_LANGUAGES: 'de_DE,en_US,zh_CN,fr_FR,ar_SA' });

const SCREENSHOTS = 'test-results/right-to-left';

/** How far the page reaches past the right edge of the window, in CSS pixels (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the site right to left', () => {
  let browser: Browser;
  let personPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    // Arabic content, so the pages show cards, dates and a profile; the lawyer's Arabic version
    // keeps the Latin spelling of the name, as firms often do.
    const folders = await adminApi<{ id: number }[]>('GET', '/user/catalog?type=0');
    const demoNews = (await (await fetch(`${baseUrl()}/api/user/latest-news?lang=en_US`)).json()) as { result: { coverUrl: string }[] };
    const coverUrl = demoNews.result.find((item) => item.coverUrl)!.coverUrl;
    await adminApi('POST', '/admin/latest-news', [
      { lang: 'en_US', cataId: folders[0]!.id, coverUrl, title: 'Opening in Riyadh', isLink: 0, content: '<p>English body.</p>' },
      { lang: 'ar_SA', cataId: folders[0]!.id, coverUrl, title: 'افتتاح مكتبنا في الرياض', note: 'يسرّنا أن نعلن عن افتتاح مكتب جديد.', isLink: 0, content: '<p>نص عربي.</p>' },
    ]);
    const person = await adminApi<{ id: number }>('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Layla Haddad', intro: '<p>English biography.</p>', phoneNumber: '+966 11 555 0100', email: 'layla.haddad@example.com' },
      { lang: 'ar_SA', name: 'Layla Haddad', intro: '<p>محامية متخصصة في قانون الشركات.</p>', phoneNumber: '+966 11 555 0100', email: 'layla.haddad@example.com' },
    ]);
    personPath = `/people/detail/${person.id}`;
  });
  afterAll(async () => browser?.close());

  it('has no axe violation on /home in Arabic at 390 and 1366 px, and loads without an error', async () => {
    for (const width of [390, 1366]) {
      const context = await acceptedContext(browser, { width, locale: 'ar-SA' });
      const { page, problems } = await watchedPage(context);
      await page.goto(`${baseUrl()}/home?lang=ar_SA`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await accessibilityViolations(page, { all: true }), `${width} px`).toEqual([]);
      expect(problems, `${width} px`).toEqual([]);
      await context.close();
    }
  });

  it('never scrolls sideways on a phone in Arabic', async () => {
    const context = await acceptedContext(browser, { width: 390, locale: 'ar-SA' });
    const page = await context.newPage();
    for (const path of ['/home', '/news', '/people', personPath, '/about', '/search?q=Haddad&']) {
      const url = `${baseUrl()}${path}${path.endsWith('&') ? '' : '?'}lang=ar_SA`;
      await page.goto(url);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      // The phone menu opens inside the window too.
      if (path === '/home') {
        await page.locator('.mobile-menu summary').click();
        const menu = await page.locator('.mobile-menu nav').boundingBox();
        expect(menu!.x).toBeGreaterThanOrEqual(0);
        expect(menu!.x + menu!.width).toBeLessThanOrEqual(390);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });

  it('offers its five languages as a menu that opens inside the window, the brand whole beside it, in English and Arabic', async () => {
    for (const [lang, width, current] of [['en_US', 360, 'English'], ['ar_SA', 360, 'العربية'], ['en_US', 1366, 'English']] as const) {
      const context = await acceptedContext(browser, { width });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/home?lang=${lang}`);
      const where = `${lang} at ${width} px`;
      expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
      // A row of five names left the firm's name a letter wide on a phone, and ran past the window.
      expect((await page.locator('.site-header .brand__name').boundingBox())!.width, where).toBeGreaterThan(100);
      const picker = page.locator('.site-header .language-switch');
      const button = picker.locator('summary');
      expect(await button.textContent(), where).toBe(current);
      const links = picker.getByRole('link');
      expect(await links.first().isVisible(), where).toBe(false);
      await button.click();
      await expect.poll(() => links.evaluateAll((found) => found.filter((link) => link.getBoundingClientRect().height > 0).length), { message: where }).toBe(5);
      for (const box of await links.evaluateAll((found) => found.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(width);
      }
      expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      expect(await links.first().isVisible(), where).toBe(false);
      await context.close();
    }
  });

  it('mirrors the header: the brand left of the navigation in English, right of it in Arabic', async () => {
    const context = await acceptedContext(browser, { width: 1366 });
    const page = await context.newPage();
    const boxes = async (lang: string) => {
      await page.goto(`${baseUrl()}/home?lang=${lang}`);
      await page.locator('.site-header').screenshot({ path: `${SCREENSHOTS}/header-${lang}-1366.png` });
      const brand = (await page.locator('.site-header .brand').boundingBox())!;
      const nav = (await page.locator('.site-header .site-nav').boundingBox())!;
      const languages = (await page.locator('.site-header .language-switch').boundingBox())!;
      return { brand, nav, languages };
    };
    const english = await boxes('en_US');
    expect(english.brand.x + english.brand.width).toBeLessThanOrEqual(english.nav.x);
    expect(english.nav.x + english.nav.width).toBeLessThanOrEqual(english.languages.x);
    const arabic = await boxes('ar_SA');
    expect(arabic.brand.x).toBeGreaterThanOrEqual(arabic.nav.x + arabic.nav.width);
    expect(arabic.languages.x + arabic.languages.width).toBeLessThanOrEqual(arabic.nav.x);
    await context.close();
  });

  it('accepts the disclaimer and searches by keyboard alone in Arabic', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ar-SA' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=ar_SA`);
    const dialog = page.locator('dialog.disclaimer');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Keys pressed once the page has hydrated reach its handlers (before, the form posts without JavaScript).
    await expect.poll(() => page.evaluate(() => typeof (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules)).toBe('object');
    const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    const tabTo = async (selector: string, most: number) => {
      for (let i = 0; i < most && !(await focusedIs(selector)); i++) await page.keyboard.press('Tab');
      return focusedIs(selector);
    };
    expect(await tabTo('dialog.disclaimer button[type="submit"], dialog.disclaimer button:not([type])', 10)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);

    expect(await tabTo('#site-search-input', 30)).toBe(true);
    await page.keyboard.type('Haddad');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Haddad');
    expect(await page.locator('.search-page__count bdi').textContent()).toBe('Haddad');
    expect(await page.locator('.search-result a', { hasText: 'Layla Haddad' }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
