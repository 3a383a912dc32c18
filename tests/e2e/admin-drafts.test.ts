/**
 * Drafts, publishing and scheduling in the back office (issue 13.1, 13.3, 13.5): an editor saves a
 * news item as a draft, which visitors do not see; publishes its English version, which they then
 * see; schedules a German version a few seconds ahead, which appears once its time has passed. A
 * reviewer's screen saves drafts only. The screen reads in German and passes axe.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, publishThroughPanel, enterBackOffice } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, publicNewsTitles } from '../helpers/browser.js';

const STAMP = Date.now().toString(36);
const EN_TITLE = `Draft first, then published ${STAMP}`;
const DE_TITLE = `Zeitgesteuert veröffentlicht ${STAMP}`;


async function staffContext(browser: Browser, account: string, password: string, adminLang = 'en_US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await enterBackOffice(page, account, password);
  if (adminLang !== 'en_US') {
    await page.evaluate((lang) => localStorage.setItem('adminLang', lang), adminLang);
  }
  return { context, page };
}

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');

describe('back office: drafts, publishing and scheduling', () => {
  let browser: Browser;
  const editor = { account: `drafts-editor-${STAMP}`, password: 'Drafts editor 2026!' };
  const reviewer = { account: `drafts-reviewer-${STAMP}`, password: 'Drafts reviewer 2026!' };
  let no = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Eddie Editor' });
    await adminApi('POST', '/admin/users', { loginAccount: reviewer.account, password: reviewer.password, roleId: 3, userName: 'Rita Reviewer' });
  });
  afterAll(async () => browser?.close());

  it('keeps a draft from visitors, publishes one language, then shows a scheduled one at its time', async () => {
    const { context, page } = await staffContext(browser, editor.account, editor.password);
    await page.goto(`${baseUrl()}/admin/articles/news/edit`);
    await page.getByLabel('Folder').click();
    await page.locator('.ant-select-tree-title', { hasText: 'Firm News' }).first().click();
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1f2a44' } }).png().toBuffer();
    await page.locator('.admin-structure input[type=file]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.admin-structure img').first().getAttribute('src'), { timeout: 15_000 }).toMatch(/\/api\/upload\//);
    await openTab(page, /English/);
    await shownPanel(page).getByLabel('Title').fill(EN_TITLE);
    await openTab(page, /Deutsch/);
    await shownPanel(page).getByLabel('Title').fill(DE_TITLE);

    // Saved as a draft: the tab says so, and visitors see neither language.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/edit\?no=/);
    no = new URL(page.url()).searchParams.get('no')!;
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).locator('.admin-publication .ant-tag').first().textContent()).toBe('Draft');
    expect(await publicNewsTitles(browser, 'en_US')).not.toContain(EN_TITLE);
    expect(await publicNewsTitles(browser, 'de_DE')).not.toContain(DE_TITLE);

    // The English version published on its own: visitors see it, the German one stays a draft.
    await publishThroughPanel(page, { en_US: 'now', de_DE: 'keep' });
    await expect.poll(() => shownPanel(page).locator('.admin-publication .ant-tag').first().textContent()).toBe('Published');
    await expect.poll(() => publicNewsTitles(browser, 'en_US')).toContain(EN_TITLE);
    expect(await publicNewsTitles(browser, 'de_DE')).not.toContain(DE_TITLE);

    // The German version scheduled a few seconds ahead, then "Publish": scheduled, then shown at its time.
    await openTab(page, /Deutsch/);
    const at = new Date(Date.now() + 15_000);
    // Entered in the firm's time zone (Europe/London), whatever the machine's.
    const typed = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'medium' }).format(at);
    const publishAt = shownPanel(page).getByRole('textbox', { name: 'Publish at (Deutsch)', exact: true });
    await publishAt.click();
    await publishAt.fill(typed);
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
    await expect.poll(() => publishAt.inputValue()).toBe(typed);
    // The panel offers the changed German version at the time of its tab.
    await publishThroughPanel(page);
    await expect.poll(() => shownPanel(page).locator('.admin-publication .ant-tag').first().textContent()).toMatch(/^Scheduled for /);
    const versions = await adminApi<{ lang: string; state: string; publishTime: string | null }[]>('GET', `/admin/latest-news?no=${no}`);
    const german = versions.find((v) => v.lang === 'de_DE')!;
    expect(new Date(german.publishTime!).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
    if (Date.now() < at.getTime() - 500) expect(await publicNewsTitles(browser, 'de_DE')).not.toContain(DE_TITLE);
    await expect.poll(() => publicNewsTitles(browser, 'de_DE'), { timeout: 40_000, interval: 500 }).toContain(DE_TITLE);
    expect(Date.now()).toBeGreaterThanOrEqual(Math.floor(at.getTime() / 1000) * 1000);

    // The list shows each version's state beside its title.
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    await expect.poll(() => page.locator('tr', { hasText: EN_TITLE }).locator('.ant-tag').allTextContents()).toContain('Published');
    await context.close();
  }, 150_000);

  it('lists a practice area drafted in the shown language as a draft of it, not as one without a version in it', async () => {
    const saved = await adminApi<{ versions: { id: number }[] }>('POST', '/admin/professionalField', [
      { lang: 'en_US', name: `Drafted in English ${STAMP}`, state: 'draft' },
      { lang: 'de_DE', name: `Nur auf Deutsch ${STAMP}`, state: 'published' },
    ]);
    try {
      const { context, page } = await staffContext(browser, editor.account, editor.password);
      await page.goto(`${baseUrl()}/admin/expertise/list`);
      const drafts = page.locator('section', { has: page.getByRole('heading', { name: 'Not on the English site' }) });
      await drafts.getByText(`Drafted in English ${STAMP}`).waitFor();
      expect(await drafts.locator('.ant-tag').allTextContents()).toContain('Draft');
      // Only items without an English version are said to have none.
      const untranslated = page.locator('section', { has: page.getByRole('heading', { name: 'Not yet in English' }) });
      expect(await untranslated.getByText(`Drafted in English ${STAMP}`).count()).toBe(0);
      expect(await untranslated.getByText(`Nur auf Deutsch ${STAMP}`).count()).toBe(0);
      await context.close();
    } finally {
      for (const version of saved.versions) await adminApi('DELETE', `/admin/professionalField/${version.id}`).catch(() => {});
    }
  });

  it('gives a reviewer "Save draft" and no publishing', async () => {
    const { context, page } = await staffContext(browser, reviewer.account, reviewer.password);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await expect.poll(() => page.getByRole('button', { name: 'Save draft' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('You save drafts; an editor or administrator publishes them.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Publish|Unpublish/ }).count()).toBe(0);
    expect(await page.getByLabel(/Publish at/).count()).toBe(0);
    // No buttons that would only answer 403.
    await page.goto(`${baseUrl()}/admin/articles/news/list?lang=en_US`);
    await expect.poll(() => page.locator('tr', { hasText: EN_TITLE }).count()).toBe(1);
    expect(await page.getByRole('button', { name: new RegExp(`^(Delete|Pin): ${EN_TITLE}`) }).count()).toBe(0);
    await context.close();
  });

  it('reads in German and passes axe', async () => {
    const { context, page } = await staffContext(browser, editor.account, editor.password, 'de_DE');
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await expect.poll(() => page.getByRole('button', { name: 'Entwurf speichern' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).isVisible()).toBe(true);
    await openTab(page, /English/);
    await expect.poll(() => shownPanel(page).getByRole('button', { name: 'Zurückziehen', exact: true }).isVisible()).toBe(true);
    expect(await shownPanel(page).locator('.admin-publication .ant-tag').first().textContent()).toBe('Veröffentlicht');
    expect(await shownPanel(page).getByText('Veröffentlichen am (Zeit in London)', { exact: true }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The publish panel, in German too.
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Veröffentlichen' });
    await expect.poll(() => panel.locator('li[data-lang="en_US"]').textContent()).toContain('Englisch');
    expect(await accessibilityViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Abbrechen' }).click();
    await context.close();
  });
});
