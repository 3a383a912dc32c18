/**
 * The back office checked with axe-core (WCAG 2.2 A/AA) in Chromium: the login screen and every
 * main screen, on a wide screen (1440 px) and on a phone (390 px), in English; the login screen,
 * the news list and the news editor also in German and Chinese. Each screen also loads without a
 * console error, and on a phone the whole page never scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/languages.js';
import { bcp47 } from '../../app/i18n/locales.js';
import { adminApi, signIn } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

interface Screen {
  name: string;
  path: string;
  /** Waits for what shows only once the screen's data has arrived, or opens what is to be checked. */
  ready?: (page: Page) => Promise<unknown>;
}

const WIDTHS = [1440, 390];

let newsNo = '';
let personId = 0;

const SCREENS: Screen[] = [
  {
    name: 'news list',
    path: '/admin/articles/news/list',
    ready: (page) => page.locator('.ant-table-row').first().waitFor(),
  },
  { name: 'new news item', path: '/admin/articles/news/edit' },
  {
    name: 'new news item with the folder picker open',
    path: '/admin/articles/news/edit',
    ready: async (page) => {
      await page.getByLabel('Folder').click();
      await page.locator('.ant-select-tree-title').first().waitFor();
    },
  },
  {
    name: 'existing news item',
    path: '/admin/articles/news/edit?no={newsNo}',
    ready: (page) => page.locator('.ProseMirror:visible').first().waitFor(),
  },
  { name: 'people list', path: '/admin/people/list', ready: (page) => page.locator('.ant-table-row').first().waitFor() },
  { name: 'person', path: '/admin/people/edit/{personId}', ready: (page) => page.locator('.ProseMirror:visible').first().waitFor() },
  { name: 'expertise list', path: '/admin/expertise/list', ready: (page) => page.locator('[data-sortable-id]').first().waitFor() },
  { name: 'banners', path: '/admin/banner/list', ready: (page) => page.locator('[data-sortable-id]').first().waitFor() },
  { name: 'news folders', path: '/admin/articles/news/folder', ready: (page) => page.locator('[data-sortable-id]').first().waitFor() },
  { name: 'site settings', path: '/admin/site/edit', ready: (page) => expect.poll(() => page.locator('#shared_tel').inputValue(), { timeout: 15_000 }).not.toBe('') },
  { name: 'site status', path: '/admin/site/status', ready: (page) => page.getByRole('radio').first().waitFor() },
  { name: 'staff accounts', path: '/admin/users', ready: (page) => page.locator('.ant-table-row').first().waitFor() },
  { name: 'my account', path: '/admin/account' },
];

const LANGUAGE_SCREENS = ['news list', 'new news item', 'existing news item'];

function pathOf(screen: Screen): string {
  return screen.path.replace('{newsNo}', newsNo).replace('{personId}', String(personId));
}

/** Width of the whole document beyond the window: anything above 0 is a sideways scroll. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

interface Finding {
  violations: string[];
  overflow: number;
}

async function check(page: Page, screen: Screen, lang: Lang): Promise<Finding> {
  await page.goto(`${baseUrl()}${pathOf(screen)}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(bcp47(lang));
  await screen.ready?.(page);
  // Loaded, so axe sees the screen as a person does; accessibilityViolations waits out the
  // entering animations.
  await page.waitForLoadState('networkidle');
  return { violations: await accessibilityViolations(page), overflow: await sidewaysOverflow(page) };
}

/** The screens with what axe or the width check found on them, leaving out the clean ones. */
async function checkAll(page: Page, screens: Screen[], lang: Lang): Promise<Record<string, Finding>> {
  await page.evaluate((value) => localStorage.setItem('adminLang', value), lang);
  const found: Record<string, Finding> = {};
  for (const screen of screens) {
    const finding = await check(page, screen, lang);
    if (finding.violations.length || finding.overflow) found[screen.name] = finding;
  }
  return found;
}

describe('back office accessibility', () => {
  let browser: Browser;
  /** One signed-in staff member for all screens; each test sets its window width. */
  let staff: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const news = await adminApi<{ no: string }[]>('GET', '/admin/latest-news?lang=en_US');
    newsNo = news[0]!.no;
    const people = await adminApi<{ id: number }[]>('GET', '/admin/lawyerTeam?lang=en_US');
    personId = people[0]!.id;
    staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await staff.newPage();
    problems = watch(page);
    await signIn(page);
  });
  afterAll(async () => browser?.close());

  for (const width of WIDTHS) {
    it(`has no violations on the login screen at ${width} px in three languages`, async () => {
      for (const [lang, title] of [
        ['en_US', 'Sign in to the back office'],
        ['de_DE', 'Anmeldung zur Verwaltung'],
        ['zh_CN', '登录管理后台'],
      ] as const) {
        const visitor = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
        await visitor.addInitScript((value) => localStorage.setItem('adminLang', value), lang);
        const login = await visitor.newPage();
        const loginProblems = watch(login);
        await login.goto(`${baseUrl()}/admin-login`);
        await expect.poll(() => login.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await login.evaluate(() => document.documentElement.lang)).toBe(bcp47(lang));
        expect(await accessibilityViolations(login), lang).toEqual([]);
        expect(await sidewaysOverflow(login), lang).toBe(0);
        expect(loginProblems).toEqual([]);
        await visitor.close();
      }
    });

    it(`has no violations on any main screen at ${width} px in English`, { timeout: 300_000 }, async () => {
      problems.length = 0;
      await page.setViewportSize({ width, height: 900 });
      expect(await checkAll(page, SCREENS, 'en_US')).toEqual({});
      expect(problems).toEqual([]);
    });

    it(`reaches the side menu by keyboard at ${width} px`, async () => {
      problems.length = 0;
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => localStorage.setItem('adminLang', 'en_US'));
      await page.goto(`${baseUrl()}/admin/articles/news/list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Back office' });
      if (width >= 992) {
        // Beside the screen, always open: no menu button.
        expect(await menu.getByRole('link', { name: 'Staff accounts' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
        return;
      }
      // On a phone the menu waits behind a button in the header, out of the way of the screen.
      expect(await menu.count()).toBe(0);
      const button = page.getByRole('button', { name: 'Menu' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Back office' });
      await drawer.getByRole('link', { name: 'Staff accounts' }).waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      // Closed, the focus is back on the button that opened it.
      await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
      await button.click();
      await drawer.getByRole('link', { name: 'Staff accounts' }).click();
      await page.waitForURL(/\/admin\/users$/);
      // Choosing a screen closes the menu.
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    });

    for (const lang of ['de_DE', 'zh_CN'] as const) {
      it(`has no violations on the news screens at ${width} px in ${lang}`, { timeout: 120_000 }, async () => {
        problems.length = 0;
        await page.setViewportSize({ width, height: 900 });
        expect(await checkAll(page, SCREENS.filter((s) => LANGUAGE_SCREENS.includes(s.name)), lang)).toEqual({});
        expect(problems).toEqual([]);
      });
    }
  }
});
