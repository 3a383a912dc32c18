/**
 * The back office never loses an editor's work without saying so (issue 10, points 1-3 and 8):
 * errors on a language tab that is not shown, a picture inserted into rich text, a sign-in that
 * expires while editing, a reload in the middle of an edit, and the site status reminder.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminContext, openTab, signIn } from '../helpers/admin.js';
import { baseUrl, launchBrowser } from '../helpers/browser.js';

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
const activeTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent();
/** The label of the focused field's form item, or what the focused element is. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const item = element?.closest('.ant-form-item');
    return item?.querySelector('label')?.textContent ?? element?.tagName ?? '';
  });

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2b3a5c' } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

interface NewsVersion {
  id: number;
  no: string;
  lang: string;
  title: string;
  content: string;
}

/** A news item in English and German, made through the API. */
async function makeNews(title: string): Promise<string> {
  const folders = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
  const cover = (await adminApi<{ coverUrl: string }[]>('GET', '/admin/latest-news?lang=en_US&pageSize=1'))[0]!.coverUrl;
  const saved = await adminApi<NewsVersion[]>('POST', '/admin/latest-news', [
    { lang: 'en_US', title, coverUrl: cover, content: '<p>English text</p>', cataId: folders[0]!.id, isLink: 0, top: 0 },
    { lang: 'de_DE', title: `${title} (DE)`, coverUrl: cover, content: '<p>Deutscher Text</p>', cataId: folders[0]!.id, isLink: 0, top: 0 },
  ]);
  return saved[0]!.no;
}

async function newsVersions(no: string): Promise<NewsVersion[]> {
  return adminApi<NewsVersion[]>('GET', `/admin/latest-news?no=${no}&pageSize=10`);
}

