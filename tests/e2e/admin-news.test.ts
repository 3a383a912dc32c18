/** The back office in Chromium: sign-in, errors, and the life of a news item seen on the public site. */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, openTab, signIn, publishThroughPanel } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, publicNewsTitles, watchedPage } from '../helpers/browser.js';

const LANGS = [
  { code: 'de_DE', tab: 'Deutsch', title: 'Kanzlei eröffnet Büro in Mailand' },
  { code: 'en_US', tab: 'English', title: 'Firm opens an office in Milan' },
  { code: 'zh_CN', tab: '中文', title: '律所开设米兰办公室' },
];

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1f2a44' } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}


/** Uploads an image into the first image field inside `scope` and waits for its preview. */
async function uploadInto(scope: ReturnType<Page['locator']>, name: string) {
  await scope.locator('input[type=file]').first().setInputFiles(await pngFile(name));
  await expect.poll(() => scope.locator('img').first().getAttribute('src'), { timeout: 15_000 }).toMatch(/\/api\/upload\//);
}

/** The cover of every language, above the language tabs. */
const uploadCover = (page: Page, name: string) => uploadInto(page.locator('.admin-structure'), name);

/** Folder and cover once; per language a title, summary and text; German with a cover of its own. */
async function fillNews(page: Page, folder: string) {
  await page.getByLabel('Folder').click();
  await page.locator('.ant-select-tree-title', { hasText: folder }).first().click();
  await uploadCover(page, 'cover.png');
  for (const lang of LANGS) {
    await openTab(page, new RegExp(lang.tab));
    const panel = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
    await panel.getByLabel('Title').fill(lang.title);
    if (lang.code === 'de_DE') await uploadInto(panel, 'de_DE.png');
    await panel.getByLabel('Summary').fill(`${lang.title} — summary`);
    const editor = panel.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.type(`${lang.title}. The text of the article.`);
  }
}

describe('back office: sign-in and news', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('signs in and out', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page);
    expect(page.url()).toContain('/admin/articles/news/list');
    await page.getByRole('button', { name: /Administrator/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin-login\?signedOut=1/);
    await expect.poll(() => page.getByText('You have signed out.').isVisible()).toBe(true);
    await page.goto(`${baseUrl()}/admin/articles/news/list`);
    await page.waitForURL(/\/admin-login/);
    await context.close();
  });

  it('says so when the password is wrong', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page).catch(() => {});
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Account').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('incorrect account or password');
    await context.close();
  });

  it('returns to the login screen with the spec message when the token has expired', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin-login`);
    await page.evaluate(() => {
      localStorage.setItem('authorization', 'an-expired-token-that-the-server-does-not-know');
      localStorage.setItem('adminLang', 'zh_CN');
    });
    await page.goto(`${baseUrl()}/admin/articles/news/list`);
    await page.waitForURL(/\/admin-login\?expired=1/);
    await expect.poll(() => page.getByText('登录失效，请重新登录').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
    await context.close();
  });

  it('creates a news item in three languages, pins, edits and deletes it, as the public site shows', async () => {
    const { context, page } = await adminContext(browser);
    const { problems } = { problems: [] as string[] };
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl()}/admin/articles/news/edit`);
    await fillNews(page, 'Firm News');
    await publishThroughPanel(page);
    await page.waitForURL(/edit\?no=/);
    for (const lang of LANGS) expect(await publicNewsTitles(browser, lang.code)).toContain(lang.title);

    // The detail page shows the rich text in each language.
    const items = await adminApi<{ id: number; lang: string; no: string; title: string }[]>('GET', `/admin/latest-news?title=${encodeURIComponent('Milan')}&lang=en_US`);
    const no = items[0]!.no;
    // One cover for every language, German with its own.
    const versions = await adminApi<{ lang: string; coverUrl: string; sharedCoverUrl: string; ownCoverUrl: string | null }[]>('GET', `/admin/latest-news?no=${no}`);
    const covers = Object.fromEntries(versions.map((v) => [v.lang, v]));
    expect(covers.en_US).toMatchObject({ ownCoverUrl: null, coverUrl: covers.en_US!.sharedCoverUrl });
    expect(covers.zh_CN).toMatchObject({ ownCoverUrl: null, coverUrl: covers.en_US!.sharedCoverUrl });
    expect(covers.de_DE!.ownCoverUrl).toMatch(/^\d{4}\/\d{2}\//);
    expect(covers.de_DE!.coverUrl).not.toBe(covers.en_US!.coverUrl);
    const readers = await acceptedContext(browser);
    const reader = await readers.newPage();
    await reader.goto(`${baseUrl()}/news/detail/${items[0]!.id}?lang=de_DE`);
    expect(await reader.locator('main').textContent()).toContain('Kanzlei eröffnet Büro in Mailand. The text of the article.');
    await readers.close();

    // Pinned, it comes first.
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    await page.getByRole('button', { name: `Pin: ${LANGS[1]!.title}` }).click();
    await expect.poll(async () => (await publicNewsTitles(browser, 'en_US'))[0]).toBe(LANGS[1]!.title);

    // Edited, the public site follows.
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await page.locator('[role="tabpanel"]:not([aria-hidden="true"])').getByLabel('Title').fill('Firm opens its Milan office');
    await publishThroughPanel(page);
    await expect.poll(() => publicNewsTitles(browser, 'en_US')).toContain('Firm opens its Milan office');

    // Deleted, it is gone in every language.
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    await page.getByRole('button', { name: 'Delete: Firm opens its Milan office' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => publicNewsTitles(browser, 'en_US')).not.toContain('Firm opens its Milan office');
    expect(await publicNewsTitles(browser, 'de_DE')).not.toContain(LANGS[0]!.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates an external article that links out from the public list', async () => {
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit-external`);
    await page.getByLabel('Folder').click();
    await page.locator('.ant-select-tree-title', { hasText: 'In the Media' }).first().click();
    await openTab(page, /English/);
    const panel = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
    await panel.getByLabel('Title').fill('Interview on cross-border arbitration');
    await uploadCover(page, 'external.png');
    await panel.getByLabel('Link to the article').fill('https://press.example/interview');
    await publishThroughPanel(page);
    await page.waitForURL(/edit-external\?no=/);
    const readers = await acceptedContext(browser);
    const { page: reader, problems } = await watchedPage(readers);
    await reader.goto(`${baseUrl()}/news?lang=en_US`);
    const link = reader.getByRole('link', { name: /Interview on cross-border arbitration/ }).first();
    expect(await link.getAttribute('href')).toBe('https://press.example/interview');
    expect(problems).toEqual([]);
    await readers.close();
    await context.close();
  });

  it('names the practice areas of a news item, whose pages then show it as related news', async () => {
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit`);
    await page.getByLabel('Folder').click();
    await page.locator('.ant-select-tree-title', { hasText: 'Firm News' }).first().click();
    await page.getByLabel('Practice areas').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^Tax$/ }).click();
    await page.keyboard.press('Escape');
    await openTab(page, /English/);
    const panel = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
    await panel.getByLabel('Title').fill('Tax treaty between the UK and Germany revised');
    await uploadCover(page, 'tax.png');
    await publishThroughPanel(page);
    await page.waitForURL(/edit\?no=/);
    // After a reload the choice is still there, read back from the server.
    await page.reload();
    await expect.poll(() => page.locator('.admin-structure .ant-select-selection-item').allTextContents()).toContain('Tax');

    const fields = (await (await fetch(`${baseUrl()}/api/user/professionalField/list`, { headers: { lang: 'en_US' } })).json()) as { result: { id: number; name: string }[] };
    const tax = fields.result.find((field) => field.name === 'Tax')!;
    const readers = await acceptedContext(browser);
    const { page: reader, problems } = await watchedPage(readers);
    await reader.goto(`${baseUrl()}/expertises/detail/${tax.id}?lang=en_US`);
    const related = reader.getByRole('region', { name: 'Related news' });
    await expect.poll(() => related.getByRole('link').first().textContent()).toBe('Tax treaty between the UK and Germany revised');
    expect(problems).toEqual([]);
    await readers.close();
    await context.close();
  });

  it('loads none of the back office on a public page', async () => {
    const context = await acceptedContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${baseUrl()}/home?lang=en_US`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    for (const body of bodies) expect(body).not.toMatch(/ant-design|@tiptap|prosemirror|@dnd-kit/i);
    await context.close();
  });
});
