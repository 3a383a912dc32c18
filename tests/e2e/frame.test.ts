/** The frame in a real browser: the disclaimer, the status screen, the not-found page, accessibility. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LANG_COOKIE } from '../../contract/cookies.js';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

describe('public frame in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('asks for the disclaimer on the first visit only, as a modal dialog', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`);
    const dialog = page.getByRole('dialog', { name: 'Before you continue' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Solicitors Regulation Authority');
    // The page behind is inert while the dialog is open.
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'I have read and accept this' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('disclaimerAccepted'))).toMatch(/^[a-f0-9]{12}~\d{4}-\d{2}-\d{2}$/);
    await page.reload();
    expect(await page.locator('dialog.disclaimer').count()).toBe(0);
    await page.goto(`${baseUrl()}/home?lang=de_DE`);
    expect(await page.locator('dialog.disclaimer').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('accepts the disclaimer without JavaScript too', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/home?lang=en_US`);
    await page.getByRole('button', { name: 'I have read and accept this' }).click();
    await page.waitForURL(/\/home\?lang=en_US$/);
    expect(await page.locator('dialog.disclaimer').count()).toBe(0);
    await context.close();
  });

  it('remembers a language picked in the picker, with and without JavaScript, on the next visit to an address without ?lang=', async () => {
    for (const javaScriptEnabled of [true, false]) {
      // The browser asks for English: only the pick makes the next plain address German.
      const context = await acceptedContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/about?lang=en_US`);
      // With JavaScript, the page remembers its address's language once its scripts have run
      // (remember-language.ts): a pick made before then could be overwritten by it, as the page
      // runs on until the next one arrives; a visitor picks on a page that has loaded.
      if (javaScriptEnabled) await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === LANG_COOKIE)?.value).toBe('en_US');
      await page.locator('.language-switch a[hreflang="de-DE"]').click();
      await page.waitForURL(/\/about\?lang=de_DE$/);
      expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
      await page.goto(`${baseUrl()}/home`);
      expect(await page.locator('html').getAttribute('lang'), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe('de-DE');
      await context.close();
    }
  });

  it('shows the status screen with 503 while in maintenance, and the site again afterwards', async () => {
    const admin = inject('admin');
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginAccount: admin.account, password: admin.password }),
    });
    const token = ((await login.json()) as { result: string }).result;
    const set = (value: number) => fetch(`${baseUrl()}/api/admin/portal-config/site-status/${value}`, { method: 'POST', headers: { authorization: token } });
    const context = await acceptedContext(browser);
    const page = await context.newPage();
    await set(1);
    try {
      const response = await page.goto(`${baseUrl()}/news?lang=en_US`);
      expect(response?.status()).toBe(503);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Under maintenance, back soon');
      expect(await accessibilityViolations(page, { all: true })).toEqual([]);
    } finally {
      await set(0);
    }
    const back = await page.goto(`${baseUrl()}/home?lang=en_US`);
    expect(back?.status()).toBe(200);
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await acceptedContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/no-such-page?lang=en_US`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it.each(['de_DE', 'en_US', 'zh_CN'])('loads the home page in %s cleanly, at phone and desktop width, with no accessibility violations', async (lang) => {
    for (const width of [375, 1440]) {
      const context = await acceptedContext(browser, { width });
      const { page, problems } = await watchedPage(context);
      const response = await page.goto(`${baseUrl()}/home?lang=${lang}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(problems).toEqual([]);
      expect(await accessibilityViolations(page, { all: true })).toEqual([]);
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });

  it.each(['de_DE', 'en_US', 'zh_CN'])('keeps the header on one row in %s: each label on one line where the links show, the menu where they would not fit', async (lang) => {
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/about?lang=${lang}`);
    for (const width of [961, 1100, 1121, 1153, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const header = await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLElement>('.site-nav a')];
        const shown = links.length > 0 && getComputedStyle(document.querySelector('.site-nav')!).display !== 'none';
        const lineHeight = (el: HTMLElement) => parseFloat(getComputedStyle(el).lineHeight);
        const brand = document.querySelector<HTMLElement>('.brand__name')!;
        const menu = getComputedStyle(document.querySelector('.mobile-menu')!).display !== 'none';
        return {
          shown,
          menu,
          // A label of two lines is twice its line height, padding aside.
          wrappedLabels: shown ? links.filter((a) => a.clientHeight > lineHeight(a) * 1.5 + 16).map((a) => a.textContent) : [],
          brandLines: Math.round(brand.getBoundingClientRect().height / lineHeight(brand)),
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(header.shown !== header.menu, `${lang} ${width}: the links or the menu`).toBe(true);
      expect(header.wrappedLabels, `${lang} ${width}`).toEqual([]);
      expect(header.brandLines, `${lang} ${width}: the firm's name`).toBeLessThanOrEqual(2);
      expect(header.sideways, `${lang} ${width}`).toBe(0);
      if (width >= 1280) expect(header.shown, `${lang} ${width}: the links on a desktop`).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('stored pages in Chromium (decision 0034)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('fetches a public page’s scripts only once it has loaded, then makes it interactive, rendered or stored (decision 0043)', async () => {
    const context = await acceptedContext(browser, { width: 390 });
    const { page, problems } = await watchedPage(context);
    for (const visit of [0, 1, 2]) {
      // The first visits render the page (the second stores it, cache-admission.ts); the last is
      // sent from the page cache (by hash).
      await page.goto(`${baseUrl()}/people?lang=en_US`);
      // Hydrated: React has taken the document over.
      await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
      // Every script was asked for after the load event, on the page's own clock.
      const timing = await page.evaluate(() => ({
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.load, `visit ${visit}`).toBeGreaterThan(0);
      expect(timing.scripts.length, `visit ${visit}`).toBeGreaterThan(3);
      for (const started of timing.scripts) expect(started, `visit ${visit}`).toBeGreaterThanOrEqual(timing.load);
      // The phone menu closes on Esc, which only its script does.
      const menu = page.locator('details.mobile-menu');
      await menu.locator('summary').click();
      expect(await menu.getAttribute('open')).not.toBeNull();
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.getAttribute('open')).toBeNull();
      // And links are followed by the router, without loading a new document.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: 'News' }).click();
      await page.waitForURL(/\/news/);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs the inline scripts of a page sent from the page cache, allowed by their hashes', async () => {
    const context = await acceptedContext(browser);
    const { page, problems } = await watchedPage(context);
    for (let visit = 0; visit < 3; visit++) {
      // The first two visits may render the page (the second stores it, cache-admission.ts); the
      // last is sent from the page cache.
      const response = await page.goto(`${baseUrl()}/about?lang=en_US`);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      if (visit > 1) expect(policy).toMatch(/script-src 'self' 'sha256-/);
      // The hydration scripts ran: React Router's context and route modules are there.
      await expect.poll(() => page.evaluate(() => typeof (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules)).toBe('object');
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the frame’s links in Chromium (NavLink and Link again since decision 0077)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('fetches a section’s page ahead when the pointer rests on its link, follows it with the router and moves the mark of the current section', async () => {
    const context = await acceptedContext(browser, { width: 1280 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`);
    await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    const nav = page.locator('header .site-nav');
    const people = nav.getByRole('link', { name: 'People' });
    expect(await nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/home');
    const aheadOfPeople = page.locator('link[rel="prefetch"][href*="people"], link[rel="modulepreload"][href*="people"]');
    expect(await aheadOfPeople.count()).toBe(0);
    await people.hover();
    // As prefetch="intent" did: the page's data and scripts are asked for (React puts the links in the head).
    await expect.poll(() => aheadOfPeople.count()).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await people.click();
    await page.waitForURL(/\/people/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('People');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/people');
    expect(await nav.locator('a.active').count()).toBe(1);
    // The footer's documents are followed the same way.
    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL(/\/docs\/privacy/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // The address changes before React renders the new page (a transition), as for People above.
    await expect.poll(() => nav.locator('a[aria-current="page"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('hydration in Chromium (decision 0049)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("reads the page's labels from the page, and loads another language's only when a visit moves to it in the browser (decision 0056)", async () => {
    const context = await acceptedContext(browser, { width: 1280 });
    const { page, problems } = await watchedPage(context);
    const labelScripts: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(de_DE|en_US|zh_CN)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (file) labelScripts.push(file[1]!);
    });
    await page.goto(`${baseUrl()}/about?lang=en_US`);
    await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    expect(await page.locator('.site-nav').textContent()).toContain('About us');
    expect(labelScripts).toEqual([]);
    // Links to another language load a new page; the router is asked directly, as a link it followed would.
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/about?lang=de_DE'));
    await expect.poll(() => page.locator('.site-nav').textContent()).toContain('Über uns');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(labelScripts).toEqual(['de_DE']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes the pages with dates and counts interactive without making an Intl formatter, in every language', async () => {
    const news = (await (await fetch(`${baseUrl()}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
    const item = news.result.find((entry) => entry.isLink === 0);
    expect(item).toBeDefined();
    const context = await acceptedContext(browser, { width: 390 });
    // Counts every Intl formatter the page makes: the first one loads the locale's data, a long
    // task on a phone's main thread.
    await context.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const original = Intl[name];
        const counted = new Proxy(original, {
          construct: (target, args: unknown[]) => (made.push(name), Reflect.construct(target, args) as object),
          apply: (target, self, args: unknown[]) => (made.push(name), Reflect.apply(target, self, args) as unknown),
        });
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    const { page, problems } = await watchedPage(context);
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
      for (const path of ['/home', '/about', '/people', '/news', `/news/detail/${item!.id}`]) {
        await page.goto(`${baseUrl()}${path}?lang=${lang}`);
        await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), `${lang} ${path}`).toEqual([]);
      }
    }
    // A date or count written otherwise than the server wrote it would be a hydration error here.
    expect(problems).toEqual([]);
    await context.close();
  });
});
