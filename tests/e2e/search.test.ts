/** Site search in Chromium: the header's combobox (typing, suggestions, arrows, Enter) and the results page in each language. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

/** A query per language that finds news or cases and people in the demo firm. */
const QUERIES = { de_DE: 'Schiedsverfahren', en_US: 'arbitration', zh_CN: '仲裁' } as const;

describe('site search in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('suggests people and pages as the visitor types, chosen with the arrows and Enter', async () => {
    const context = await acceptedContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    const field = page.locator('.site-search--header').getByRole('combobox', { name: 'Search the site' });
    // The combobox has hydrated once it says it is closed (on a busy machine that can take seconds).
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    // Typed quickly, every character lands: the suggestions never block the field.
    await field.pressSequentially('kessl', { delay: 20 });
    expect(await field.inputValue()).toBe('kessl');
    const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`);
    const person = listbox.getByRole('option', { name: 'Jürgen Kessler', exact: true });
    await person.waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('group', { name: 'People' }).count()).toBe(1);
    expect(await accessibilityViolations(page, { all: true })).toEqual([]);

    await field.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await field.press('ArrowUp');
    const last = listbox.getByRole('option').last();
    expect(await field.getAttribute('aria-activedescendant')).toBe(await last.getAttribute('id'));
    await field.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const chosen = await first.textContent();
    await field.press('Enter');
    await page.waitForURL(/\/people\/detail\/\d+/);
    // The address changes before the new page has rendered: wait for its heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(chosen);

    // Escape closes the list, a second Escape clears the field.
    await field.fill('arbitr');
    await listbox.getByRole('option').first().waitFor();
    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('Escape');
    expect(await field.inputValue()).toBe('');

    // Enter with nothing chosen searches.
    await field.fill('arbitration');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=arbitration/);
    expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(QUERIES))('shows the results page in %s, clean and accessible, at phone and desktop width', async (lang, query) => {
    for (const width of [375, 1280]) {
      const context = await acceptedContext(browser, { width });
      const { page, problems } = await watchedPage(context);
      await page.goto(`${baseUrl()}/home?lang=${lang}`, { waitUntil: 'networkidle' });
      let field;
      if (width < 700) {
        // On a phone the field is in the menu.
        await page.locator('.mobile-menu summary').click();
        field = page.locator('.site-search--menu').getByRole('combobox');
      } else {
        field = page.locator('.site-search--header').getByRole('combobox');
      }
      await field.fill(query);
      await field.press('Enter');
      await page.waitForURL(/\/search\?q=/);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('.search-result mark').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(problems, `${lang} ${width}`).toEqual([]);
      expect(await accessibilityViolations(page, { all: true }), `${lang} ${width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${lang} ${width}`).toBe(true);

      // Nothing found: the people directory and the practice areas are offered.
      await page.goto(`${baseUrl()}/search?q=xylophonist&lang=${lang}`, { waitUntil: 'networkidle' });
      expect(await page.locator('.search-page__none a[href^="/people"]').count()).toBe(1);
      expect(await page.locator('.search-page__fields a').count()).toBeGreaterThan(0);
      expect(await accessibilityViolations(page, { all: true }), `${lang} ${width} nothing found`).toEqual([]);
      await context.close();
    }
  });
});
