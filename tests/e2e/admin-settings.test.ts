/**
 * The administrator's settings screens in Chromium: the firm's contact number, changed once
 * through the site settings above the language tabs, shows in the public footer of every language
 * (one save, one call for the part that changed), and on a phone is saved from the foot of the
 * form with the save button in reach at the top of the screen; the site switched to maintenance through the status screen answers 503 with the
 * status screen; an editor sees no settings in the menu and a 403 page at /admin/site/edit; a
 * staff account created through the screen can sign in; demoting yourself is refused in words; a
 * save whose later language is refused says which languages it wrote beside that language's error.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PortalConfig } from '../../contract/portal-config.js';
import { adminApi, adminContext, openTab, signIn } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const unique = () => Math.random().toString(36).slice(2, 8);

/** The public footer's contact number on the home page in a language. */
async function footerTel(browser: Browser, lang = 'en_US'): Promise<string | null> {
  const visitor = await acceptedContext(browser);
  const page = await visitor.newPage();
  const response = await page.goto(`${baseUrl()}/home?lang=${lang}`);
  expect(response?.status()).toBe(200);
  const tel = await page.locator('footer.site-footer a[href^="tel:"]').first().textContent();
  await visitor.close();
  return tel;
}

/** The name of the button in the middle of a box, as the topmost element there says: nothing covers it. */
function topmostButtonAt(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<string | null | undefined> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
}

/**
 * Sets the firm's contact number through the site settings screen; returns the writes it made. On
 * a phone the save is made from the foot of the form, with the heading scrolled away, from the bar
 * that stays at the top of the screen.
 */
async function setTelThroughScreen(page: Page, tel: string, { phone = false } = {}): Promise<{ call: string; tel: string | null }[]> {
  const writes: { call: string; tel: string | null }[] = [];
  const listener = (request: Request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/portal-config')) {
      writes.push({ call: `${request.method()} ${new URL(request.url()).pathname}`, tel: (request.postDataJSON() as { tel: string | null }).tel });
    }
  };
  page.on('request', listener);
  await page.goto(`${baseUrl()}/admin/site/edit`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Site settings');
  // Above the language tabs: the same in every language.
  const field = page.locator('.admin-structure').locator('#shared_tel');
  await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe('');
  await field.fill(tel);
  const saved = page.waitForResponse((r) => r.url().includes('/api/admin/portal-config/shared') && r.request().method() === 'PUT');
  const save = page.locator(phone ? '.admin-page__actions' : '.admin-page__head').getByRole('button', { name: 'Save', exact: true });
  if (phone) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const heading = (await page.locator('.admin-page__head').boundingBox())!;
    expect(heading.y + heading.height).toBeLessThan(0);
    const box = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await topmostButtonAt(page, box)).toBe('Save');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
  }
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.getByText('Saved: For every language').count()).toBe(1);
  page.off('request', listener);
  return writes;
}

