/**
 * Two editors, one item (decision 0100): a save from an edit screen that was opened before a
 * colleague saved the same item (a news item; a person a colleague took off the site) is refused
 * in words, in the staff member's language, and the editor's text stays in the form; the
 * colleague's text is what the site keeps. An editor's own saves, one after another, go through.
 * The firm's settings and the public pages' labels are checked the same way, per language's record
 * and per label (decision 0101).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, openTab } from '../helpers/admin.js';
import { accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

interface NewsVersion {
  id: number;
  no: string;
  lang: string;
  title: string;
  cataId: number | null;
  coverUrl: string | null;
  isLink: number;
  content: string | null;
  note: string | null;
  state: string;
}

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
/** The browser's console line for the refused save (the test expects it). */
const REFUSED = [/^HTTP 412: (PUT|POST) \S+\/api\/admin\/(latest-news|latest-news\/unpublish\S*|lawyerTeam|portal-config|labels\/de_DE)$/, /status of 412/];

async function versionsOf(no: string): Promise<NewsVersion[]> {
  return adminApi<NewsVersion[]>('GET', `/admin/latest-news?no=${no}&pageSize=100`);
}

/** A colleague's save of the English title, through the API (another browser, another tab). */
async function colleagueRenames(no: string, title: string): Promise<void> {
  const english = (await versionsOf(no)).find((v) => v.lang === 'en_US')!;
  const { id, lang, cataId, coverUrl, isLink, content, note } = english;
  await adminApi('PUT', '/admin/latest-news', [{ id, lang, title, cataId, coverUrl, isLink, content, note }]);
}

/** An own news item of the demo firm (not a link to another site). */
async function someNews(index: number): Promise<string> {
  const list = await adminApi<NewsVersion[]>('GET', '/admin/latest-news?lang=en_US&pageSize=20');
  return list.filter((v) => v.isLink === 0)[index]!.no;
}

/** Clicks `button` and waits for the refused save's warning, titled `title` in the screen's language. */
async function warningAfter(page: Page, button: Locator, title = 'Saved by someone else meanwhile'): Promise<Locator> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

