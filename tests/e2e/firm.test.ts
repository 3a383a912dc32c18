/** The firm pages in a real browser: clean loads in every language and width, and walking the practice areas. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES, type Lang } from '../../contract/languages.js';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

interface Field {
  id: number;
  name: string;
}

async function fieldsIn(lang: Lang): Promise<Field[]> {
  const response = await fetch(`${baseUrl()}/api/user/professionalField/list`, { headers: { lang } });
  return ((await response.json()) as { result: Field[] }).result;
}

describe('firm pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(SPEC_LANGUAGES)('loads about, the practice areas and a practice area in %s cleanly at phone and desktop width', async (lang) => {
    const [first] = await fieldsIn(lang);
    const paths = ['/about', '/expertises', `/expertises/detail/${first!.id}`];
    for (const width of [375, 1440]) {
      const context = await acceptedContext(browser, { width });
      const { page, problems } = await watchedPage(context);
      for (const path of paths) {
        const response = await page.goto(`${baseUrl()}${path}?lang=${lang}`, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        // Lazy images below the fold load too, and must load without errors.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
          // Back to the top: the sticky header would otherwise sit over links further down.
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        expect(problems, `${path} at ${width}px`).toEqual([]);
        expect(await accessibilityViolations(page, { all: true }), `${path} at ${width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width}px`).toBe(true);
        expect(await page.locator('h1').count()).toBe(1);
        const broken = await page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src));
        expect(broken, `${path} at ${width}px`).toEqual([]);
      }
      await context.close();
    }
  });

  it('walks through every practice area with the next links, and back with the previous links', async () => {
    const fields = await fieldsIn('en_US');
    expect(fields.length).toBeGreaterThan(2);
    const context = await acceptedContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/expertises?lang=en_US`);
    await page.getByRole('link', { name: fields[0]!.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/expertises/detail/${fields[0]!.id}$`));

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(fields[0]!.name);
    const seen = [fields[0]!.name];
    expect(await page.locator('a[rel="prev"]').count()).toBe(0);
    const turns = page.getByRole('navigation', { name: 'More practice areas' });
    while ((await page.locator('a[rel="next"]').count()) > 0) {
      const expected = fields[seen.length]!;
      await turns.getByRole('link', { name: /Next practice area/ }).click();
      await page.waitForURL(new RegExp(`/expertises/detail/${expected.id}$`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(expected.name);
      seen.push(expected.name);
    }
    expect(seen).toEqual(fields.map((f) => f.name));

    for (let index = fields.length - 2; index >= 0; index--) {
      await turns.getByRole('link', { name: /Previous practice area/ }).click();
      await page.waitForURL(new RegExp(`/expertises/detail/${fields[index]!.id}$`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(fields[index]!.name);
    }
    expect(await page.locator('a[rel="prev"]').count()).toBe(0);
    // Hovering a link prefetches its page's data; a click that follows at once navigates away
    // and the browser cancels that prefetch. Nothing else may fail.
    expect(problems.filter((p) => !/^failed: \S+\.data net::ERR_ABORTED/.test(p))).toEqual([]);
    await context.close();
  });

  it('keeps the visitor on the same practice area when the language changes', async () => {
    const [, second] = await fieldsIn('en_US');
    const german = (await fieldsIn('de_DE'))[1]!;
    const context = await acceptedContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/expertises/detail/${second!.id}?lang=en_US`);
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(german.name);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await context.close();
  });
});
