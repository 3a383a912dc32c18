/**
 * The back office's own form checks speak words, never a regular expression or a type name
 * ("电子邮箱不是一个有效的email", "does not match the pattern /^https?:\/\//i"), and show one
 * message per field (issue 11, point 8).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTab, enterBackOffice } from '../helpers/admin.js';
import { baseUrl, launchBrowser } from '../helpers/browser.js';

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
/** The messages under the fields that are shown (the language tabs' hidden panels left out). */
const errorsOf = (page: Page) => page.locator('.ant-form-item-explain-error:visible').allTextContents();

async function inLanguage(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await enterBackOffice(page);
  await page.evaluate((code) => localStorage.setItem('adminLang', code), lang);
  return page;
}

describe('back office form messages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const cases = [
    { lang: 'zh_CN', tab: '中文', email: '电子邮箱不是有效的邮箱地址', link: '请输入文章的完整地址，以 https:// 或 http:// 开头' },
    { lang: 'de_DE', tab: 'Deutsch', email: 'E-Mail ist keine gültige E-Mail-Adresse', link: 'Geben Sie die vollständige Adresse des Artikels ein, beginnend mit https:// oder http://' },
    { lang: 'en_US', tab: 'English', email: 'E-mail is not a valid email address', link: 'Enter the full address of the article, starting with https:// or http://' },
  ];

  it.each(cases)('in $lang: an e-mail address and an article link are checked in words, one message each', async ({ lang, tab, email, link }) => {
    const page = await inLanguage(browser, lang);
    await page.goto(`${baseUrl()}/admin/people/add`);
    // The e-mail address is the same in every language: it is asked once, above the tabs.
    const emailField = page.locator('input[type="email"]');
    await emailField.fill('not-an-email');
    await emailField.blur();
    await expect.poll(() => errorsOf(page)).toEqual([email]);

    await page.goto(`${baseUrl()}/admin/articles/news/edit-external`);
    await openTab(page, new RegExp(tab));
    const linkField = shownPanel(page).getByPlaceholder('https://', { exact: true });
    await linkField.fill('ftp://files.example.com/article');
    await linkField.blur();
    await expect.poll(() => errorsOf(page)).toEqual([link]);
    for (const message of await errorsOf(page)) expect(message).not.toMatch(/\/\^|\bemail\b|pattern|Muster|模式/);
    await page.context().close();
  });
});
