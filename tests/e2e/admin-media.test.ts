/**
 * The media library in Chromium (issue 10.7): a picture uploaded in a person's photo field is
 * picked from the library for a news item's cover and into its text (the text alternative offered
 * from the library in the text's language); the library lists it as used by both, refuses to
 * delete it with a message naming them, and deletes a file nothing uses. On a phone the question
 * before a delete fits the screen.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, expectQuestionInside, openTab, publishThroughPanel } from '../helpers/admin.js';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watch } from '../helpers/browser.js';

interface Named {
  id: number;
  no: string;
  name?: string;
  title?: string;
}

interface NewsVersion {
  id: number;
  no: string;
  lang: string;
  title: string;
  coverUrl: string;
  content?: string;
}

async function png(name: string, background: string) {
  return { name, mimeType: 'image/png', buffer: await sharp({ create: { width: 240, height: 180, channels: 3, background } }).png().toBuffer() };
}

/** The dialog that is open (antd keeps closed ones in the page, hidden). */
const openDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function pickFromLibrary(page: Page, fileName: string) {
  const picker = openDialog(page, 'Choose from the media library');
  await picker.waitFor();
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill(fileName.replace(/\.png$/, ''));
  await picker.getByRole('searchbox', { name: 'Search the library' }).press('Enter');
  await picker.getByRole('button', { name: fileName }).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('back office: the media library', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('reuses an upload in another item and its text, names both users and deletes only an unused file', { timeout: 180_000 }, async () => {
    // Names of this run's files: a retry of the test finds the first run's files in the library too.
    const run = Date.now().toString(36);
    const portraitName = `library-portrait-${run}.png`;
    const spareName = `library-spare-${run}.png`;
    const person = (await adminApi<Named[]>('GET', '/admin/lawyerTeam?lang=en_US&pageSize=1'))[0]!;
    const news = (await adminApi<NewsVersion[]>('GET', '/admin/latest-news?lang=en_US&pageSize=1'))[0]!;
    const { context, page } = await adminContext(browser);
    const problems = watch(page, [/HTTP 409: DELETE .*\/api\/admin\/files\/\d+/, /status of 409 \(Conflict\)/]);

    // A new photo for a person, uploaded in the photo field.
    await page.goto(`${baseUrl()}/admin/people/edit/${person.id}`);
    const photo = page.locator('.image-upload', { has: page.locator('#photoUrl') });
    const previous = await photo.getByRole('img', { name: 'Current image' }).getAttribute('src');
    await photo.locator('input[type=file]').setInputFiles(await png(portraitName, '#3b5b7a'));
    await expect.poll(() => photo.getByRole('img', { name: 'Current image' }).getAttribute('src'), { timeout: 15_000 }).not.toBe(previous);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    const stored = (await adminApi<{ photoUrl: string }>('GET', `/admin/lawyerTeam/detail/${person.id}`)).photoUrl;
    expect(stored).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]+\.\w+$/);

    // The library gives it an English text alternative.
    await page.goto(`${baseUrl()}/admin/media?keyword=${portraitName}`);
    await page.getByRole('button', { name: portraitName }).click();
    const drawer = page.getByRole('dialog', { name: 'File details' });
    await drawer.getByLabel('Text alternative (English)').fill('A partner of the firm in the London office');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The text alternatives were saved.').waitFor();

    // The same file as a news item's cover and in its text, picked from the library.
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${news.no}`);
    await openTab(page, /English/);
    const panel = page.getByRole('tabpanel', { name: /English/ });
    const cover = page.locator('.image-upload', { has: page.locator('#sharedCoverUrl') });
    await cover.getByRole('button', { name: 'Choose from the library' }).click();
    await pickFromLibrary(page, portraitName);
    await expect.poll(() => cover.getByRole('img', { name: 'Current image' }).getAttribute('src')).toContain(stored);

    await panel.locator('.ProseMirror').first().click();
    await page.keyboard.press('Control+End');
    await panel.getByRole('button', { name: 'Insert an image from the media library' }).click();
    await pickFromLibrary(page, portraitName);
    const imageDialog = openDialog(page, 'Insert an image');
    await expect.poll(() => imageDialog.getByLabel('Text alternative').inputValue()).toBe('A partner of the firm in the London office');
    await imageDialog.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => panel.locator('.ProseMirror img').last().getAttribute('src')).toBe(`/api/upload/${stored}`);
    // Published, not only saved as a draft: visitors are to see it (decision 0023).
    await publishThroughPanel(page);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('English: published');

    // Visitors see the picture in the text, with the text alternative.
    const readers = await acceptedContext(browser);
    const reader = await readers.newPage();
    await reader.goto(`${baseUrl()}/news/detail/${news.id}?lang=en_US`);
    expect(await reader.locator(`main .rich-text img[src="/api/upload/${stored}"]`).getAttribute('alt')).toBe('A partner of the firm in the London office');
    await readers.close();

    // The library: used three times, by the person and the news item.
    await page.goto(`${baseUrl()}/admin/media?keyword=${portraitName}`);
    const card = page.getByRole('button', { name: portraitName });
    await expect.poll(() => card.textContent()).toContain('Used 3×');
    await page.goto(`${baseUrl()}/admin/media?keyword=${portraitName}&unused=true`);
    await page.getByText('No file matches.').waitFor();
    await page.goto(`${baseUrl()}/admin/media?keyword=${portraitName}`);
    await card.click();
    const usages = drawer.getByRole('region', { name: 'Where it is used' });
    await expect.poll(() => usages.getByRole('link').allTextContents()).toEqual([`News “${news.title}”`, `News “${news.title}”`, `Person “${person.name}”`]);
    expect(await usages.getByRole('link', { name: `Person “${person.name}”` }).getAttribute('href')).toBe(`/admin/people/edit/${person.id}`);

    // It cannot be deleted while they use it: the button is off, and the note beside it says why.
    const deleteButton = drawer.getByRole('button', { name: 'Delete the file' });
    expect(await deleteButton.isDisabled()).toBe(true);
    expect(await page.locator(`#${await deleteButton.getAttribute('aria-describedby')}`).textContent()).toBe(
      'While anything uses this file, it cannot be deleted. Replace or remove it there first.',
    );
    await drawer.getByRole('button', { name: 'Close' }).click();

    // A file nothing uses is listed as unused and can be deleted.
    await page.locator('input[type=file]').setInputFiles(await png(spareName, '#9a6b3c'));
    await page.getByText(`${spareName} was uploaded.`).waitFor();
    await page.goto(`${baseUrl()}/admin/media?unused=true&keyword=${spareName}`);
    const spare = page.getByRole('button', { name: spareName });
    await expect.poll(() => spare.textContent()).toContain('Unused');
    await spare.click();
    await drawer.getByText('Nothing on the site uses this file, so it can be deleted.').waitFor();

    // Someone uses it while the drawer is open: the server refuses, its message names the user,
    // and the button turns off.
    const sparePath = (await adminApi<{ path: string }[]>('GET', `/admin/files?keyword=${spareName}`))[0]!.path;
    const banner = await adminApi<{ id: number }>('POST', '/admin/banner', [{ lang: 'en_US', imgPath: sparePath, title: `Banner ${run}`, subTitle: null }]);
    await drawer.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => drawer.getByRole('alert').textContent())
      .toBe(`This file is still used by Banner “Banner ${run}” (English). Replace or remove it there first; then it can be deleted.`);
    await expect.poll(() => drawer.getByRole('button', { name: 'Delete the file' }).isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Once nothing uses it, it can be deleted.
    await adminApi('DELETE', `/admin/banner/${banner.id}`);
    await spare.click();
    await drawer.getByText('Nothing on the site uses this file, so it can be deleted.').waitFor();
    await drawer.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The file was deleted.').waitFor();
    await page.getByText('No file matches.').waitFor();
    expect(await adminApi<unknown[]>('GET', `/admin/files?keyword=${spareName}`)).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  for (const width of [1440, 390]) {
    it(`shows the library, a file's details and the picker without accessibility violations or sideways scrolling at ${width} px`, { timeout: 120_000 }, async () => {
      const news = (await adminApi<NewsVersion[]>('GET', '/admin/latest-news?lang=en_US&pageSize=1'))[0]!;
      const { context, page } = await adminContext(browser, width);
      const problems = watch(page);
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      // Loaded; the animations still running are waited out by accessibilityViolations.
      const settled = () => page.waitForLoadState('networkidle');

      await page.goto(`${baseUrl()}/admin/media`);
      await page.locator('.media-library__item').first().waitFor();
      await settled();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await sideways()).toBe(0);

      await page.locator('.media-library__item').first().click();
      await page.getByRole('dialog', { name: 'File details' }).getByRole('region', { name: 'Where it is used' }).waitFor();
      await settled();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${news.no}`);
      await openTab(page, /English/);
      await page.locator('.image-upload', { has: page.locator('#sharedCoverUrl') }).getByRole('button', { name: 'Choose from the library' }).click();
      await page.locator('.media-picker__item').first().waitFor();
      await settled();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await sideways()).toBe(0);

      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('asks before deleting a file with a long name inside a phone\'s screen, its warning sign whole', async () => {
    const { context, page } = await adminContext(browser, 390);
    const name = `partner-portrait-for-the-annual-report-${Date.now()}.png`;
    await page.goto(`${baseUrl()}/admin/media`);
    await page.locator('input[type=file]').setInputFiles(await png(name, '#335577'));
    await page.getByText(`${name} was uploaded.`).waitFor();
    await page.goto(`${baseUrl()}/admin/media?unused=true&keyword=${name.replace(/\.png$/, '')}`);
    await page.getByRole('button', { name }).click();
    await openDialog(page, 'File details').getByRole('button', { name: 'Delete the file' }).click();
    // The name wraps over three lines: the question kept no margin, and its sign shrank to a dot.
    const question = await expectQuestionInside(page, name, 390);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
