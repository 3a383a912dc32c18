/**
 * Revisions in Chromium (issue 13.4, decision 0028): an editor saves a news item twice with
 * different titles, opens "Revisions", compares the two saves side by side (both titles shown),
 * restores the first, and the form shows the first title again; the drawer passes axe. The restore's
 * question names the uploads the revision uses that the media library no longer holds; restored over
 * unsaved edits, the reloaded form neither asks to leave nor offers the lost edits back. On a
 * phone the list folds into the screen's width, each revision's restore button in view.
 */
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, enterBackOffice, expectQuestionInside } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

const COVER = '2026/11/0123456789abcdef0123.webp';

describe('back office: revisions', () => {
  let browser: Browser;
  let page: Page;
  let no: string;
  let problems: string[];
  const editor = { account: `revisions-editor-${Date.now().toString(36)}`, password: 'Revisions editor 2026!' };
  beforeAll(async () => {
    browser = await launchBrowser();
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Rita Revisor' });
  });
  afterAll(async () => browser?.close());

  /** A news item of its own and a fresh page for each attempt, so a retry does not meet the last one's revisions or open dialogs. */
  async function freshItemAndPage() {
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const versions = await adminApi<{ no: string }[]>('POST', '/admin/latest-news', [
      { lang: 'en_US', title: 'Revision start title', cataId: folder!.id, coverUrl: COVER, isLink: 0, content: '<p>Opening paragraph.</p>' },
    ]);
    no = versions[0]!.no;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    // The made-up cover has no file behind it: its thumbnail's 404 is expected.
    problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    await enterBackOffice(page, editor.account, editor.password);
    return context;
  }

  const panel = () => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');

  async function saveTitle(title: string) {
    await panel().getByLabel('Title').fill(title);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/latest-news') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    expect((await saved).status()).toBe(200);
    // Once the screen has taken the answer in, the button's name is its own again: with reduced
    // motion asked for, no "loading" icon lingers in it, fading out.
    await page.locator('.ant-message').getByText('Saved', { exact: true }).last().waitFor();
    await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor({ timeout: 5_000 });
    expect(await page.locator('.admin-page__head .ant-btn-loading-icon').count()).toBe(0);
    expect(problems).toEqual([]);
  }

  /** Waits for the form to show a title after a restore; failing, says what the screen shows instead. */
  async function formShowsTitle(title: string) {
    try {
      await panel().locator(`input[value="${title}"]`).waitFor({ timeout: 30_000 });
    } catch (error) {
      const shown = await panel().getByLabel('Title').inputValue().catch(() => '(no title field)');
      const notices = await page.locator('.ant-message, .ant-notification').allInnerTexts();
      throw new Error(`the form does not show "${title}" at ${page.url()}: its title is "${shown}"; notices: ${JSON.stringify(notices)}`, { cause: error });
    }
  }

  it('saves twice, compares the two saves side by side, restores the first and the form shows it', async () => {
    const context = await freshItemAndPage();
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await panel().locator('input[value="Revision start title"]').waitFor({ timeout: 30_000 });
    await saveTitle('First saved headline');
    await saveTitle('Second saved headline');

    await page.getByRole('button', { name: 'Revisions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Revisions' });
    await drawer.getByRole('button', { name: 'Restore #2' }).waitFor();
    expect(await drawer.getByRole('row').count()).toBe(4);
    expect(await drawer.getByRole('row', { name: /#3.*Rita Revisor/ }).count()).toBe(1);

    await drawer.getByLabel('Choose revision #2 to compare').check();
    await drawer.getByLabel('Choose revision #3 to compare').check();
    await drawer.getByRole('button', { name: 'Compare', exact: true }).click();
    const comparison = drawer.getByRole('region', { name: 'Comparison of two revisions' });
    const titleRow = comparison.getByRole('row', { name: /^Title/ });
    await titleRow.waitFor();
    const cells = titleRow.getByRole('cell');
    expect(await cells.nth(0).textContent()).toBe('First saved headline');
    expect(await cells.nth(1).textContent()).toBe('Second saved headline');
    // The language as the lists tag it, its name on hover.
    expect(await titleRow.locator('.ant-tag').textContent()).toBe('EN');
    expect(await titleRow.locator('.ant-tag').getAttribute('title')).toBe('English');
    expect(await accessibilityViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Restore #2' }).click();
    // The question names the upload the revision uses that the media library does not hold (the
    // made-up cover, which no file is behind): restored, it would show as missing (decision 0099).
    const question = page.locator('.ant-popconfirm').filter({ hasText: 'Restore revision #2?' });
    const warning = question.getByRole('alert');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('1 file this revision uses has been deleted from the media library since');
    expect(await warning.getByRole('listitem').textContent()).toBe(`Cover, Item cover (English): ${COVER}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    // The screen reloads with the restored text in the form.
    await formShowsTitle('First saved headline');
    const list = await adminApi<{ number: number; changed: string[] }[]>('GET', `/admin/revisions?entity=news&no=${no}`);
    expect(list[0]).toMatchObject({ number: 4 });
    expect(list[0]!.changed).toContain('title');

    // With an edit not saved, the restore (whose question says unsaved changes are lost) loads the
    // screen anew without the browser asking to leave: answered "stay", the form kept the typed
    // title over the restored one, and its next save overwrote the restore. Nor does the reloaded
    // form offer the typed title back as unsaved changes this browser kept.
    const asked: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await panel().getByLabel('Title').fill('Typed and never saved');
    // Kept in the browser's storage a moment after the change (useLocalDraft), as after a pause.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length)).toBe(1);
    await page.getByRole('button', { name: 'Revisions' }).click();
    await drawer.getByRole('button', { name: 'Restore #3' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await formShowsTitle('Second saved headline');
    expect(asked).toEqual([]);
    // No copy was kept when the page went away, so none can be offered once the form has loaded.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    expect(await page.locator('.admin-draft-offer').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the revisions on a phone within its width, each restore button in view, in German', async () => {
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const base = { cataId: folder!.id, coverUrl: COVER, isLink: 0, note: null };
    const [created] = await adminApi<{ id: number; no: string }[]>('POST', '/admin/latest-news', [{ lang: 'de_DE', title: 'Erste Fassung', content: '<p>Eins.</p>', ...base }]);
    await adminApi('PUT', '/admin/latest-news', [{ id: created!.id, lang: 'de_DE', title: 'Zweite Fassung', content: '<p>Zwei.</p>', ...base }]);

    const { context, page: phone } = await adminContext(browser, 390);
    const phoneProblems = watch(phone, [/0123456789abcdef0123/, /Failed to load resource/]);
    await phone.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
    await phone.goto(`${baseUrl()}/admin/articles/news/edit?no=${created!.no}`);
    await phone.getByRole('button', { name: 'Revisionen' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Revisionen' });
    const restoreFirst = drawer.getByRole('button', { name: '#1 wiederherstellen' });
    await restoreFirst.waitFor();
    for (const number of [1, 2]) {
      const box = (await drawer.getByRole('button', { name: `#${number} wiederherstellen` }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Nothing in the list scrolls sideways: the table is as wide as the drawer's body.
    const widths = await drawer.locator('.ant-table').evaluate((table) => ({ table: table.scrollWidth, shown: table.clientWidth }));
    expect(widths.table).toBeLessThanOrEqual(widths.shown);
    // Who saved it, when, in which languages and what changed, under the revision's number.
    const first = drawer.getByRole('row').filter({ has: phone.getByRole('button', { name: '#1 wiederherstellen' }) });
    expect(await first.textContent()).toMatch(/#1.*DE.*Erste Revision/);
    expect(await drawer.getByLabel('Revision #1 zum Vergleich wählen').isVisible()).toBe(true);
    expect(await accessibilityViolations(phone)).toEqual([]);
    await restoreFirst.click();
    await expectQuestionInside(phone, 'Revision #1 wiederherstellen?', 390);
    expect(phoneProblems).toEqual([]);
    await context.close();
  });
});
