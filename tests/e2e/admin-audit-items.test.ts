/**
 * The audit log names items readably (issue 46, point 4), in Chromium at 1366 px and at 390 px:
 * an item edited in English shows its English title (not its `no`, not the German title the entry
 * recorded), linked to its edit screen; the table fits 1366 px without sideways scrolling; the
 * write's "What changed" link opens the item's revisions at that save, and the compare marks the
 * changed word inside the title.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const COVER = '2026/11/0123456789abcdef0123.webp';
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('admin audit log: items by title', () => {
  let browser: Browser;
  let no: string;
  const tag = Math.random().toString(36).slice(2, 8);
  const german = `Prüfbericht ${tag} Fassung`;
  const english = `Audit headline ${tag} revised`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const element = (lang: string, title: string, id?: number) => ({ ...(id ? { id, no } : {}), lang, title, cataId: folder!.id, coverUrl: COVER, isLink: 0, content: `<p>${title}</p>`, state: 'draft' });
    const created = await adminApi<{ no: string; id: number; lang: string }[]>('POST', '/admin/latest-news', [element('de_DE', german), element('en_US', `Audit headline ${tag} original`)]);
    no = created[0]!.no;
    const id = (lang: string) => created.find((v) => v.lang === lang)!.id;
    // Only the English title changes; the entry's recorded summary is the first language's title, the German one.
    await adminApi('PUT', '/admin/latest-news', [element('de_DE', german, id('de_DE')), element('en_US', english, id('en_US'))]);
  });
  afterAll(async () => browser?.close());

  /** The audit log narrowed to news updates, and the row of this test's item. */
  async function openLog(page: Page) {
    await page.goto(`${baseUrl()}/admin/audit?entity=news&action=update`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: english });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    return row.first();
  }

  async function shoot(page: Page, name: string) {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  }

  it('at 1366 px: shows the English title linked to the edit screen, fits without sideways scrolling, and opens the revision with the changed word marked', { timeout: 120_000 }, async () => {
    const { context, page } = await adminContext(browser, 1366);
    // The made-up cover has no file behind it: its thumbnail's 404 is expected.
    const problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    try {
      const row = await openLog(page);
      const title = row.getByRole('link', { name: english, exact: true });
      expect(await title.getAttribute('href')).toBe(`/admin/articles/news/edit?no=${no}`);
      expect(await title.getAttribute('title')).toBe(no);
      // The raw `no` is no cell's text; the German title is only the recorded summary beside it.
      expect(await row.textContent()).not.toContain(no);
      expect(await row.getByText(`Recorded as: ${german}`).count()).toBe(1);

      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement!;
        const table = document.querySelector('.audit-log .ant-table-content, .audit-log .ant-table-body') as HTMLElement;
        return { page: root.scrollWidth - root.clientWidth, table: table.scrollWidth - table.clientWidth };
      });
      expect(overflow).toEqual({ page: 0, table: 0 });
      await shoot(page, 'audit-1366');
      expect(await accessibilityViolations(page)).toEqual([]);

      await row.getByRole('link', { name: `What changed in “${english}”` }).click();
      await page.waitForURL((url) => url.pathname === '/admin/articles/news/edit' && url.searchParams.get('no') === no && url.searchParams.has('revision'));
      const drawer = page.getByRole('dialog', { name: 'Revisions' });
      const comparison = drawer.getByRole('region', { name: 'Comparison of two revisions' });
      const titleRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Title EN/ }) });
      await titleRow.waitFor({ timeout: 30_000 });
      expect(await titleRow.locator('del').allTextContents()).toEqual(['original']);
      expect(await titleRow.locator('ins').allTextContents()).toEqual(['revised']);
      // The German title did not change: no row for it.
      expect(await comparison.getByRole('rowheader', { name: /de_DE/ }).count()).toBe(0);
      expect(await drawer.locator('.revisions__shown').count()).toBe(1);
      await shoot(page, 'revision-1366');
      expect(await accessibilityViolations(page)).toEqual([]);

      // Closed, the drawer leaves the item's address without the revision.
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('revision')).toBe(false);
      expect(new URL(page.url()).searchParams.get('no')).toBe(no);
      // Every kind of entry, unfiltered: still no sideways scrolling.
      await page.goto(`${baseUrl()}/admin/audit?pageSize=50`);
      await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(1);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
      await shoot(page, 'audit-1366-all');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 390 px: a compact log whose title link opens the edit screen', { timeout: 120_000 }, async () => {
    const { context, page } = await adminContext(browser, 390);
    const problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    try {
      const row = await openLog(page);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
      await shoot(page, 'audit-390');

      // The compare fits a phone too, the changed word marked.
      await row.getByRole('link', { name: `What changed in “${english}”` }).click();
      const drawer = page.getByRole('dialog', { name: 'Revisions' });
      const titleRow = drawer.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Title EN/ }) });
      await titleRow.waitFor({ timeout: 30_000 });
      expect(await titleRow.locator('ins').allTextContents()).toEqual(['revised']);
      const box = await titleRow.locator('ins').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await shoot(page, 'revision-390');
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.goBack();
      await row.getByRole('link', { name: english, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/articles/news/edit' && url.searchParams.get('no') === no);
      await page.locator(`input[value="${english}"]`).waitFor({ state: 'attached', timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links a banner to the banner list with its drawer open', { timeout: 120_000 }, async () => {
    const title = `Audit banner ${tag}`;
    const banner = await adminApi<{ no: string }>('POST', '/admin/banner', [{ lang: 'en_US', imgPath: COVER, title, subTitle: null, state: 'draft' }]);
    const { context, page } = await adminContext(browser, 1366);
    const problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    try {
      await page.goto(`${baseUrl()}/admin/audit?entity=banner&action=create`);
      const link = page.locator('.ant-table-tbody').getByRole('link', { name: title, exact: true });
      await link.waitFor({ timeout: 30_000 });
      expect(await link.getAttribute('href')).toBe(`/admin/banner/list?no=${banner.no}`);
      await link.click();
      const drawer = page.getByRole('dialog', { name: 'Edit banner' });
      await drawer.locator(`input[value="${title}"]`).waitFor({ state: 'attached', timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
