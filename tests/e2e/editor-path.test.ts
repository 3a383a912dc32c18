/**
 * The editor's path in Chromium, end to end (issue 13, "Done when"): one editor writes a news item
 * in the back office and saves it as a draft, which a signed-out visitor neither finds at its
 * address nor in the news list; sends a preview link, which shows the typed title to someone
 * signed out, marked noindex; schedules it a few seconds ahead, and visitors see it once its time
 * has come (never before); changes the title and publishes that, then restores the earlier
 * revision and publishes it, and visitors see the restored title. The editor's screen and the
 * pages visitors are shown log no errors.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, publishThroughPanel, signIn } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

const STAMP = Date.now().toString(36);
const FIRST_TITLE = `Arbitration desk opens in Leeds ${STAMP}`;
const SECOND_TITLE = `Arbitration desk opens in York ${STAMP}`;

/** How long a condition may take to come true on a busy machine (a limit, not an expectation). */
const WAIT = { timeout: 30_000 };

interface NewsVersion {
  id: number;
  lang: string;
  title: string;
  state: string;
  publishTime: string | null;
}

describe("the editor's path: draft, preview, schedule, publish, restore", () => {
  let browser: Browser;
  let editorContext: BrowserContext;
  let page: Page;
  /** What went wrong on the editor's screen (console errors, failed requests). */
  let problems: string[];
  let no = '';
  /** The English version's public address. */
  let publicUrl = '';

  const panel = () => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
  const tag = () => panel().locator('.admin-publication .ant-tag').first();

  /** The item's public page, as a signed-out visitor who accepted the disclaimer sees it: its status and heading. */
  async function visit(): Promise<{ status: number; title: string | null; at: number }> {
    const context = await acceptedContext(browser);
    const reader = await context.newPage();
    const response = await reader.goto(publicUrl);
    const at = Date.now();
    const status = response?.status() ?? 0;
    const title = status === 200 ? ((await reader.locator('main h1').textContent())?.trim() ?? null) : null;
    await context.close();
    return { status, title, at };
  }

  /** The titles of the public news list (English), as a signed-out visitor sees it. */
  async function listedTitles(): Promise<string[]> {
    const context = await acceptedContext(browser);
    const reader = await context.newPage();
    await reader.goto(`${baseUrl()}/news?lang=en_US`);
    const titles = await reader.locator('main h2, main h3').allTextContents();
    await context.close();
    return titles.map((t) => t.trim());
  }

  async function versions(): Promise<NewsVersion[]> {
    return adminApi<NewsVersion[]>('GET', `/admin/latest-news?no=${no}`);
  }

  /**
   * Clicks a main button of the edit screen ("Save draft" or "Publish") and waits for its save: the
   * versions the server answered, and when the answer had arrived.
   */
  async function save(button: 'Save draft' | 'Publish'): Promise<{ versions: NewsVersion[]; answeredBy: number }> {
    const saved = page.waitForResponse((r) => /\/api\/admin\/latest-news$/.test(r.url()) && ['POST', 'PUT'].includes(r.request().method()));
    // "Publish" goes through the panel, with what it offers: the languages changed, else those
    // with a draft or unpublished changes (here the one English version).
    if (button === 'Publish') await publishThroughPanel(page);
    else await page.getByRole('button', { name: button, exact: true }).click();
    const response = await saved;
    const answeredBy = Date.now();
    expect(response.status()).toBe(200);
    const { result } = (await response.json()) as { result: NewsVersion[] };
    // Once the screen has taken the answer in, the button is its own again (no "loading" icon).
    await page.getByRole('button', { name: button, exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator('.admin-page__head .ant-btn-loading-icon').count(), WAIT).toBe(0);
    return { versions: result, answeredBy };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const editor = { account: `path-editor-${STAMP}`, password: 'Path editor 2026!' };
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Paula Pathfinder' });
    editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    ({ page, problems } = await watchedPage(editorContext));
    await signIn(page, editor.account, editor.password);
  });
  afterAll(async () => browser?.close());

  it('1. writes a news item in the edit screen and saves a draft: visitors get 404 and do not find it in the list', async () => {
    await page.goto(`${baseUrl()}/admin/articles/news/edit`);
    await page.getByLabel('Folder').click();
    await page.locator('.ant-select-tree-title', { hasText: 'Firm News' }).first().click();
    // A real picture as the cover, so its thumbnail loads (no 404 to excuse).
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1f2a44' } }).png().toBuffer();
    await page.locator('.admin-structure input[type=file]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.admin-structure img').first().getAttribute('src'), WAIT).toMatch(/\/api\/upload\//);
    await openTab(page, /English/);
    await panel().getByLabel('Title').fill(FIRST_TITLE);

    await save('Save draft');
    await page.waitForURL(/edit\?no=/);
    no = new URL(page.url()).searchParams.get('no')!;
    await expect.poll(() => tag().textContent(), WAIT).toBe('Draft');
    const [english] = await versions();
    expect(english).toMatchObject({ lang: 'en_US', title: FIRST_TITLE, state: 'draft' });
    publicUrl = `${baseUrl()}/news/detail/${english!.id}?lang=en_US`;

    expect(await visit()).toMatchObject({ status: 404, title: null });
    expect(await listedTitles()).not.toContain(FIRST_TITLE);
    expect(problems).toEqual([]);
  });

  it('2. clicks "Preview": the link, opened signed out, shows the typed title, marked noindex', async () => {
    expect(publicUrl).toBeTruthy();
    const opened = editorContext.waitForEvent('page');
    await page.getByRole('button', { name: 'Preview' }).click();
    const tab = await opened;
    await tab.waitForURL(/[?&]preview=/);
    await tab.close();
    const dialog = page.getByRole('dialog', { name: 'Preview link' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    const link = await dialog.getByLabel('Preview link').inputValue();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
    expect(new URL(link).pathname).toBe(new URL(publicUrl).pathname);

    // Someone signed out, in a browser context of their own (no session, no cookies of the editor's).
    const context = await acceptedContext(browser);
    const reader = await watchedPage(context);
    const response = await reader.page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect((await reader.page.locator('main h1').textContent())?.trim()).toBe(FIRST_TITLE);
    expect(await reader.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(reader.problems).toEqual([]);
    await context.close();

    // The preview published nothing.
    expect((await visit()).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('3. schedules it a few seconds ahead: visitors see it once its time has come, never before', async () => {
    expect(publicUrl).toBeTruthy();
    const at = new Date(Date.now() + 15_000);
    // Entered in the firm's time zone (Europe/London), whatever the machine's.
    const typed = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'medium' }).format(at);
    const publishAt = panel().getByRole('textbox', { name: 'Publish at (English)', exact: true });
    await publishAt.click();
    await publishAt.fill(typed);
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
    await expect.poll(() => publishAt.inputValue(), WAIT).toBe(typed);
    const { versions: answer, answeredBy } = await save('Publish');
    // The time stored is the one typed (to the second). An answer that came before that time says
    // "scheduled" (only on a machine so slow that the save took longer is it "published" already).
    const due = Math.floor(at.getTime() / 1000) * 1000;
    expect(answer[0]).toMatchObject({ lang: 'en_US', title: FIRST_TITLE });
    expect(new Date(answer[0]!.publishTime!).getTime()).toBe(due);
    if (answeredBy < due) {
      expect(answer[0]!.state).toBe('scheduled');
      // The screen shows the answer it got.
      await expect.poll(() => tag().textContent(), WAIT).toMatch(/^Scheduled for /);
    }

    // Visited again and again until it shows; every answer that showed it came after its time.
    const seen: { status: number; title: string | null; at: number }[] = [];
    await expect
      .poll(
        async () => {
          const answer = await visit();
          seen.push(answer);
          return answer;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toMatchObject({ status: 200, title: FIRST_TITLE });
    for (const answer of seen) {
      if (answer.status === 200) expect(answer.at).toBeGreaterThanOrEqual(due);
      else expect(answer.status).toBe(404);
    }
    expect(await listedTitles()).toContain(FIRST_TITLE);
    expect((await versions())[0]).toMatchObject({ state: 'published' });
    expect(problems).toEqual([]);
  }, 120_000);

  it('4. changes the title and publishes it, restores the earlier revision and publishes that: visitors see the restored title', async () => {
    expect(publicUrl).toBeTruthy();
    // The new title saved as a draft stays with the editor; published, visitors see it.
    await panel().getByLabel('Title').fill(SECOND_TITLE);
    await save('Save draft');
    await expect.poll(() => panel().locator('.admin-publication').textContent(), WAIT).toContain('Unpublished changes');
    expect(await visit()).toMatchObject({ status: 200, title: FIRST_TITLE });
    await save('Publish');
    await expect.poll(() => visit(), WAIT).toMatchObject({ status: 200, title: SECOND_TITLE });

    // The revisions: the first save (#1, the first title) restored.
    await page.getByRole('button', { name: 'Revisions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Revisions' });
    await drawer.getByRole('button', { name: 'Restore #1' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    // The screen reloads with the restored title in the form; restoring publishes nothing.
    await panel().locator(`input[value="${FIRST_TITLE}"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => panel().locator('.admin-publication').textContent(), WAIT).toContain('Unpublished changes');
    expect(await visit()).toMatchObject({ status: 200, title: SECOND_TITLE });

    await save('Publish');
    await expect.poll(() => visit(), WAIT).toMatchObject({ status: 200, title: FIRST_TITLE });
    expect(await listedTitles()).toContain(FIRST_TITLE);
    expect(await listedTitles()).not.toContain(SECOND_TITLE);
    expect(problems).toEqual([]);
  }, 120_000);
});
