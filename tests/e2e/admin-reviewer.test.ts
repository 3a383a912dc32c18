/**
 * A reviewer's back office in Chromium (issue 13.5): the menu leaves out the administrators'
 * screens, and no screen in it (nor the folders, job titles, offices, icons and media screens)
 * offers an action the server would refuse with 403: no deleting, pinning, moving, reordering,
 * bulk selection, and no creating or editing of folders, job titles, offices or icons, nor changing
 * a file's text alternatives. Every request the pages make while visited and used answers below
 * 400. What a reviewer may do stays: a news item's edit screen offers "Save draft".
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, enterBackOffice } from '../helpers/admin.js';
import { baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const run = Math.random().toString(36).slice(2, 8);

/** Names of actions the server refuses a reviewer on every screen. */
const REFUSED_EVERYWHERE = [/^Delete\b/, /^(Pin|Unpin)\b/, /^Move\b/, /^Select all/];
/** The administrators' screens: not in a reviewer's menu. */
const ADMINISTRATOR_SCREENS = ['/admin/site/edit', '/admin/site/status', '/admin/users', '/admin/audit'];
/** Screens with refused actions of their own (their names as the English back office words them). */
const REFUSED_ON: Record<string, RegExp[]> = {
  '/admin/articles/news/folder': [/^New folder/, /^Add a sub-folder/, /^Edit\b/],
  '/admin/articles/cases/folder': [/^New folder/, /^Add a sub-folder/, /^Edit\b/],
  '/admin/jobs': [/^Add a job title/, /^Edit\b/],
  '/admin/offices': [/^Add an office/, /^Edit\b/],
  '/admin/icons': [/^Add an icon/],
  '/admin/media': [/^Delete the file/],
};

/** Something each screen is known to list, created before the visit so the row actions render. */
async function prepareContent(): Promise<{ fileName: string }> {
  await adminApi('POST', '/admin/catalog', [{ lang: 'en_US', name: `Reviewer news folder ${run}`, type: 0, parentId: null }]);
  await adminApi('POST', '/admin/catalog', [{ lang: 'en_US', name: `Reviewer cases folder ${run}`, type: 1, parentId: null }]);
  await adminApi('POST', '/admin/job', [{ lang: 'en_US', name: `Reviewer job ${run}` }]);
  await adminApi('POST', '/admin/office', [{ lang: 'en_US', name: `Reviewer office ${run}`, address: 'Somewhere 1' }]);
  const fileName = `reviewer-icon-${run}.png`;
  const form = new FormData();
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), fileName);
  const upload = await fetch(`${baseUrl()}/api/admin/files/upload`, { method: 'POST', headers: { authorization: await adminToken() }, body: form });
  const path = ((await upload.json()) as { result: string }).result;
  await adminApi('POST', '/admin/icon', { name: `Reviewer icon ${run}`, url: path });
  return { fileName };
}

/** The accessible names of every button and link on the page that a person can see. */
async function offeredActions(page: Page): Promise<string[]> {
  return page.locator('button, a[href], [role="button"], [role="menuitem"]').evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0)
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim())
      .filter(Boolean),
  );
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-table-placeholder .ant-spin').count()).toBe(0);
}

describe('back office: a reviewer is offered only what they may do', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let fileName: string;
  const reviewer = { account: `reviewer-${run}`, password: 'Reviewer screens 2026!' };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ fileName } = await prepareContent());
    await adminApi('POST', '/admin/users', { loginAccount: reviewer.account, password: reviewer.password, roleId: 3, userName: 'Rita Reviewer' });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    problems = watch(page);
    await enterBackOffice(page, reviewer.account, reviewer.password);
  });
  afterAll(async () => browser?.close());

  it("leaves the administrators' screens out of the menu", async () => {
    await settled(page);
    const menu = await page.locator('nav a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(menu).toContain('/admin/articles/news/list');
    expect(menu).toContain('/admin/media');
    expect(menu.filter((href) => ADMINISTRATOR_SCREENS.includes(href ?? ''))).toEqual([]);
  });

  it('visits every screen in the menu and the structure screens: no refused action is offered, no request is refused', async () => {
    const menu = await page.locator('nav a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const screens = [...new Set([...menu, ...Object.keys(REFUSED_ON)])];
    expect(screens.length).toBeGreaterThan(12);
    const offered: Record<string, string[]> = {};
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen}`);
      await settled(page);
      // The screen lists something, so row actions would show if they were offered.
      const refused = [...REFUSED_EVERYWHERE, ...(REFUSED_ON[screen] ?? [])];
      const names = (await offeredActions(page)).filter((name) => refused.some((pattern) => pattern.test(name)));
      if (names.length) offered[screen] = names;
      // Tables offer no row selection for bulk actions.
      expect(await page.locator('.ant-table-selection-column').count(), screen).toBe(0);
    }
    expect(offered).toEqual({});
    expect(problems).toEqual([]);
  });

  it('shows folders, job titles, offices and icons read-only, saying who changes them', async () => {
    await page.goto(`${baseUrl()}/admin/articles/news/folder`);
    await page.getByText(`Reviewer news folder ${run}`).waitFor();
    await page.getByText('Editors and administrators create, rename, move and delete folders.', { exact: false }).waitFor();
    await page.goto(`${baseUrl()}/admin/jobs`);
    await page.getByText(`Reviewer job ${run}`).waitFor();
    expect(await page.getByText('Editors and administrators add, change, reorder and delete job titles.', { exact: false }).count()).toBe(1);
    await page.goto(`${baseUrl()}/admin/offices`);
    await page.getByText(`Reviewer office ${run}`).waitFor();
    expect(await page.getByText('Editors and administrators add, change, reorder and delete offices.', { exact: false }).count()).toBe(1);
    await page.goto(`${baseUrl()}/admin/icons`);
    await page.getByText(`Reviewer icon ${run}`).waitFor();
    expect(await page.getByText('Editors and administrators add and delete icons.', { exact: false }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("opens a file's details in the media library: text alternatives read-only, no delete, upload still offered", async () => {
    await page.goto(`${baseUrl()}/admin/media`);
    await settled(page);
    expect(await page.getByRole('button', { name: 'Upload files' }).count()).toBe(1);
    await page.getByRole('button', { name: new RegExp(fileName.replace(/\.png$/, '')) }).first().click();
    const drawer = page.getByRole('dialog', { name: 'File details' });
    await drawer.getByRole('heading', { name: 'Text alternatives' }).waitFor();
    expect(await drawer.getByRole('textbox').count()).toBeGreaterThan(0);
    for (const box of await drawer.getByRole('textbox').all()) expect(await box.getAttribute('readonly')).not.toBeNull();
    expect(await drawer.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Delete the file' }).count()).toBe(0);
    expect(await drawer.getByText('Editors and administrators change these texts.', { exact: false }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('still opens a news item for editing, with "Save draft" and no "Publish"', async () => {
    await page.goto(`${baseUrl()}/admin/articles/news/list`);
    await settled(page);
    await page.getByRole('button', { name: /^Edit: / }).first().click();
    await page.getByRole('button', { name: 'Save draft' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
