/**
 * What a visitor does between pages in Chromium: the disclaimer that only accepting dismisses,
 * the phone header and its menu, "Load More" surviving Back, and what screen readers hear after a
 * client-side navigation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog.disclaimer')));

describe('visitor in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('keeps the disclaimer open, and the page behind out of reach, until it is accepted', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Before you continue' });
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
    }
    // The page behind is out of reach for pointers and assistive technology alike.
    expect(await page.evaluate(() => [...document.querySelectorAll('header, main, footer')].every((el) => (el as HTMLElement).inert))).toBe(true);
    const link = await page.locator('.site-nav a[href="/about"]').boundingBox();
    // Where the click lands, recorded as it happens: the link (or anything else behind the dialog)
    // never receives it, so nothing there can start a navigation.
    await page.evaluate(() => {
      const w = window as unknown as { clickedBehind?: boolean[] };
      w.clickedBehind = [];
      window.addEventListener('click', (event) => w.clickedBehind!.push(Boolean((event.target as Element).closest('header, main, footer'))), { capture: true, once: true });
    });
    await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
    await page.waitForFunction(() => (window as unknown as { clickedBehind: boolean[] }).clickedBehind.length === 1);
    expect(await page.evaluate(() => (window as unknown as { clickedBehind: boolean[] }).clickedBehind)).toEqual([false]);
    expect(new URL(page.url()).pathname).toBe('/home');

    // An engine that closes the dialog on Esc whatever the page says: it opens again.
    await page.evaluate(() => (document.querySelector('dialog.disclaimer') as HTMLDialogElement).close());
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);
    expect(await focusInDialog(page)).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await context.cookies()).some((c) => c.name === 'disclaimer')).toBe(false);

    await page.getByRole('button', { name: 'I have read and accept this' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => [...document.querySelectorAll('header, main, footer')].some((el) => (el as HTMLElement).inert))).toBe(false);
    await page.getByRole('link', { name: 'About' }).first().click();
    await page.waitForURL(/\/about$/);
    expect(await page.locator('dialog.disclaimer').count()).toBe(0);
    await page.goto(`${baseUrl()}/news?lang=en_US`);
    expect(await page.locator('dialog.disclaimer').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the disclaimer on a phone at its top, with the accept button within reach', async () => {
    for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/home?lang=${lang}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);
      const top = await page.evaluate(() => {
        const dialog = document.querySelector('dialog.disclaimer')!;
        const title = dialog.querySelector('h2')!.getBoundingClientRect();
        const text = dialog.querySelector('.disclaimer__text p')!.getBoundingClientRect();
        return { scrollTop: dialog.scrollTop, titleTop: title.top, textTop: text.top, height: window.innerHeight };
      });
      expect(top.scrollTop, lang).toBe(0);
      expect(top.titleTop, lang).toBeGreaterThanOrEqual(0);
      expect(top.textTop, lang).toBeLessThan(top.height);
      const accept = page.locator('dialog.disclaimer button[type="submit"]');
      await accept.tap();
      await expect.poll(() => page.locator('dialog.disclaimer').count(), { message: lang }).toBe(0);
      await context.close();
    }
  });

  it('shows the whole firm name on a phone and closes the menu on a choice, Esc or a tap outside', async () => {
    const context = await acceptedContext(browser, { width: 390 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    const name = page.locator('.brand__name');
    expect(await name.textContent()).toBe('Marlowe Kessler & Shen');
    // Whole at the default size and with the larger text phones offer; nothing spills sideways.
    for (const size of ['100%', '125%', '150%']) {
      await page.evaluate((value) => (document.documentElement.style.fontSize = value), size);
      const shown = await name.evaluate((el) => ({
        whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
        ellipsis: getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).overflow === 'hidden',
        fits: [...document.querySelectorAll('.site-header__inner > *')].every((item) => item.getBoundingClientRect().right <= window.innerWidth + 1),
      }));
      expect(shown, size).toEqual({ whole: true, ellipsis: false, fits: true });
    }
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));

    const menu = page.locator('details.mobile-menu');
    const open = () => menu.evaluate((el) => (el as HTMLDetailsElement).open);
    await page.getByText('Menu', { exact: true }).click();
    expect(await open()).toBe(true);
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(open).toBe(false);

    await page.getByText('Menu', { exact: true }).click();
    expect(await open()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(open).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

    await page.getByText('Menu', { exact: true }).click();
    expect(await open()).toBe(true);
    await page.mouse.click(200, 500);
    await expect.poll(open).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits the German privacy table to a phone, every cell whole', async () => {
    const context = await acceptedContext(browser, { width: 390 });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/docs/privacy?lang=de_DE`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('.rich-text table').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const tables = await page.evaluate(() =>
      [...document.querySelectorAll('.rich-text table')].map((table) => {
        const box = table.getBoundingClientRect();
        const cells = [...table.querySelectorAll('th, td')];
        return {
          // Nothing hidden past the table's right edge, waiting for a sideways scroll nobody sees.
          clipped: table.scrollWidth > table.clientWidth + 1,
          outside: cells.filter((cell) => cell.getBoundingClientRect().right > Math.min(box.right, window.innerWidth) + 1).map((cell) => cell.textContent),
          cut: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        };
      }),
    );
    for (const table of tables) expect(table).toEqual({ clipped: false, outside: [], cut: [] });
    await context.close();
  });

  it('brings back every card loaded and the scroll position after opening one and going Back', async () => {
    const total = ((await (await fetch(`${baseUrl()}/api/user/latest-news?pageSize=1`, { headers: { lang: 'en_US' } })).json()) as { pageable: { totalCount: number } }).pageable
      .totalCount;
    expect(total).toBeGreaterThan(18);
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/news?lang=en_US`, { waitUntil: 'networkidle' });
    const cards = page.locator('.article-list > li');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBe(18);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBe(total);
    const card = cards.nth(16).locator('a[data-article-link]');
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const title = await cards.nth(16).locator('h2').textContent();
    // Clicked where it is: the pointer click would scroll it into view first.
    await card.evaluate((link) => (link as HTMLElement).click());
    await page.waitForURL(/\/news\/detail\/\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.goBack();
    await page.waitForURL(/\/news\?/);
    await expect.poll(() => cards.count()).toBe(total);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
    expect(await page.locator('.article-list__count').textContent()).toBe(`Showing 1–${total} of ${total}`);

    // A reload of that address renders them all on the server too.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cards.count()).toBe(total);
    expect(problems.filter((p) => !/^failed: \S+\.data net::ERR_ABORTED/.test(p))).toEqual([]);
    await context.close();
  });

  it('announces the new page and moves focus to its heading after a client-side navigation', async () => {
    const context = await acceptedContext(browser, { width: 1440 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    const announcer = page.locator('[data-route-announcer]');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect((await announcer.textContent())?.trim()).toBe('');
    for (const path of ['/about', '/news', '/people']) {
      await page.locator(`.site-nav a[href="${path}"]`).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1'))).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');
      await expect.poll(() => announcer.textContent()).toBe(await page.title());
    }
    expect(problems.filter((p) => !/^failed: \S+\.data net::ERR_ABORTED/.test(p))).toEqual([]);
    await context.close();
  });

  it('moves between pages with the route manifest it loaded once, never asking the server for pieces of it', async () => {
    const context = await acceptedContext(browser, { width: 1280 });
    const { page, problems } = await watchedPage(context);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    for (const path of ['/about', '/expertises', '/people', '/news']) {
      await page.locator(`.site-nav a[href="${path}"]`).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1'))).toBe(true);
    }
    // A news item, reached from the list: a route no link of the first page named.
    await page.locator('main a[data-article-link][href^="/news/detail/"]').first().click();
    await page.waitForURL(/\/news\/detail\/\d+/);
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    expect(asked.filter((path) => path.startsWith('/__manifest'))).toEqual([]);
    expect(asked.filter((path) => /^\/assets\/manifest-\w+\.js$/.test(path))).toHaveLength(1);
    expect(problems.filter((p) => !/^failed: \S+\.data net::ERR_ABORTED/.test(p))).toEqual([]);
    await context.close();
  });
});
