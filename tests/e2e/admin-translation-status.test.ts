/**
 * Translation status in Chromium (issue 46, decision 0071), on a phone and on a laptop: an editor
 * changes the English title of a news item in three languages and saves; the German and Chinese
 * tabs and the list's language tags say "may need updating", the German tab explains why, and the
 * revisions drawer names English alone as changed; the marked screen passes axe. Marking German
 * current clears it in the tab and in the list, while Chinese stays marked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, enterBackOffice } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const COVER = '2026/11/0123456789abcdef0123.webp';
const OUTDATED = 'may need updating';

describe.each([390, 1366])('back office: translation status at %i px', (width) => {
  let browser: Browser;
  let page: Page;
  let no: string;
  let problems: string[];
  const stamp = `${width}-${Date.now().toString(36)}`;
  const titles = { en_US: `Partner joins ${stamp}`, de_DE: `Partner kommt ${stamp}`, zh_CN: `合伙人加入 ${stamp}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    const editor = { account: `status-editor-${stamp}`, password: 'Translation status 2026!' };
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Tess Translator' });
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const versions = await adminApi<{ no: string }[]>(
      'POST',
      '/admin/latest-news',
      Object.entries(titles).map(([lang, title]) => ({ lang, title, cataId: folder!.id, coverUrl: COVER, isLink: 0, content: `<p>${title}</p>` })),
    );
    no = versions[0]!.no;
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    // The made-up cover has no file behind it: its thumbnail's 404 is expected.
    problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    await enterBackOffice(page, editor.account, editor.password);
  });
  afterAll(async () => browser?.close());

  const panel = () => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  const notice = () => panel().locator('.admin-translation-notice');

  /** The list row of the item (its English version) and its language tags' text. */
  async function listTags(): Promise<string[]> {
    await page.goto(`${baseUrl()}/admin/articles/news/list?title=${encodeURIComponent(stamp)}&lang=en_US`);
    const row = page.getByRole('row', { name: new RegExp(stamp) });
    await row.waitFor({ timeout: 30_000 });
    return row.locator('.admin-lang-tag').allTextContents();
  }

  it('marks German and Chinese when the English title changes, and clears German when it is marked current', async () => {
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await panel().locator(`input[value="${titles.en_US}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator('.admin-lang-outdated').count()).toBe(0);

    await panel().getByLabel('Title').fill(`Partner joins the firm ${stamp}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/latest-news') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.locator('.ant-message').getByText('Saved', { exact: true }).last().waitFor();

    // The German and Chinese tabs are marked, the English one is not.
    await tab(/Deutsch/).and(page.getByRole('tab', { name: new RegExp(OUTDATED) })).waitFor();
    expect(await tab(/中文/).textContent()).toContain(OUTDATED);
    expect(await tab(/English/).textContent()).not.toContain(OUTDATED);
    expect(await notice().count()).toBe(0);

    // The revisions drawer names English alone for the save.
    await page.getByRole('button', { name: 'Revisions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Revisions' });
    const newest = drawer.getByRole('row', { name: /#2/ });
    await newest.waitFor();
    // Tagged as the lists tag languages.
    expect(await newest.textContent()).toContain('EN');
    expect(await newest.textContent()).not.toMatch(/DE|ZH/);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await openTab(page, /Deutsch/);
    await notice().waitFor();
    expect(await notice().textContent()).toContain('The English text changed after this translation — it may need updating.');
    await page.screenshot({ path: `/tmp/translation-status-tab-${width}.png`, fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);

    expect(await listTags()).toEqual([`DE · ${OUTDATED}`, 'EN', `ZH · ${OUTDATED}`]);
    await page.screenshot({ path: `/tmp/translation-status-list-${width}.png`, fullPage: false });

    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /Deutsch/);
    await notice().waitFor({ timeout: 30_000 });
    const marked = page.waitForResponse((r) => r.url().includes('/api/admin/translations/current') && r.request().method() === 'PUT');
    await notice().getByRole('button', { name: 'Mark as current' }).click();
    expect((await marked).status()).toBe(200);
    await notice().waitFor({ state: 'detached' });
    expect(await tab(/Deutsch/).textContent()).not.toContain(OUTDATED);
    expect(await tab(/中文/).textContent()).toContain(OUTDATED);

    expect(await listTags()).toEqual(['DE', 'EN', `ZH · ${OUTDATED}`]);
    expect(problems).toEqual([]);
  });
});
