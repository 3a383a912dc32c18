/**
 * Banner drafts in Chromium (issue 13.1): an editor saves a new banner as a draft in the banner
 * dialog, which visitors do not see and the list tags "Draft"; "Publish" in the same dialog puts it
 * on the home page and the list says "Published". A reviewer's dialog offers "Save draft" only,
 * with the note the edit screens show, and the banner and practice-area lists offer a reviewer no
 * reordering (the server refuses a reviewer's sort).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, publishThroughPanel, enterBackOffice } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const run = Math.random().toString(36).slice(2, 8);
const TITLE = `Draft banner ${run}`;

/** The HTML visitors get for the English home page (rendered on the server, banners included). */
async function homeHtml(browser: Browser): Promise<string> {
  const visitor = await acceptedContext(browser);
  const page = await visitor.newPage();
  expect((await page.goto(`${baseUrl()}/home?lang=en_US`))?.status()).toBe(200);
  await page.locator('main').waitFor();
  const html = await page.content();
  await visitor.close();
  return html;
}

/** The list's row of the test banner. */
function bannerRow(page: Page): Locator {
  return page.locator('[data-sortable-id]', { hasText: TITLE });
}

/** A signed-in page of `account` at 1440 px. */
async function staffPage(browser: Browser, account: { account: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await enterBackOffice(page, account.account, account.password);
  return page;
}

describe('back office: banner drafts', () => {
  let browser: Browser;
  const editor = { account: `banner-editor-${run}`, password: 'Banner editor 2026!' };
  const reviewer = { account: `banner-reviewer-${run}`, password: 'Banner reviewer 2026!' };
  beforeAll(async () => {
    browser = await launchBrowser();
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Eve Editor' });
    await adminApi('POST', '/admin/users', { loginAccount: reviewer.account, password: reviewer.password, roleId: 3, userName: 'Rory Reviewer' });
  });
  afterAll(async () => browser?.close());

  describe('an editor', () => {
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      page = await staffPage(browser, editor);
      problems = watch(page);
    });
    afterAll(async () => page?.context().close());

    it('saves a new banner as a draft: visitors do not see it, the list says "Draft"', async () => {
      const png = await sharp({ create: { width: 1920, height: 720, channels: 3, background: { r: 90, g: 40, b: 60 } } }).png().toBuffer();
      await page.goto(`${baseUrl()}/admin/banner/list`);
      await page.getByRole('button', { name: 'New banner' }).click();
      const drawer = page.getByRole('dialog', { name: 'New banner' });
      await openTab(drawer, /English/);
      const panel = drawer.getByRole('tabpanel', { name: /English/ });
      expect(await panel.locator('.admin-publication').textContent()).toContain('Not saved yet');
      await panel.locator('input[type=file]').setInputFiles({ name: 'draft-banner.png', mimeType: 'image/png', buffer: png });
      await panel.getByRole('img', { name: 'Current image' }).waitFor();
      await panel.getByLabel('Title', { exact: true }).fill(TITLE);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/banner') && r.request().method() === 'POST');
      await drawer.getByRole('button', { name: 'Save draft' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual([expect.objectContaining({ lang: 'en_US', title: TITLE, state: 'draft' })]);
      await expect.poll(() => drawer.isVisible()).toBe(false);

      const row = bannerRow(page);
      await expect.poll(() => row.locator('li[data-lang="en_US"]').textContent()).toBe('ENDraft');
      expect(await homeHtml(browser)).not.toContain(TITLE);
    });

    it('publishes it from the dialog: the home page shows it, the list says "Published"', async () => {
      const row = bannerRow(page);
      await row.getByRole('button', { name: `Edit: ${TITLE}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit banner' });
      await openTab(drawer, /English/);
      const panel = drawer.getByRole('tabpanel', { name: /English/ });
      // The language's state and its own Unpublish, as on the edit screens; publishing goes through the panel.
      await expect.poll(() => panel.locator('.admin-publication').textContent()).toMatch(/^Status:Draft/);
      expect(await panel.getByRole('button', { name: 'Unpublish' }).isDisabled()).toBe(true);
      expect(await drawer.locator('.admin-reviewer-note').count()).toBe(0);

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/banner') && r.request().method() === 'PUT');
      expect(await publishThroughPanel(page, {}, drawer)).toContain('English: now');
      expect((await saved).status()).toBe(200);
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => row.locator('li[data-lang="en_US"]').textContent()).toBe('ENPublished');
      expect(await homeHtml(browser)).toContain(TITLE);
      expect(problems).toEqual([]);
    });
  });

  describe('a reviewer', () => {
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      page = await staffPage(browser, reviewer);
      problems = watch(page);
    });
    afterAll(async () => page?.context().close());

    it('saves drafts only in the banner dialog and is offered no reordering of banners', async () => {
      await page.goto(`${baseUrl()}/admin/banner/list`);
      const row = bannerRow(page);
      await row.waitFor();
      expect(await page.locator('[data-sortable-id]').count()).toBeGreaterThan(1);
      expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      // Priorities and deleting are the editors' too.
      expect(await row.getByRole('spinbutton').count()).toBe(0);
      expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

      await row.getByRole('button', { name: `Edit: ${TITLE}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit banner' });
      await drawer.getByRole('button', { name: 'Save draft' }).waitFor();
      expect(await drawer.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
      expect(await drawer.getByRole('button', { name: 'Publish this language' }).count()).toBe(0);
      expect(await drawer.locator('.admin-reviewer-note').textContent()).toBe('You save drafts; an editor or administrator publishes them.');
      expect(problems).toEqual([]);
    });

    it('sees the practice areas in order, with no drag handles or move buttons', async () => {
      await page.goto(`${baseUrl()}/admin/expertise/list`);
      await page.locator('[data-sortable-id]').nth(1).waitFor();
      expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      expect(await page.locator('[data-sortable-id] [aria-roledescription]').count()).toBe(0);
      expect(await page.getByText('Editors and administrators change the order.').count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });
});