describe('admin settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Whatever happened, the site is online again for the other test files.
    await adminApi('POST', '/admin/portal-config/site-status/0').catch(() => {});
    await browser?.close();
  });

  it('changes the contact number once, which the public footer of every language then shows, and changes it back', async () => {
    const original = (await adminApi<PortalConfig>('GET', '/admin/portal-config?lang=en_US')).tel;
    expect(original).toBeTruthy();
    const changed = `+44 20 7946 ${Math.floor(1000 + Math.random() * 8999)}`;
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    try {
      const writes = await setTelThroughScreen(page, changed);
      // One save, one call: only the shared part changed.
      expect(writes).toEqual([{ call: 'PUT /api/admin/portal-config/shared', tel: changed }]);
      expect(await footerTel(browser)).toBe(changed);
      expect(await footerTel(browser, 'de_DE')).toBe(changed);
      expect(await setTelThroughScreen(page, original!)).toHaveLength(1);
      expect(await footerTel(browser)).toBe(original);
      expect(problems).toEqual([]);
    } finally {
      const now = await adminApi<PortalConfig>('GET', '/admin/portal-config?lang=en_US');
      if (now.tel !== original) await adminApi('PUT', '/admin/portal-config/shared', { tel: original });
      await context.close();
    }
  });

  it('keeps Save in reach on a phone at the foot of the long settings form, and saves from there', async () => {
    const original = (await adminApi<PortalConfig>('GET', '/admin/portal-config?lang=en_US')).tel;
    const changed = `+44 20 7946 ${Math.floor(1000 + Math.random() * 8999)}`;
    const { context, page } = await adminContext(browser, 390);
    const problems = watch(page);
    try {
      expect(await setTelThroughScreen(page, changed, { phone: true })).toEqual([{ call: 'PUT /api/admin/portal-config/shared', tel: changed }]);
      expect(await footerTel(browser)).toBe(changed);
      expect(problems).toEqual([]);
    } finally {
      await adminApi('PUT', '/admin/portal-config/shared', { tel: original });
      await context.close();
    }
  });

  it('says which languages a save wrote when a later language is refused for another reason, beside that language’s error', async () => {
    const { context, page } = await adminContext(browser);
    watch(page, [/status of 400/, /^HTTP 400: POST \S+\/api\/admin\/portal-config$/]);
    const before = await adminApi<PortalConfig>('GET', '/admin/portal-config?lang=de_DE');
    // The server refuses English's record in words, as it would a field only it checks.
    await page.route('**/api/admin/portal-config', async (route) => {
      if (route.request().method() !== 'POST' || (route.request().postDataJSON() as { lang: string }).lang !== 'en_US') return route.continue();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 400, message: 'The name was refused.', result: { fieldErrors: [{ field: 'name', message: 'The name was refused.' }] } }),
      });
    });
    try {
      await page.goto(`${baseUrl()}/admin/site/edit`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Site settings');
      await expect.poll(() => page.locator('#versions_en_US_name').inputValue()).not.toBe('');
      await openTab(page, /Deutsch|German/);
      await page.locator('#versions_de_DE_name').fill(`${before.name} (${unique()})`);
      await openTab(page, /English/);
      await page.locator('#versions_en_US_name').fill('Refused by the server');
      await page.locator('.admin-page__head').getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain('English: The name was refused.');
      expect(await page.locator('.ant-message').textContent()).toContain('Saved: Deutsch');
      expect((await adminApi<PortalConfig>('GET', '/admin/portal-config?lang=de_DE')).name).not.toBe(before.name);
      expect(await page.locator('#versions_en_US_name').inputValue()).toBe('Refused by the server');
    } finally {
      await adminApi('POST', '/admin/portal-config', { lang: 'de_DE', name: before.name });
      await context.close();
    }
  });

  it('switches the site to maintenance after a confirmation that says what visitors see, and back', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    try {
      await page.goto(`${baseUrl()}/admin/site/status`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Site status');
      await expect.poll(() => page.getByRole('radio', { name: /^Online/ }).isChecked()).toBe(true);

      await page.getByRole('radio', { name: /^Maintenance/ }).click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.textContent())
        .toContain('Visitors will see “under maintenance, back soon” with your contact details; the back office keeps working.');
      const switched = page.waitForResponse((r) => r.url().endsWith('/api/admin/portal-config/site-status/1') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Switch' }).click();
      expect((await switched).status()).toBe(200);
      await expect.poll(() => page.getByRole('radio', { name: /^Maintenance/ }).isChecked()).toBe(true);

      const visitor = await browser.newContext({ locale: 'en-US' });
      const publicPage = await visitor.newPage();
      const response = await publicPage.goto(`${baseUrl()}/home?lang=en_US`);
      expect(response?.status()).toBe(503);
      expect(await publicPage.getByRole('heading', { level: 1 }).textContent()).toBe('Under maintenance, back soon');
      await visitor.close();

      await page.getByRole('radio', { name: /^Online/ }).click();
      const back = page.waitForResponse((r) => r.url().endsWith('/api/admin/portal-config/site-status/0') && r.request().method() === 'POST');
      await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click();
      expect((await back).status()).toBe(200);
      expect((await fetch(`${baseUrl()}/home?lang=en_US`)).status).toBe(200);
      expect(problems).toEqual([]);
    } finally {
      await adminApi('POST', '/admin/portal-config/site-status/0');
      await context.close();
    }
  });

  it('shows an editor no settings in the menu and a 403 page at /admin/site/edit', async () => {
    const account = `editor-${unique()}`;
    const password = `Editor passphrase ${unique()} 2026`;
    await adminApi('POST', '/admin/users', { loginAccount: account, userName: 'Settings Editor', password, roleId: 2 });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const problems = watch(page);
    await signIn(page, account, password);
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect.poll(() => menu.getByText('My account').count()).toBe(1);
    expect(await menu.getByText('Site settings').count()).toBe(0);
    expect(await menu.getByText('Staff accounts').count()).toBe(0);

    await page.goto(`${baseUrl()}/admin/site/edit`);
    await expect.poll(() => page.getByText('Your role does not allow this page.').count()).toBe(1);
    expect(await page.getByText('403', { exact: true }).count()).toBe(1);
    expect(await page.locator('#shared_tel').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates a staff account through the screen that can then sign in, offers no Disable on your own account, and refuses demoting yourself in words', async () => {
    const account = `staff.${unique()}`;
    const password = `Screen made passphrase ${unique()}`;
    const { context, page } = await adminContext(browser);
    const problems = watch(page, [/HTTP 409: PUT .*\/api\/admin\/users/, /status of 409/]);
    await page.goto(`${baseUrl()}/admin/users`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff accounts');
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New staff account' });
    // The 12-character rule is checked before anything is sent.
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Name').fill('Screen Made');
    await dialog.getByLabel('Password').fill('too short');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Password must be at least 12 characters').count()).toBe(1);
    await dialog.getByLabel('Password').fill(password);
    const created = page.waitForResponse((r) => r.url().includes('/api/admin/users') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await created).status()).toBe(200);
    await expect.poll(() => page.getByRole('cell', { name: account, exact: true }).count()).toBe(1);

    // Your own account offers no Disable: its button is off and says why.
    const self = inject('admin').account;
    const disableSelf = page.getByRole('button', { name: `Disable: ${self}`, exact: true });
    expect(await disableSelf.isDisabled()).toBe(true);
    expect(await disableSelf.getAttribute('aria-description')).toBe('This is your own account: you cannot disable it or remove your administrator role.');
    await disableSelf.hover({ force: true });
    await expect.poll(() => page.getByRole('tooltip').filter({ hasText: 'This is your own account' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Disable: ${account}`, exact: true }).isEnabled()).toBe(true);

    // Removing your own administrator role is a 409, shown in the server's words.
    await page.getByRole('button', { name: `Edit: ${self}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit account ${self}` });
    await edit.locator('#editUser_roleId').click();
    await page.locator('.ant-select-item-option', { hasText: 'Editor' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.getByRole('alert').first().textContent()).toContain('You cannot disable your own account or remove your own administrator role.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
    await context.close();

    const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const staffPage = await staff.newPage();
    const staffProblems = watch(staffPage);
    await signIn(staffPage, account, password);
    await expect.poll(() => staffPage.getByRole('button', { name: /^Screen Made/ }).count()).toBe(1);
    await staffPage.goto(`${baseUrl()}/admin/account`);
    await expect.poll(() => staffPage.getByText(account, { exact: true }).count()).toBe(1);
    expect(await staffPage.getByText('Editor', { exact: true }).count()).toBeGreaterThan(0);
    expect(staffProblems).toEqual([]);
    await staff.close();
  });
});
