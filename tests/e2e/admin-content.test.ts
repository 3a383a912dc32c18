/**
 * The back office's folder and banner screens in Chromium: a news folder created in three
 * languages shows on the public news page, folders reordered from the keyboard keep their new
 * order, a folder that holds articles is refused in words, and a banner made with an uploaded
 * image shows on the home page.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, openTab, publishThroughPanel } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

interface Folder {
  id: number;
  name: string;
  childrenList: Folder[];
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** Top-level folder names of a type, in the admin's order. */
async function topLevelNames(type: number): Promise<string[]> {
  const tree = await adminApi<Folder[]>('GET', `/admin/catalog?type=${type}&lang=en_US`);
  return tree.map((folder) => folder.name);
}

describe('admin folders and banners', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('creates a news folder in three languages that the public news page lists', async () => {
    const id = unique();
    const names = { de_DE: `Ordner ${id}`, en_US: `Folder ${id}`, zh_CN: `文件夹 ${id}` };
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    await page.goto(`${baseUrl()}/admin/articles/news/folder`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('News folders');
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await openTab(dialog, /Deutsch/);
    await dialog.getByLabel('Name (Deutsch)').fill(names.de_DE);
    await openTab(dialog, /English/);
    await dialog.getByLabel('Name (English)').fill(names.en_US);
    await openTab(dialog, /中文/);
    await dialog.getByLabel('Name (中文)').fill(names.zh_CN);
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/catalog') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText(names.en_US, { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await acceptedContext(browser);
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(`${baseUrl()}/news?lang=de_DE`);
    expect(response?.status()).toBe(200);
    const nav = publicPage.locator('nav.folder-nav');
    await expect.poll(() => nav.getByRole('link', { name: names.de_DE, exact: true }).count()).toBe(1);
    expect(await nav.getByText(names.en_US).count()).toBe(0);
    await visitor.close();
  });

  it('reorders two folders from the keyboard and keeps the new order after a reload', async () => {
    const id = unique();
    const first = `Alpha ${id}`;
    const second = `Beta ${id}`;
    for (const name of [first, second]) await adminApi('POST', '/admin/catalog', [{ lang: 'en_US', name, type: 1, parentId: null }]);
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    await page.goto(`${baseUrl()}/admin/articles/cases/folder`);
    const handle = page.getByRole('button', { name: `Move ${first}`, exact: true });
    await handle.waitFor();
    await handle.focus();
    const sorted = page.waitForResponse((r) => r.url().includes('/api/admin/catalog/sort') && r.request().method() === 'PUT');
    // Each key once dnd-kit has acted on the one before: picked up (the handle is pressed and the
    // live region names the row's place), then over the next place down.
    const announced = async (pattern: RegExp) => {
      const region = page.locator('[id^="DndLiveRegion"]').filter({ hasText: pattern });
      await region.waitFor({ state: 'attached' });
      return (await region.textContent()) ?? '';
    };
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const start = Number(/position (\d+) of/.exec(await announced(new RegExp(`${first}(\\. It is at| moved to) position \\d+ of`)))![1]);
    await page.keyboard.press('ArrowDown');
    await announced(new RegExp(`${first} moved to position ${start + 1} of`));
    await page.keyboard.press('Space');
    const response = await sorted;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ sourceId: expect.any(Number), targetId: expect.any(Number) });

    const names = await topLevelNames(1);
    expect(names.indexOf(second)).toBe(names.indexOf(first) - 1);
    await page.reload();
    const rows = page.locator('.admin-folder-row__name');
    await rows.filter({ hasText: first }).waitFor();
    const shown = (await rows.allTextContents()).filter((text) => text === first || text === second);
    expect(shown).toEqual([second, first]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses in words to delete a folder that holds articles', async () => {
    const id = unique();
    const name = `Full ${id}`;
    const folder = await adminApi<{ id: number }>('POST', '/admin/catalog', [{ lang: 'en_US', name, type: 0, parentId: null }]);
    await adminApi('POST', '/admin/latest-news', [
      { lang: 'en_US', cataId: folder.id, title: `Article ${id}`, coverUrl: '2026/11/0123456789abcdef0123.jpg', isLink: 0, content: '<p>Text</p>' },
    ]);
    const { context, page } = await adminContext(browser);
    const problems = watch(page, [/HTTP 409: DELETE .*\/api\/admin\/catalog\//, /status of 409/]);
    await page.goto(`${baseUrl()}/admin/articles/news/folder`);
    await page.getByRole('button', { name: `Delete: ${name}`, exact: true }).click();
    const refused = page.waitForResponse((r) => r.url().includes(`/api/admin/catalog/${folder.id}`) && r.request().method() === 'DELETE');
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByRole('dialog').filter({ hasText: `“${name}” cannot be deleted` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This folder still holds folders or articles');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await topLevelNames(0)).toContain(name);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates a banner with an uploaded image that the home page shows', async () => {
    const id = unique();
    const title = `Banner ${id}`;
    const png = await sharp({ create: { width: 1920, height: 720, channels: 3, background: { r: 40, g: 60, b: 110 } } }).png().toBuffer();
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    await page.goto(`${baseUrl()}/admin/banner/list`);
    await page.getByRole('button', { name: 'New banner' }).click();
    const drawer = page.getByRole('dialog', { name: 'New banner' });
    await openTab(drawer, /English/);
    const panel = drawer.getByRole('tabpanel', { name: /English/ });
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/admin/files/upload'));
    await panel.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await panel.getByRole('img', { name: 'Current image' }).waitFor();
    await panel.getByLabel('Title', { exact: true }).fill(title);
    await panel.getByLabel('Subtitle').fill('Made in the browser test');
    await panel.getByLabel('Link', { exact: true }).fill('/people');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/banner') && r.request().method() === 'POST');
    await publishThroughPanel(page, {}, drawer);
    expect((await saved).status()).toBe(200);
    await page.getByText(title, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await acceptedContext(browser);
    const home = await visitor.newPage();
    expect((await home.goto(`${baseUrl()}/home?lang=en_US`))?.status()).toBe(200);
    const tile = home.getByRole('link', { name: new RegExp(title) });
    await tile.waitFor();
    expect(await tile.getAttribute('href')).toBe('/people');
    const src = await tile.locator('img').getAttribute('src');
    expect(src).toMatch(/\/api\/upload\//);
    expect((await fetch(new URL(src!, baseUrl()))).status).toBe(200);
    await visitor.close();
  });
});
