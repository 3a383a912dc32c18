/**
 * Bulk actions of the back office's lists and the folder counts, in Chromium (issue 10.5, 10.6):
 * several news items are moved to another folder and the folder tree counts them there; pinned
 * and unpinned, as the public site shows; deleted, every one that matches a search, after one
 * confirmation that names how many; people pinned and deleted in German; and the bar stays usable
 * on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

interface NewsRow {
  id: number;
  no: string;
  title: string;
  top: number;
  cataName: string | null;
}

interface Folder {
  name: string;
  itemCount: number;
  totalItemCount: number;
  childrenList: Folder[];
}

interface Person {
  id: number;
  no: string;
  name: string;
  top: number;
}

const newsPage = (query = '') => adminApi<NewsRow[]>('GET', `/admin/latest-news?lang=en_US&pageSize=10${query}`);

async function folderCounts(): Promise<Map<string, Folder>> {
  const tree = await adminApi<Folder[]>('GET', '/admin/catalog?type=0&lang=en_US');
  const byName = new Map<string, Folder>();
  const walk = (nodes: Folder[]) => nodes.forEach((node) => (byName.set(node.name, node), walk(node.childrenList)));
  walk(tree);
  return byName;
}

/** What the folder screen should show beside a folder's name. */
const countText = (folder: Folder) =>
  `${items(folder.itemCount)}${folder.childrenList.length ? ` · ${folder.totalItemCount} with sub-folders` : ''}`;

