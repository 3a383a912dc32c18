/**
 * The disclaimer dialog takes focus when it opens (issue 46.5): on its heading, so a screen reader
 * starts with the title and the regulatory text, on a phone and on a desktop; Tab stays inside it
 * while it is open, and once accepted, focus goes to the page's main content, not the body.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

describe('the disclaimer dialog in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['a phone', 390, 664],
    ['a desktop', 1366, 768],
  ])('on %s, has focus on its heading from the first paint, before and without any script', async (_name, width, height) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/home?lang=en_US`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('disclaimer-title');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.disclaimer')))).toBe(true);
    await context.close();
  });

  it.each([
    ['a phone', 390, 664],
    ['a desktop', 1366, 768],
  ])('on %s, opens with focus on its heading, keeps it inside, and gives it to the page once accepted', async (_name, width, height) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog.disclaimer')?.matches(':modal'))).toBe(true);
    // Nothing was clicked or typed: the dialog itself put focus on its heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('disclaimer-title');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.disclaimer')))).toBe(true);

    for (let i = 0; i < 4; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.disclaimer'))), `Tab ${i + 1}`).toBe(true);
    }

    await page.getByRole('button', { name: 'I have read and accept this' }).click();
    await expect.poll(() => page.locator('dialog.disclaimer').count()).toBe(0);
    // Reading goes on where the page starts, not from the top of the document.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
