/**
 * Site settings → Languages in Chromium (issue 48, decision 0083): an administrator adds a
 * catalogue language, moves it up, switches it off and on, saves, and the public picker on /home
 * lists it in that place; on a phone (390 px) and a laptop (1366 px). The file has a server of its
 * own (vitest.e2e.config.ts), so what it adds changes no other file's site.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContext } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

/** The public picker's languages on /home, in its order. */
async function pickerOnHome(browser: Browser): Promise<string[]> {
  const visitor = await acceptedContext(browser);
  const page = await visitor.newPage();
  const response = await page.goto(`${baseUrl()}/home`);
  expect(response?.status()).toBe(200);
  const names = await page.locator('header nav.language-switch a').allTextContents();
  await visitor.close();
  return names;
}

/** The rows' codes, in the table's order. */
const rowCodes = (page: Page) => page.locator('.site-languages tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

async function addMoveToggleSave(page: Page, english: string, code: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/site/languages`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Languages');
  await expect.poll(() => rowCodes(page)).toContain('zh_CN');
  const select = page.getByRole('combobox', { name: 'Add language' });
  await select.click();
  await select.fill(english);
  await page.locator('.ant-select-item-option', { hasText: `(${code})` }).click();
  const before = await rowCodes(page);
  expect(before.at(-1)).toBe(code);
  await page.getByRole('button', { name: `Move ${english} up` }).click();
  expect(await rowCodes(page)).toEqual([...before.slice(0, -2), code, before.at(-2)]);
  const toggle = page.getByRole('switch', { name: `On: ${english}` });
  await toggle.click();
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/languages') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('The languages are saved.').waitFor();
}

describe('the languages screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    [390, 'French', 'fr_FR', 'Français'],
    [1366, 'Spanish', 'es_ES', 'Español'],
  ])('at %i px: adds %s, moves it up, switches it off and on, saves, and the picker on /home lists it', async (width, english, code, name) => {
    const { context, page } = await adminContext(browser, width);
    const problems = watch(page);
    await addMoveToggleSave(page, english, code);
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const picker = await pickerOnHome(browser);
    expect(picker).toContain(name);
    expect(picker.indexOf(name)).toBe(picker.length - 2);
    expect(problems).toEqual([]);
    await context.close();
  });
});
