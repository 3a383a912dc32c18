/**
 * Facts entered once (issue 10 point 4, decision 0017), in Chromium: a person created in the back
 * office in English only, with a photo, phone and e-mail given once above the language tabs, and
 * then translated into German (the name and a biography only), shows that photo, phone and e-mail
 * on the German profile page. Before, they were fields of the English tab, the German version
 * had none and its page showed no photo and no contact details. An office photo uploaded once in
 * the site settings, captioned in German and English, shows on the about page of every language.
 */
import type { Browser } from 'playwright-core';
import type { SharedPortalConfig } from '../../contract/portal-config.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, publishThroughPanel, enterBackOffice } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

interface LawyerDetail {
  id: number;
  versions: { id: number; lang: string; photoUrl: string | null; phoneNumber: string | null; email: string | null }[];
}

const NAME = 'Beatrix Okonkwo-Hale';
const PHONE = '+44 20 7946 0321';
const EMAIL = 'b.okonkwo-hale@marlowe-kessler.example';

describe('facts entered once in the back office', () => {
  let browser: Browser;
  /** Undone after the suite, even when a test fails. */
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => {});
    await browser?.close();
  });

  it('shows the photo, phone and e-mail of a person written in English on the German profile', { timeout: 180_000 }, async () => {
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#56708f' } }).png().toBuffer();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/people/add`);
    await page.getByRole('heading', { level: 1, name: 'New person' }).waitFor();

    // Once, above the language tabs, in the card for every language.
    const shared = page.locator('.admin-structure');
    await shared.getByText('For every language').waitFor();
    const upload = shared.locator('.image-upload', { has: page.locator('#photoUrl') });
    await upload.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
    await upload.getByRole('img', { name: 'Current image' }).waitFor();
    await shared.locator('#phoneNumber').fill(PHONE);
    await shared.locator('#email').fill(EMAIL);

    // English only: the photo and contact details do not make a German version by themselves.
    await openTab(page, /English/);
    await page.locator('#versions_en_US_name').fill(NAME);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/people\/edit\/\d+$/);
    await page.getByText('Created in English.').waitFor();
    // The edit screen is a new form that loads the saved person: typing before it has loaded is
    // overwritten by what it loads (CI, on a busy machine, lost the German name this way).
    await page.getByRole('heading', { level: 1, name: `Edit person · ${NAME}` }).waitFor();
    const id = Number(/edit\/(\d+)$/.exec(page.url())![1]);
    cleanup.push(() => adminApi('DELETE', `/admin/lawyerTeam/${id}`));
    await page.getByRole('tab', { name: /Deutsch.*missing/ }).waitFor();
    expect((await adminApi<LawyerDetail>('GET', `/admin/lawyerTeam/detail/${id}`)).versions.map((v) => v.lang)).toEqual(['en_US']);

    // The German translation: a name and a biography, nothing else.
    await openTab(page, /Deutsch/);
    const german = page.getByRole('tabpanel', { name: /Deutsch/ });
    await page.locator('#versions_de_DE_name').fill(NAME);
    await german.locator('.ProseMirror').first().click();
    await page.keyboard.type('Beatrix berät zu Schiedsverfahren.');
    // Published, as visitors are to see it (a plain save keeps a draft).
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/admin/lawyerTeam'));
    await publishThroughPanel(page);
    expect((await saved).status()).toBe(200);
    await page.getByRole('tab', { name: /^Deutsch$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const detail = await adminApi<LawyerDetail>('GET', `/admin/lawyerTeam/detail/${id}`);
    const de = detail.versions.find((v) => v.lang === 'de_DE')!;
    const photoPath = detail.versions.find((v) => v.lang === 'en_US')!.photoUrl!;
    expect(photoPath).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]+\.(png|webp)$/);

    // The German profile page: the same photo, phone and e-mail, in German around them.
    const visitor = await acceptedContext(browser, { locale: 'de-DE' });
    const site = await watchedPage(visitor);
    const response = await site.page.goto(`${baseUrl()}/people/detail/${de.id}?lang=de_DE`);
    expect(response?.status()).toBe(200);
    expect(await site.page.locator('h1').textContent()).toBe(NAME);
    expect(await site.page.locator('.profile').textContent()).toContain('Beatrix berät zu Schiedsverfahren.');
    const portrait = site.page.locator('img.profile__photo');
    await portrait.waitFor();
    expect(await portrait.getAttribute('src')).toContain(photoPath);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await site.page.locator('a[href^="tel:"]', { hasText: PHONE }).getAttribute('href')).toBe('tel:+442079460321');
    expect(await site.page.locator(`a[href="mailto:${EMAIL}"]`).textContent()).toBe(EMAIL);
    expect(site.problems).toEqual([]);
    await visitor.close();
  });

  it('shows an office photo uploaded once, with its caption, on the about page of every language', { timeout: 180_000 }, async () => {
    const before = await adminApi<SharedPortalConfig>('GET', '/admin/portal-config/shared');
    cleanup.push(() => adminApi('PUT', '/admin/portal-config/shared', { environmentList: before.environmentList }));
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6f4d' } }).png().toBuffer();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/site/edit`);
    const shared = page.locator('.admin-structure');
    await expect.poll(() => shared.locator('#shared_tel').inputValue(), { timeout: 15_000 }).not.toBe('');

    await shared.getByRole('button', { name: 'Add a photo' }).click();
    const index = before.environmentList.length;
    const card = shared.locator('.ant-card', { has: page.locator(`#shared_environmentList_${index}_coverUrl`) });
    await card.locator('input[type=file]').setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: picture });
    await card.getByRole('img', { name: 'Current image' }).waitFor();
    // Without a caption in any language the photo has no text alternative: saving says so.
    await page.locator('.admin-page__head').getByRole('button', { name: 'Save' }).click();
    await card.getByText('Give the photo a caption in at least one language.').waitFor();
    await card.getByLabel('Caption (Deutsch)').fill('Dachterrasse, London');
    await card.getByLabel('Caption (English)').fill('Roof terrace, London');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/admin/portal-config/shared'));
    await page.locator('.admin-page__head').getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Saved: For every language').waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const photo = (await adminApi<SharedPortalConfig>('GET', '/admin/portal-config/shared')).environmentList[index]!;
    expect(photo.titles).toEqual({ de_DE: 'Dachterrasse, London', en_US: 'Roof terrace, London' });
    const visitor = await acceptedContext(browser);
    const site = await watchedPage(visitor);
    // Chinese has no caption of its own: another language's stands in. The caption names the
    // photo, so its text alternative is empty rather than the same words twice (axe's image-redundant-alt).
    for (const [lang, caption] of [['de_DE', 'Dachterrasse, London'], ['en_US', 'Roof terrace, London'], ['zh_CN', 'Dachterrasse, London']]) {
      await site.page.goto(`${baseUrl()}/about?lang=${lang}`);
      const figure = site.page.locator('.gallery figure', { hasText: caption });
      expect(await figure.locator('img').getAttribute('src'), lang).toContain(photo.coverUrl);
      expect(await figure.locator('figcaption').textContent(), lang).toBe(caption);
      expect(await figure.locator('img').getAttribute('alt'), lang).toBe('');
    }
    expect(site.problems).toEqual([]);
    await visitor.close();
  });
});
