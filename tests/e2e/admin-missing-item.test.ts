/**
 * An edit screen whose address names an item that is not there (deleted by a colleague, an old
 * bookmark, a mistyped id) says so in the staff member's language and offers the list or a new
 * item. It used to show an empty form headed "Edit", whose save quietly made a new item.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext } from '../helpers/admin.js';
import { baseUrl, launchBrowser, watch } from '../helpers/browser.js';

/** The browser's console line for the API's answer to the missing record. */
const EXPECTED = [/^HTTP 40[04]: GET \S+\/api\/admin\/lawyerTeam\/detail\//, /^HTTP 40[04]: GET \S+\/api\/admin\/professionalField\/detail\//, /status of 40[04]/];

async function expectMissing(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  expect(await page.locator('form').count()).toBe(0);
  // The screen says it in words; a "request error" notification beside it would say it twice.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 100))));
  expect(await page.locator('.ant-notification-notice').count()).toBe(0);
}

describe('an edit screen for an item that is not there', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('says so for a deleted news item, a missing person and a practice area with a mistyped id, and leads on', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page, EXPECTED);
    // A news item deleted by someone else: its address stays in this browser's history.
    const [gone] = await adminApi<{ no: string }[]>('GET', '/admin/latest-news?lang=en_US&pageSize=1');
    await adminApi('DELETE', `/admin/latest-news?no=${gone!.no}`);

    await expectMissing(page, `/admin/articles/news/edit?no=${gone!.no}`, 'This item does not exist (any more)');
    await page.getByRole('button', { name: 'Create a new one' }).click();
    await page.waitForURL(/\/admin\/articles\/news\/edit$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('News · New item');

    await expectMissing(page, '/admin/people/edit/999999', 'This item does not exist (any more)');
    await page.getByRole('button', { name: 'Go to the list' }).click();
    await page.waitForURL(/\/admin\/people\/list$/);

    await expectMissing(page, '/admin/expertise/edit/abc', 'This item does not exist (any more)');
    await page.getByRole('button', { name: 'Create a new one' }).click();
    await page.waitForURL(/\/admin\/expertise\/add$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('New practice area');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so in German and Chinese', async () => {
    const { context, page } = await adminContext(browser, 390);
    watch(page, EXPECTED);
    await page.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
    await expectMissing(page, '/admin/people/edit/999999', 'Diesen Eintrag gibt es nicht (mehr)');
    expect(await page.getByRole('button', { name: 'Zur Liste' }).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('adminLang', 'zh_CN'));
    await expectMissing(page, '/admin/articles/cases/edit?no=nothing-here', '该条目不存在（或已被删除）');
    // Two Chinese characters in a button: antd puts a space between them.
    expect(await page.getByRole('button', { name: /^新 ?建$/ }).isVisible()).toBe(true);
    await context.close();
  });
});