describe('back office: work is never lost silently', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await adminApi('POST', '/admin/portal-config/site-status/0').catch(() => {});
    await browser?.close();
  });

  it('opens the tab with an error, marks it with a count, focuses the field and says what to fix (person)', async () => {
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/people/add`);
    await openTab(page, /English/);
    await shownPanel(page).getByLabel('Name').fill('Imogen Tarrant');
    // A further section without its title: the English tab has an error.
    await shownPanel(page).getByRole('button', { name: 'Add a section' }).click();
    await openTab(page, /中文/);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/lawyerTeam')) posted = true;
    });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => activeTab(page)).toMatch(/^English/);
    expect(await page.getByRole('tab', { name: /English.*Fields to correct: 1/ }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: /中文.*Fields to correct/ }).count()).toBe(0);
    await expect.poll(() => focusedField(page)).toBe('Section title');
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Not saved: please correct the marked fields (English: 1)');
    expect(posted).toBe(false);

    // Corrected, the mark goes and the person is saved.
    await shownPanel(page).getByLabel('Section title').fill('Education');
    await expect.poll(() => page.getByRole('tab', { name: /Fields to correct/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/people\/edit\/\d+/);
    await context.close();
  });

  it('opens the tab with an error when saving a news item from another language tab', async () => {
    const no = await makeNews('Hidden tab title check');
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).getByLabel('Title').inputValue()).toBe('Hidden tab title check');
    await shownPanel(page).getByLabel('Title').fill('');
    await openTab(page, /Deutsch/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => activeTab(page)).toMatch(/^English/);
    await expect.poll(() => focusedField(page)).toBe('Title');
    expect(await page.getByRole('tab', { name: /English.*Fields to correct: 1/ }).count()).toBe(1);
    expect((await newsVersions(no)).find((v) => v.lang === 'en_US')!.title).toBe('Hidden tab title check');
    await context.close();
  });

  it('keeps the caret after an inserted picture, in a new paragraph, so typing does not replace it', async () => {
    const no = await makeNews('Inline picture check');
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    const editor = shownPanel(page).locator('.ProseMirror').first();
    await expect.poll(() => editor.textContent()).toBe('English text');
    await editor.click();
    await page.keyboard.press('End');
    await shownPanel(page).locator('input[type=file]').last().setInputFiles(await pngFile('inline.png'));
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByLabel('Text alternative').fill('The Milan office at dusk');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.keyboard.type('Typed after the picture.');

    const html = await editor.innerHTML();
    expect(html).toMatch(/<img[^>]+alt="The Milan office at dusk"/);
    expect(html).toMatch(/<img[^>]*>(<[^>]+>)*<p>Typed after the picture\.<\/p>/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await newsVersions(no)).find((v) => v.lang === 'en_US')!.content).toMatch(/<img[^>]+><p>Typed after the picture\.<\/p>/);
    await context.close();
  });

  it('asks to sign in again over the edit screen when the sign-in expired, then saves with nothing retyped', async () => {
    const no = await makeNews('Expiry while editing');
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).getByLabel('Title').inputValue()).toBe('Expiry while editing');
    await shownPanel(page).getByLabel('Title').fill('Expiry while editing, saved after signing in again');

    // The session ends on the server (signed out elsewhere, or past its idle time).
    const token = await page.evaluate(() => localStorage.getItem('authorization'));
    await fetch(`${baseUrl()}/api/admin/quit`, { headers: { authorization: token! } });

    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your sign-in has expired' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toContain(`/admin/articles/news/edit?no=${no}`);
    expect(await dialog.getByLabel('Account').inputValue()).toBe(inject('admin').account);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong password, twice over');
    await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('incorrect account or password');
    await dialog.getByLabel('Password', { exact: true }).fill(inject('admin').password);
    await dialog.getByRole('button', { name: 'Sign in and continue' }).click();

    await expect.poll(async () => (await newsVersions(no)).find((v) => v.lang === 'en_US')!.title).toBe('Expiry while editing, saved after signing in again');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Saved');
    expect(page.url()).toContain(`/admin/articles/news/edit?no=${no}`);
    await context.close();
  });

  it('keeps a copy of unsaved changes in the browser and offers it back after a reload', async () => {
    const no = await makeNews('Reload while editing');
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).getByLabel('Title').inputValue()).toBe('Reload while editing');
    await shownPanel(page).getByLabel('Title').fill('Reload while editing, kept in the browser');
    await shownPanel(page).locator('.ProseMirror').first().click();
    await page.keyboard.type(' More words.');
    page.on('dialog', (question) => void question.accept());
    await page.reload();

    const offer = page.locator('.admin-draft-offer');
    await expect.poll(() => offer.textContent()).toContain('This browser kept unsaved changes to this form');
    await openTab(page, /English/);
    expect(await shownPanel(page).getByLabel('Title').inputValue()).toBe('Reload while editing');
    await offer.getByRole('button', { name: 'Restore them' }).click();
    expect(await shownPanel(page).getByLabel('Title').inputValue()).toBe('Reload while editing, kept in the browser');
    await expect.poll(() => shownPanel(page).locator('.ProseMirror').first().textContent()).toBe('English text More words.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await newsVersions(no)).find((v) => v.lang === 'en_US')!.title).toBe('Reload while editing, kept in the browser');

    // Saved, the copy is gone: a reload offers nothing.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length)).toBe(0);
    await page.reload();
    await expect.poll(() => shownPanel(page).getByLabel('Title').count()).toBeGreaterThan(0);
    expect(await offer.count()).toBe(0);

    // Another account does not get this account's copy.
    await shownPanel(page).getByLabel('Title').fill('Only for the administrator');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length)).toBe(1);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')));
    expect(keys[0]).toMatch(new RegExp(`^draft:v1:\\d+:/admin/articles/news/edit\\?no=${no}$`));
    await context.close();
  });

  it('keeps what is typed when the back office changes language, and still asks before leaving', async () => {
    const no = await makeNews('Language switch while editing');
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).getByLabel('Title').inputValue()).toBe('Language switch while editing');
    await shownPanel(page).getByLabel('Title').fill('Typed before the switch');

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Deutsch' }).click();
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    // The folder list is read again in German meanwhile; the form is not.
    await page.waitForLoadState('networkidle');
    await openTab(page, /English/);
    expect(await shownPanel(page).getByLabel('Titel', { exact: true }).inputValue()).toBe('Typed before the switch');

    // Still unsaved: leaving asks first.
    await page.locator('.ant-menu-item').first().click();
    const question = page.locator('.ant-modal-confirm');
    await expect.poll(() => question.textContent()).toContain('Es gibt ungespeicherte Änderungen.');
    await question.getByRole('button', { name: 'Bleiben' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect.poll(async () => (await newsVersions(no)).find((v) => v.lang === 'en_US')!.title).toBe('Typed before the switch');
    await context.close();
  });

  it('keeps a copy of a dialog form too, per item, and offers it when the same dialog opens again', async () => {
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/banner/list`);
    await page.getByRole('button', { name: 'New banner' }).click();
    const drawer = page.getByRole('dialog', { name: 'New banner' });
    await openTab(drawer, /English/);
    await drawer.locator('[role="tabpanel"]:not([aria-hidden="true"])').getByLabel('Title', { exact: true }).fill('Spring reception at the London office');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('#banner:new')).length)).toBe(1);
    page.on('dialog', (question) => void question.accept());
    await page.reload();

    await page.getByRole('button', { name: 'New banner' }).click();
    await expect.poll(() => drawer.locator('.admin-draft-offer').textContent()).toContain('This browser kept unsaved changes');
    await drawer.getByRole('button', { name: 'Restore them' }).click();
    await openTab(drawer, /English/);
    expect(await drawer.locator('[role="tabpanel"]:not([aria-hidden="true"])').getByLabel('Title', { exact: true }).inputValue()).toBe('Spring reception at the London office');
    expect(await drawer.locator('.admin-draft-offer').count()).toBe(0);
    await context.close();
  });

  it('keeps a copy of the site settings too, and offers it back after a reload', async () => {
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/site/edit`);
    await openTab(page, /English/);
    const name = page.locator('#versions_en_US_name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const saved = await name.inputValue();
    await name.fill(`${saved} LLP`);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':/admin/site/edit')).length)).toBe(1);
    page.on('dialog', (question) => void question.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await openTab(page, /English/);
    expect(await page.locator('#versions_en_US_name').inputValue()).toBe(`${saved} LLP`);
    await context.close();
  });

  it('shows on every screen that the site is in maintenance or closed, with a link to the status screen', async () => {
    const { context, page } = await adminContext(browser, 390);
    await page.goto(`${baseUrl()}/admin/people/list`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.locator('.admin-status-banner').count()).toBe(0);

    await adminApi('POST', '/admin/portal-config/site-status/1');
    await page.goto(`${baseUrl()}/admin/articles/news/list`);
    const banner = page.locator('.admin-status-banner');
    await expect.poll(() => banner.textContent()).toContain('The public website is in maintenance');
    await banner.getByRole('link', { name: 'Change the site status' }).click();
    await page.waitForURL(/\/admin\/site\/status$/);

    // Switched back on there, the reminder goes at once.
    const online = page.getByRole('radio', { name: /Online/ });
    await expect.poll(() => online.isEnabled()).toBe(true);
    await online.click();
    await page.getByRole('button', { name: 'Switch' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    await adminApi('POST', '/admin/portal-config/site-status/2');
    await page.goto(`${baseUrl()}/admin/expertise/list`);
    await expect.poll(() => banner.textContent()).toContain('The public website is closed');
    await adminApi('POST', '/admin/portal-config/site-status/0');
    await context.close();
  });

  it('tells an editor, who cannot change it, who can', async () => {
    const account = `status-editor-${Date.now()}`;
    const password = 'Correct-Horse-Battery-42';
    await adminApi('POST', '/admin/users', { loginAccount: account, userName: 'Status Editor', password, roleId: 2 });
    await adminApi('POST', '/admin/portal-config/site-status/1');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, account, password);
    const banner = page.locator('.admin-status-banner');
    await expect.poll(() => banner.textContent()).toContain('An administrator can switch it back on.');
    expect(await banner.getByRole('link').count()).toBe(0);
    await adminApi('POST', '/admin/portal-config/site-status/0');
    await context.close();
  });
});
