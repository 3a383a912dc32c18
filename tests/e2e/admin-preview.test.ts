/**
 * Preview links in Chromium (issue 13.2, decision 0025): an editor types into a news item without
 * saving, clicks "Preview", and the link, opened by someone signed out in a browser of their
 * own, shows the typed title on the item's real public page, in English and in German. A new
 * item is previewed before its first save (issue 46.2, decision 0072), on a phone and a desktop.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, enterBackOffice } from '../helpers/admin.js';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const COVER = '2026/11/0123456789abcdef0123.webp';

describe('back office: preview links', () => {
  let browser: Browser;
  let editor: { account: string; password: string };
  let item: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    browser = await launchBrowser();
    editor = { account: `preview-editor-${Date.now().toString(36)}`, password: 'Preview editor 2026!' };
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Pat Editor' });
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const versions = await adminApi<{ id: number; no: string; lang: string }[]>('POST', '/admin/latest-news', [
      { lang: 'en_US', title: 'Stored English title', cataId: folder!.id, coverUrl: COVER, isLink: 0, content: '<p>Stored text.</p>' },
      { lang: 'de_DE', title: 'Gespeicherter deutscher Titel', cataId: folder!.id, coverUrl: COVER, isLink: 0, content: '<p>Gespeicherter Text.</p>' },
    ]);
    item = { no: versions[0]!.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  });
  afterAll(async () => browser?.close());

  /** Types `title` into the tab of `tabName` without saving, clicks Preview; the link it offers. */
  async function previewTitle(page: Page, tabName: string, title: string): Promise<string> {
    await openTab(page, new RegExp(tabName));
    const panel = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
    await panel.getByLabel('Title').fill(title);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Preview' }).click();
    // The new tab goes to the preview; the editor's own page stays where it was, unsaved.
    const tab = await opened;
    await tab.waitForURL(/[?&]preview=/);
    await tab.close();
    const dialog = page.getByRole('dialog', { name: 'Preview link' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText(/without an account, until/).isVisible()).toBe(true);
    const link = await dialog.getByLabel('Preview link').inputValue();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    return link;
  }

  /** Opens `link` signed out, in a browser context of its own; its page. */
  async function openSignedOut(link: string, accepted = true): Promise<Page> {
    const context = accepted ? await acceptedContext(browser) : await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    return page;
  }

  describe('an editor on a news item', () => {
    let page: Page;
    let english: string;
    beforeAll(async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
      page = await context.newPage();
      await enterBackOffice(page, editor.account, editor.password);
      await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${item.no}`);
      // The form has loaded once the stored title is in it.
      await page.locator('[role="tabpanel"]:not([aria-hidden="true"]) input[value="Stored English title"]').waitFor({ timeout: 30_000 });
    });
    afterAll(async () => page?.context().close());

    it('types an English title without saving; the link shows it to someone signed out on the real route', async () => {
      english = await previewTitle(page, 'English', 'Typed but not saved');
      expect(new URL(english).pathname).toBe(`/news/detail/${item.ids.en_US}`);
      const reader = await openSignedOut(english);
      expect((await reader.locator('main h1').textContent())?.trim()).toBe('Typed but not saved');
      expect(await reader.locator('.preview-banner').textContent()).toMatch(/^PreviewThis is a preview/i);
      expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await accessibilityViolations(reader)).toEqual([]);
      await reader.context().close();
    });

    it('does the same in German: the page is German, with the German title typed', async () => {
      const german = await previewTitle(page, 'Deutsch', 'Getippt, nicht gespeichert');
      expect(new URL(german).pathname).toBe(`/news/detail/${item.ids.de_DE}`);
      const leser = await openSignedOut(german);
      expect(await leser.locator('html').getAttribute('lang')).toBe('de-DE');
      expect((await leser.locator('main h1').textContent())?.trim()).toBe('Getippt, nicht gespeichert');
      expect(await leser.locator('.preview-banner').textContent()).toContain('Dies ist eine Vorschau');
      expect(await accessibilityViolations(leser)).toEqual([]);
      await leser.context().close();
    });

    it('asks someone who has not accepted the disclaimer first, and saved nothing', async () => {
      expect(english).toBeTruthy();
      const newcomer = await openSignedOut(english, false);
      expect(await newcomer.getByRole('dialog').isVisible()).toBe(true);
      await newcomer.context().close();

      const plain = await (await acceptedContext(browser)).newPage();
      const response = await plain.goto(`${baseUrl()}/news/detail/${item.ids.en_US}?lang=en_US`);
      expect(response?.headers()['x-robots-tag']).toBeUndefined();
      expect((await plain.locator('main h1').textContent())?.trim()).toBe('Stored English title');
      await plain.context().close();
    });
  });

  describe.each([
    ['a phone', 390],
    ['a desktop', 1366],
  ])('an editor on a new news item, on %s', (_name, width) => {
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
      page = await context.newPage();
      problems = watch(page);
      await enterBackOffice(page, editor.account, editor.password);
      await page.goto(`${baseUrl()}/admin/articles/news/edit`);
      await page.locator('[role="tabpanel"]:not([aria-hidden="true"])').getByLabel('Title').waitFor({ timeout: 30_000 });
    });
    afterAll(async () => page?.context().close());

    it('opens the preview page of an empty form, titled "(Untitled)"; with a title typed, opens it showing the title; no page error', async () => {
      const panel = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
      // Nothing written yet: the page opens all the same, the title standing in until one is typed.
      const first = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Preview' }).click();
      const empty = await first;
      await empty.waitForURL(/\/news\/detail\/new\?lang=en_US&preview=/);
      await empty.close();
      const emptyDialog = page.getByRole('dialog', { name: 'Preview link' });
      await expect.poll(() => emptyDialog.isVisible()).toBe(true);
      const emptyLink = await emptyDialog.getByLabel('Preview link').inputValue();
      await emptyDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => emptyDialog.isVisible()).toBe(false);
      const emptyReader = await (await acceptedContext(browser, { width })).newPage();
      expect((await emptyReader.goto(emptyLink))?.status()).toBe(200);
      expect((await emptyReader.locator('main h1').textContent())?.trim()).toBe('(Untitled)');
      await emptyReader.context().close();
      // The form itself stays empty: the stand-in is only the preview's.
      expect(await panel.getByLabel('Title').inputValue()).toBe('');

      // Typed, not saved: no folder and no cover yet.
      await panel.getByLabel('Title').fill(`Not saved yet, ${width} px`);
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Preview' }).click();
      const tab = await opened;
      await tab.waitForURL(/\/news\/detail\/new\?lang=en_US&preview=/);
      await tab.close();
      const dialog = page.getByRole('dialog', { name: 'Preview link' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const link = await dialog.getByLabel('Preview link').inputValue();
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

      const reader = await (await acceptedContext(browser, { width })).newPage();
      const response = await reader.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect((await reader.locator('main h1').textContent())?.trim()).toBe(`Not saved yet, ${width} px`);
      expect(await reader.locator('.preview-banner').textContent()).toMatch(/This is a preview/i);
      await reader.context().close();
      // The editor's page is still the new, unsaved item.
      expect(new URL(page.url()).search).toBe('');
      expect(problems).toEqual([]);
    });
  });
});