/** The count the folder screen shows beside a folder's name. */
function shownCount(page: Page, folder: string) {
  return page
    .locator('.admin-folder-row', { has: page.locator('.admin-folder-row__name', { hasText: new RegExp(`^${folder}$`) }) })
    .locator('.admin-folder-row__count')
    .textContent();
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The texts a visitor sees at `selector` on a public page (served from the page cache when it can be). */
async function publicTexts(browser: Browser, path: string, selector: string): Promise<string[]> {
  const context = await acceptedContext(browser);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  const texts = await page.locator(selector).allTextContents();
  await context.close();
  return texts.map((t) => t.trim());
}

const publicTitles = (browser: Browser) => publicTexts(browser, '/news?lang=en_US', 'main h2, main h3');

const bar = (page: Page) => page.getByRole('region', { name: 'Selected items' });

describe('back office: bulk actions and folder counts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('moves three selected news items to another folder, and the folder tree counts them there', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    const chosen = (await newsPage()).filter((row) => row.cataName !== 'Insights').slice(0, 3);
    expect(chosen).toHaveLength(3);
    const before = await folderCounts();

    await page.goto(`${baseUrl()}/admin/articles/news/folder`);
    await expect.poll(() => shownCount(page, 'Insights')).toBe(countText(before.get('Insights')!));
    for (const [name, folder] of before) expect(await shownCount(page, name), name).toBe(countText(folder));

    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    for (const row of chosen) await page.getByRole('checkbox', { name: `Select “${row.title}”` }).check();
    await expect.poll(() => bar(page).textContent()).toContain('3 selected');
    await bar(page).getByRole('button', { name: 'Move to folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 3 news items to a folder' });
    await dialog.getByLabel('Folder').click();
    await page.locator('.ant-select-tree-title', { hasText: `Insights (${before.get('Insights')!.itemCount})` }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => page.getByText('Moved 3 news items to “Insights”.').isVisible()).toBe(true);
    await expect.poll(() => bar(page).count()).toBe(0);
    const moved = (await newsPage()).filter((row) => chosen.some((c) => c.no === row.no));
    expect(moved.map((row) => row.cataName)).toEqual(['Insights', 'Insights', 'Insights']);

    await page.goto(`${baseUrl()}/admin/articles/news/folder`);
    await expect.poll(() => shownCount(page, 'Insights')).toMatch(new RegExp(`^${items(before.get('Insights')!.itemCount + 3)}`));
    const after = await folderCounts();
    for (const [name, folder] of before) {
      const left = chosen.filter((row) => row.cataName === name).length;
      expect(after.get(name)!.itemCount, name).toBe(name === 'Insights' ? folder.itemCount + 3 : folder.itemCount - left);
      expect(await shownCount(page, name), name).toBe(countText(after.get(name)!));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pins and unpins several news items at once, as the public news list shows', async () => {
    const { context, page } = await adminContext(browser);
    const rows = await newsPage();
    // The oldest of the page: the public list shows them after the pinned ones and the newer ones.
    const chosen = rows.filter((row) => !row.top).slice(-2);
    const top = rows.filter((row) => row.top).length + 2;
    const titles = chosen.map((row) => row.title);
    expect((await publicTitles(browser)).slice(0, top)).not.toEqual(expect.arrayContaining([titles[0]]));
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    for (const row of chosen) await page.getByRole('checkbox', { name: `Select “${row.title}”` }).check();
    await bar(page).getByRole('button', { name: 'Pin', exact: true }).click();
    await expect.poll(() => page.getByText('Pinned 2 news items.').isVisible()).toBe(true);
    await expect.poll(async () => (await publicTitles(browser)).slice(0, top)).toEqual(expect.arrayContaining(titles));

    for (const row of chosen) await page.getByRole('checkbox', { name: `Select “${row.title}”` }).check();
    await bar(page).getByRole('button', { name: 'Unpin', exact: true }).click();
    await expect.poll(() => page.getByText('Unpinned 2 news items.').isVisible()).toBe(true);
    const after = await newsPage();
    expect(after.filter((row) => chosen.some((c) => c.no === row.no)).map((row) => row.top)).toEqual([0, 0]);
    await context.close();
  });

  it('deletes every news item that matches a search, after one confirmation that names how many', async () => {
    // A run of its own, so that a retry does not find the items of the first attempt.
    const run = Date.now().toString(36);
    for (let i = 1; i <= 4; i++) {
      const folders = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
      await adminApi('POST', '/admin/latest-news', [
        { lang: 'en_US', title: `Bulk removal ${run} ${i}`, cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.png', isLink: 0 },
        { lang: 'de_DE', title: `Sammellöschung ${run} ${i}`, cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.png', isLink: 0 },
      ]);
    }
    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US&title=Bulk+removal+${run}&pageSize=2`);
    await page.getByRole('checkbox', { name: 'Select everything on this page' }).check();
    await expect.poll(() => bar(page).textContent()).toContain('2 selected');
    await bar(page).getByRole('button', { name: 'Select all 4 that match' }).click();
    await expect.poll(() => bar(page).textContent()).toContain('All 4 that match are selected.');
    await bar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete 4 news items?' });
    expect(await confirm.textContent()).toContain('This removes them in every language and cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByText('Deleted 4 news items.').isVisible()).toBe(true);
    expect(await adminApi<NewsRow[]>('GET', `/admin/latest-news?title=removal+${run}`)).toEqual([]);
    expect(await adminApi<NewsRow[]>('GET', `/admin/latest-news?title=Sammell%C3%B6schung+${run}`)).toEqual([]);
    await context.close();
  });

  it('pins and deletes several people, in German', async () => {
    const people = await adminApi<Person[]>('GET', '/admin/lawyerTeam?lang=de_DE&pageSize=100');
    const chosen = people.filter((person) => person.top === 0).slice(0, 2);
    const publicNames = () => publicTexts(browser, '/people?lang=de_DE', '.person-tile__name a');
    expect(await publicNames()).toEqual(expect.arrayContaining(chosen.map((person) => person.name)));
    const { context, page } = await adminContext(browser);
    await page.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
    await page.goto(`${baseUrl()}/admin/people/list?lang=de_DE&pageSize=100`);
    for (const person of chosen) await page.getByRole('checkbox', { name: `„${person.name}“ auswählen` }).check();
    await expect.poll(() => page.getByRole('region', { name: 'Ausgewählte Einträge' }).textContent()).toContain('2 ausgewählt');
    await page.getByRole('button', { name: 'Anheften', exact: true }).click();
    await expect.poll(() => page.getByText('2 Personen angeheftet.').isVisible()).toBe(true);
    const pinned = await adminApi<Person[]>('GET', '/admin/lawyerTeam?lang=de_DE&pageSize=100');
    expect(pinned.filter((p) => chosen.some((c) => c.no === p.no)).map((p) => p.top)).toEqual([1, 1]);

    for (const person of chosen) await page.getByRole('checkbox', { name: `„${person.name}“ auswählen` }).check();
    await page.getByRole('region', { name: 'Ausgewählte Einträge' }).getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '2 Personen löschen?' });
    await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect.poll(() => page.getByText('2 Personen gelöscht.').isVisible()).toBe(true);
    const left = await adminApi<Person[]>('GET', '/admin/lawyerTeam?pageSize=100');
    expect(left.filter((p) => chosen.some((c) => c.no === p.no))).toEqual([]);

    // The public list, served from the page cache before, shows them no more.
    expect(await publicNames()).not.toEqual(expect.arrayContaining([chosen[0]!.name]));
    expect(await publicNames()).not.toEqual(expect.arrayContaining([chosen[1]!.name]));
    await context.close();
  });

  it('keeps the bar at hand on a phone: at the top while the list scrolls, its buttons inside the screen', async () => {
    const { context, page } = await adminContext(browser, 390);
    const rows = await newsPage();
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    for (const row of rows.slice(0, 2)) await page.getByRole('checkbox', { name: `Select “${row.title}”` }).check();
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(0);
    for (const name of ['Move to folder', 'Pin', 'Unpin', 'Delete', 'Clear selection']) {
      const box = (await bar(page).getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      expect(box.height, name).toBeGreaterThanOrEqual(24);
    }
    await bar(page).getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => bar(page).count()).toBe(0);
    await context.close();
  });
});