/** The warning fits a 390 px phone. */
async function expectWithinPhone(dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

async function openEditor(page: Page, no: string, titleLabel: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
  await expect.poll(async () => (await shownPanel(page).getByLabel(titleLabel, { exact: true }).inputValue()).length).toBeGreaterThan(0);
}

describe('two editors saving one item', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('refuses a save over a colleague’s in words, keeps the editor’s text in the form and the colleague’s on the site', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page, REFUSED);
    const no = await someNews(0);
    await openEditor(page, no, 'Title');
    await shownPanel(page).getByLabel('Title', { exact: true }).fill('My title from the screen');
    await colleagueRenames(no, 'Their title from another tab');

    const dialog = await warningAfter(page, page.getByRole('button', { name: 'Save draft' }));
    expect(await dialog.textContent()).toContain('Someone else saved this item after you opened it. Nothing was saved: your changes are still in the form.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    expect(await shownPanel(page).getByLabel('Title', { exact: true }).inputValue()).toBe('My title from the screen');
    expect((await versionsOf(no)).find((v) => v.lang === 'en_US')!.title).toBe('Their title from another tab');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an editor save the same item twice in a row', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page);
    const no = await someNews(1);
    await openEditor(page, no, 'Title');
    const title = shownPanel(page).getByLabel('Title', { exact: true });
    await title.fill('First own change');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Saved');
    await title.fill('Second own change');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(async () => (await versionsOf(no)).find((v) => v.lang === 'en_US')!.title).toBe('Second own change');
    expect(await page.getByRole('dialog', { name: 'Saved by someone else meanwhile' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a person’s save after a colleague took the profile off the site meanwhile', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page, REFUSED);
    const [person] = await adminApi<{ id: number; no: string; name: string }[]>('GET', '/admin/lawyerTeam?lang=en_US&pageSize=1');
    await page.goto(`${baseUrl()}/admin/people/edit/${person!.id}`);
    await openTab(page, /English/);
    const name = shownPanel(page).getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(person!.name);
    await name.fill(`${person!.name} KC`);
    await adminApi('PUT', `/admin/lawyerTeam/unpublish?no=${person!.no}&lang=en_US`);
    await warningAfter(page, page.getByRole('button', { name: 'Save draft' }));
    expect(await name.inputValue()).toBe(`${person!.name} KC`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses an unpublish after a colleague’s save in the same warning, and the language stays live', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page, REFUSED);
    const no = await someNews(3);
    await openEditor(page, no, 'Title');
    await colleagueRenames(no, 'Renamed while it was open');
    const dialog = await warningAfter(page, shownPanel(page).getByRole('button', { name: 'Unpublish' }));
    expect(await dialog.textContent()).toContain('Someone else saved this item after you opened it.');
    expect((await versionsOf(no)).find((v) => v.lang === 'en_US')!.state).toBe('published');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says it in German on a phone', async () => {
    const { context, page } = await adminContext(browser, 390);
    watch(page, REFUSED);
    await page.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
    const no = await someNews(2);
    await openEditor(page, no, 'Titel');
    await shownPanel(page).getByLabel('Titel', { exact: true }).fill('Mein Titel');
    await colleagueRenames(no, 'Ihr Titel');
    const dialog = await warningAfter(page, page.getByRole('button', { name: 'Entwurf speichern' }), 'Inzwischen von jemand anderem gespeichert');
    expect(await dialog.textContent()).toContain('Jemand anderes hat diesen Eintrag gespeichert, nachdem Sie ihn geöffnet haben.');
    await expectWithinPhone(dialog);
    expect(await shownPanel(page).getByLabel('Titel', { exact: true }).inputValue()).toBe('Mein Titel');
    await context.close();
  });

  it('refuses the settings of a language a colleague saved meanwhile, after saving another language’s, and says which was saved', async () => {
    const { context, page } = await adminContext(browser);
    const problems = watch(page, REFUSED);
    await page.goto(`${baseUrl()}/admin/site/edit`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Site settings');
    const englishName = page.locator('#versions_en_US_name');
    await expect.poll(() => englishName.inputValue()).not.toBe('');
    await adminApi('POST', '/admin/portal-config', { lang: 'en_US', name: 'Our firm, as a colleague saved it' });

    // One save of both languages. German's record was not written meanwhile: it is saved first,
    // and moves German's reading on, not English's, so English's is still refused.
    await openTab(page, /Deutsch|German/);
    await page.locator('#versions_de_DE_name').fill('Unsere Kanzlei, wie ich sie schrieb');
    await openTab(page, /English/);
    await englishName.fill('Our firm, as I typed it');
    const dialog = await warningAfter(page, page.locator('.admin-page__head').getByRole('button', { name: 'Save' }));
    // The warning says first what the same save wrote, so its "nothing was saved" reads as English's.
    expect(await dialog.locator('.ant-modal-confirm-content p').allTextContents()).toEqual([
      'Saved: Deutsch',
      expect.stringContaining('English: Someone else saved these settings after you opened them. Nothing was saved'),
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect((await adminApi<{ name: string }>('GET', '/admin/portal-config?lang=de_DE')).name).toBe('Unsere Kanzlei, wie ich sie schrieb');
    expect(await englishName.inputValue()).toBe('Our firm, as I typed it');
    expect((await adminApi<{ name: string }>('GET', '/admin/portal-config?lang=en_US')).name).toBe('Our firm, as a colleague saved it');
    // German's tab is no longer marked unsaved; English's is.
    const unsaved = page.getByRole('tab').filter({ has: page.getByRole('img', { name: 'Unsaved changes in this language' }) });
    await expect.poll(() => unsaved.allTextContents()).toEqual([expect.stringContaining('English')]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a label a colleague changed meanwhile, in German on a phone', async () => {
    const { context, page } = await adminContext(browser, 390);
    watch(page, REFUSED);
    await page.evaluate(() => localStorage.setItem('adminLang', 'de_DE'));
    await page.goto(`${baseUrl()}/admin/site/labels?language=de_DE`);
    // The first label of the list.
    const label = page.getByRole('textbox', { name: 'Übersetzung von nav.home' });
    await expect.poll(() => label.inputValue()).not.toBe('');
    await label.fill('Meine Startseite');
    await adminApi('PUT', '/admin/labels/de_DE', { labels: { 'nav.home': 'Startseite der Kollegin' } });
    const dialog = await warningAfter(page, page.getByRole('button', { name: 'Speichern' }), 'Inzwischen von jemand anderem gespeichert');
    expect(await dialog.textContent()).toContain('Jemand anderes hat diese Einstellungen gespeichert, nachdem Sie sie geöffnet haben.');
    await expectWithinPhone(dialog);
    expect(await label.inputValue()).toBe('Meine Startseite');
    const stored = await adminApi<{ labels: { key: string; stored: string | null }[] }>('GET', '/admin/labels/de_DE');
    expect(stored.labels.find((row) => row.key === 'nav.home')!.stored).toBe('Startseite der Kollegin');
    await context.close();
  });
});
