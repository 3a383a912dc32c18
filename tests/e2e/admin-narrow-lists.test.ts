/**
 * The back office's lists on a phone (390 px) keep every word of a name whole: German compounds
 * such as "Streitbeilegung & Schiedsverfahren" or "Mandanteninformationen" were cut into pieces
 * ("Streitbeilegu|ng") where buttons beside a name left it 90 px. The news, people and staff lists fit
 * a phone without scrolling sideways, and on a 1280 px laptop the news list fits beside the menu,
 * its actions in sight without scrolling the table sideways. A row's delete question fits a phone.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContext, expectQuestionInside } from '../helpers/admin.js';
import { baseUrl, launchBrowser, watch } from '../helpers/browser.js';

/**
 * Each word of the elements' text that is wider than the space the element gives its text, with
 * both widths: a word wider than its line is broken across lines. A word may end at a hyphen, where
 * a line may break ("Pro-bono-|Sprechstunde").
 */
function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const found: string[] = [];
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    document.body.append(probe);
    for (const node of nodes as HTMLElement[]) {
      const box = getComputedStyle(node);
      const room = node.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const style = getComputedStyle(text.parentElement!);
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        for (const word of (text.textContent ?? '').split(/\s+|(?<=-)/).filter(Boolean)) {
          probe.textContent = word;
          const width = probe.getBoundingClientRect().width;
          if (width > room + 0.5) found.push(`${word}: ${Math.round(width)} px in ${Math.round(room)} px`);
        }
      }
    }
    probe.remove();
    return found;
  });
}

/** Opens a screen of the back office at the width, in German unless told, signed in afresh. */
async function openScreen(browser: Browser, width: number, path: string, lang = 'de_DE'): Promise<{ page: Page; done: () => Promise<void> }> {
  const { context, page } = await adminContext(browser, width);
  const problems = watch(page);
  await showIn(page, path, lang);
  return {
    page,
    done: async () => {
      expect(problems).toEqual([]);
      await context.close();
    },
  };
}

/** The names shown (waited for, `example` among them) keep every word on one line. */
async function expectWholeWords(names: Locator, example: string): Promise<void> {
  await names.first().waitFor();
  expect(await names.allTextContents()).toContain(example);
  expect(await brokenWords(names)).toEqual([]);
}

/** Neither the list's table nor the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.locator('.ant-table-content').evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** Each of the controls ends inside a screen `width` px wide. */
async function expectOnScreen(controls: Locator[], width: number): Promise<void> {
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

async function showIn(page: Page, path: string, lang: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('adminLang', value), lang);
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('back office lists on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('keeps the practice areas’ names whole, their buttons below them', async () => {
    const { page, done } = await openScreen(browser, 390, '/admin/expertise/list');
    await expectWholeWords(page.locator('[data-sortable-id] a[href^="/admin/expertise/edit/"]'), 'Streitbeilegung & Schiedsverfahren');
    // Still one click away: each row's edit and delete buttons inside the screen.
    const edit = page.getByRole('button', { name: 'Bearbeiten: Streitbeilegung & Schiedsverfahren' });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await done();
  });

  it('keeps the folders’ names whole, sub-folders included', async () => {
    const { page, done } = await openScreen(browser, 390, '/admin/articles/news/folder');
    await expectWholeWords(page.locator('.admin-folder-row__name'), 'Mandanteninformationen');
    await done();
  });

  it('shows the news list on a phone without sideways scrolling: whole words, each row’s folder, date and views under its title, its buttons on screen', async () => {
    const { page, done } = await openScreen(browser, 390, '/admin/articles/news/list');
    const folders = page.locator('.ant-table-row .admin-list__folder');
    await expectWholeWords(folders, 'Mandanteninformationen');
    expect(await brokenWords(page.locator('.ant-table-row td:nth-child(2)'))).toEqual([]);
    // Before, the table was 940 px wide and scrolled sideways: the folder, date, views and the
    // row's buttons were off the screen.
    await expectNoSidewaysScroll(page);
    const firstFacts = await page.locator('.ant-table-row').first().locator('.admin-list__facts').innerText();
    expect(firstFacts).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(firstFacts).toMatch(/\d+ Aufrufe?\b/);
    await expectOnScreen([/^Bearbeiten: /, /^Anheften: |^Lösen: /, /^Löschen: /].map((name) => page.getByRole('button', { name }).first()), 390);
    // A long title's delete question wraps inside the screen with a margin on each side; it ran from
    // one edge of the screen to the other, its warning sign shrunk to a dot.
    await page.getByRole('button', { name: /^Löschen: / }).first().click();
    const question = await expectQuestionInside(page, 'löschen?', 390);
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    // A Chinese name has no spaces: it is one word here, so each folder's name keeps one line.
    await showIn(page, '/admin/articles/news/list', 'zh_CN');
    await expectWholeWords(folders, '客户简报');
    await done();
  });

  it('shows the people list on a phone without sideways scrolling: jobs and office under each name, the buttons and the priority beside it', async () => {
    const { page, done } = await openScreen(browser, 390, '/admin/people/list');
    const firstRow = page.locator('.ant-table-row').first();
    await firstRow.waitFor();
    // Before, the table was 1,100 px wide: office, languages, the priority and the buttons were
    // off the screen.
    await expectNoSidewaysScroll(page);
    expect((await firstRow.locator('.admin-list__facts').first().innerText()).trim()).not.toBe('');
    await expectOnScreen([firstRow.getByRole('button', { name: /^Bearbeiten: / }), firstRow.getByRole('button', { name: /^Löschen: / }), firstRow.getByRole('spinbutton', { name: /^Priorität von / })], 390);
    await done();
  });

  it('shows the staff accounts on a phone without sideways scrolling: name, last sign-in, role and status under each account, its buttons beside it', async () => {
    const { page, done } = await openScreen(browser, 390, '/admin/users');
    const firstRow = page.locator('.ant-table-row').first();
    await firstRow.waitFor();
    // Before, the table was 960 px wide: the status, last sign-in and the buttons were off the screen.
    await expectNoSidewaysScroll(page);
    expect(await firstRow.locator('.admin-list__facts').innerText()).toContain('Letzte Anmeldung');
    // The two-step state says what its "Aus" is about, as the wide table's column heading does.
    expect(await firstRow.locator('.admin-list__facts').innerText()).toContain('Zwei-Schritt-Anmeldung: Aus');
    await expectOnScreen([firstRow.getByRole('button', { name: /^Bearbeiten: / })], 390);
    await done();
  });

  it('fits the news list beside the menu at 1280 px, pinned items marked in their title', async () => {
    const { page, done } = await openScreen(browser, 1280, '/admin/articles/news/list');
    await page.locator('.ant-table-row').first().waitFor();
    const table = page.locator('.ant-table-content');
    expect(await table.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
    // A pinned item says so beside its languages, as "Extern" does.
    expect(await page.locator('.ant-table-row td:nth-child(3)').getByText('Angeheftet', { exact: true }).count()).toBeGreaterThan(0);
    await done();
  });
});
