/**
 * Settings → Labels in Chromium (issue 48 point 3, decision 0086): an administrator adds a
 * language without bundled labels, translates one public label on the labels screen, saves, and
 * /home in that language shows it, English's labels for the rest; on a phone (390 px) and a laptop
 * (1366 px). The file has a server of its own (vitest.e2e.config.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContext } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

async function addLanguage(page: Page, english: string, code: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/site/languages`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Languages');
  const select = page.getByRole('combobox', { name: 'Add language' });
  await select.click();
  await select.fill(english);
  await page.locator('.ant-select-item-option', { hasText: `(${code})` }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/languages') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

async function translate(page: Page, code: string, key: string, text: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/site/labels?language=${code}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Labels of the public pages');
  // The back office stays left to right while a right-to-left language's labels are edited.
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  const input = page.getByRole('textbox', { name: `Translation of ${key}` });
  await page.getByRole('searchbox', { name: 'Search labels' }).fill(key);
  await expect.poll(() => input.count()).toBe(1);
  // Nothing in this language yet: the label is marked missing.
  await expect.poll(() => page.locator('.site-labels tbody tr', { hasText: key }).getByText('Missing').count()).toBe(1);
  await input.fill(text);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/labels/${code}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ labels: { [key]: text } });
  await page.getByText('The labels are saved.').waitFor();
}

describe('the labels screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    [390, 'Portuguese (Brazil)', 'pt_BR', 'nav.about', 'Sobre nós', 'About us'],
    [1366, 'Hebrew', 'he_IL', 'nav.people', 'אנשים', 'People'],
  ])('at %i px: adds %s, translates one label, and /home in it shows that label and English’s others', async (width, english, code, key, text, englishText) => {
    const { context, page } = await adminContext(browser, width);
    const problems = watch(page);
    await addLanguage(page, english, code);
    await translate(page, code, key, text);
    // For a person to look at (as right-to-left.test.ts does): the screen after the save.
    await page.screenshot({ path: `test-results/labels/labels-${width}.png` });
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await acceptedContext(browser);
    const home = await visitor.newPage();
    const response = await home.goto(`${baseUrl()}/home?lang=${code}`);
    expect(response?.status()).toBe(200);
    const header = home.locator('header.site-header');
    await expect.poll(() => header.textContent()).toContain(text);
    expect(await header.textContent()).not.toContain(englishText);
    // English's for a label not translated.
    expect(await header.textContent()).toContain('Expertise');
    await visitor.close();
  });
});
