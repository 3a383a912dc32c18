/**
 * The back office's people, practice areas and job titles in Chromium, checked where visitors see
 * them: a lawyer added in English and German (photo uploaded, two job titles, an office, two
 * practice areas) is found on /people with each filter and the name; practice areas reordered by
 * dragging show in the new order on /expertises; a job title created in three languages appears in
 * the people filter of each language.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openTab, publishThroughPanel, enterBackOffice } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

interface Named {
  id: number;
  no: string;
  name: string;
}

interface LawyerDetail {
  id: number;
  versions: { id: number; lang: string; name: string; photoUrl: string | null; email: string | null; jobIds: number[]; proFieldIds: number[]; officeId: number | null; customContents: { title: string }[] }[];
}

const NAME = 'Quentin Ashbury-Vale';
const GERMAN_NAME = 'Quentin Ashbury-Vale (DE)';

/** Picks an option of an antd Select that is open (its dropdown is the visible one). */
async function pickOption(page: Page, label: string) {
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}$`) }).click();
}

async function openSelect(page: Page, id: string) {
  await page.locator(`#${id}`).click();
}

const cardNames = (page: Page) => page.locator('.person-tile__name a').allTextContents();

describe('people, practice areas and job titles in the back office', () => {
  let browser: Browser;
  /** Undone after the suite, even when a test fails: the other suites expect the demo firm. */
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => {});
    await browser?.close();
  });

  it('adds a lawyer in English and German and finds them on /people with each filter and the name', { timeout: 180_000 }, async () => {
    const jobs = await adminApi<Named[]>('GET', '/admin/job?lang=en_US');
    const offices = await adminApi<Named[]>('GET', '/admin/office?lang=en_US');
    const fields = await adminApi<Named[]>('GET', '/admin/professionalField/lang/list?lang=en_US');
    const counsel = jobs.find((j) => j.name === 'Counsel')!;
    const partner = jobs.find((j) => j.name === 'Partner')!;
    const frankfurt = offices.find((o) => o.name === 'Frankfurt am Main')!;
    const tax = fields.find((f) => f.name === 'Tax')!;
    const employment = fields.find((f) => f.name === 'Employment')!;
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#7a8aa0' } }).png().toBuffer();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/people/list`);
    await page.getByRole('button', { name: 'Add a person' }).click();
    await page.waitForURL(/\/admin\/people\/add$/);
    await page.getByRole('heading', { level: 1, name: 'New person' }).waitFor();

    // Saving with nothing filled in marks the name in the tab shown (English), in antd's words;
    // once another language has a name, English is no longer asked for.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#versions_en_US_name_help').textContent()).toBe('Please enter the name');
    expect(await page.locator('#versions_en_US_name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#versions_de_DE_name').getAttribute('aria-required')).toBeNull();

    // For the person: photo, contact, two job titles, an office, two practice areas.
    const upload = page.locator('.image-upload', { has: page.locator('#photoUrl') });
    await upload.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
    await upload.getByRole('img', { name: 'Current image' }).waitFor();
    await page.locator('#phoneNumber').fill('+49 69 5550 1799');
    await page.locator('#email').fill('not-an-address');
    await openSelect(page, 'jobIds');
    await pickOption(page, 'Counsel');
    await pickOption(page, 'Partner');
    await page.keyboard.press('Escape');
    await openSelect(page, 'officeId');
    await pickOption(page, 'Frankfurt am Main');
    await openSelect(page, 'proFieldIds');
    await pickOption(page, 'Tax');
    await pickOption(page, 'Employment');
    await page.keyboard.press('Escape');

    // English: name, biography and one further section.
    await openTab(page, /English/);
    const english = page.getByRole('tabpanel', { name: /English/ });
    await page.locator('#versions_en_US_name').fill(NAME);
    await publishThroughPanel(page);
    await expect.poll(() => page.locator('.admin-structure').getByText(/is not a valid email address/).count()).toBe(1);
    await page.locator('#email').fill('quentin.ashbury-vale@marlowe-kessler.example');
    await english.locator('.ProseMirror').first().click();
    await page.keyboard.type('Quentin advises on tax and employment matters.');
    await english.getByRole('button', { name: 'Add a section' }).click();
    await page.locator('#versions_en_US_customContents_0_title').fill('Education');

    // German: the name is enough.
    await openTab(page, /Deutsch/);
    await page.locator('#versions_de_DE_name').fill(GERMAN_NAME);

    await publishThroughPanel(page);
    await page.waitForURL(/\/admin\/people\/edit\/\d+$/);
    await page.getByText('Created in German and English.').waitFor();
    const id = Number(/edit\/(\d+)$/.exec(page.url())![1]);
    cleanup.push(() => adminApi('DELETE', `/admin/lawyerTeam/${id}`));

    // Both versions share the structure and the photo and contact; the English one has the section.
    const detail = await adminApi<LawyerDetail>('GET', `/admin/lawyerTeam/detail/${id}`);
    expect(detail.versions.map((v) => v.lang).sort()).toEqual(['de_DE', 'en_US']);
    const en = detail.versions.find((v) => v.lang === 'en_US')!;
    expect(en.name).toBe(NAME);
    expect(en.photoUrl).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]+\.(png|webp)$/);
    expect(en.email).toBe('quentin.ashbury-vale@marlowe-kessler.example');
    expect(detail.versions.find((v) => v.lang === 'de_DE')).toMatchObject({ photoUrl: en.photoUrl, email: en.email });
    expect(en.customContents.map((c) => c.title)).toEqual(['Education']);
    expect(en.jobIds.sort()).toEqual([counsel.id, partner.id].sort());
    expect(en.officeId).toBe(frankfurt.id);
    expect(en.proFieldIds.sort()).toEqual([tax.id, employment.id].sort());

    // The edit screen shows it back, the tabs marked for the missing Chinese version.
    await page.getByRole('tab', { name: /中文.*missing/ }).waitFor();
    await expect.poll(() => page.locator('#versions_de_DE_name').inputValue()).toBe(GERMAN_NAME);

    // In the list: found by name, priority set so the person leads the website's list.
    await page.goto(`${baseUrl()}/admin/people/list`);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('ashbury');
    await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
    await page.waitForURL(/name=ashbury/);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const row = page.locator('.ant-table-row').first();
    expect(await row.getByRole('link', { name: NAME, exact: true }).count()).toBe(1);
    expect(await row.textContent()).toContain('Frankfurt am Main');
    const top = page.getByRole('spinbutton', { name: `Priority of ${NAME}` });
    await top.fill('9999');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/admin/lawyerTeam/${id}/9999`));
    await top.press('Enter');
    expect((await saved).status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();

    // The website: each filter and the name find the person, in English and German.
    const visitor = await acceptedContext(browser);
    const site = await watchedPage(visitor);
    const filters: [string, string, number][] = [
      ['Job title', 'jobId', counsel.id],
      ['Job title', 'jobId', partner.id],
      ['Office', 'officeId', frankfurt.id],
      ['Practice area', 'practiceAreaId', tax.id],
      ['Practice area', 'practiceAreaId', employment.id],
    ];
    for (const [label, param, value] of filters) {
      await site.page.goto(`${baseUrl()}/people?lang=en_US`, { waitUntil: 'networkidle' });
      await site.page.getByLabel(label, { exact: true }).selectOption(String(value));
      await site.page.waitForURL(new RegExp(`${param}=${value}`));
      await expect.poll(() => cardNames(site.page).then((names) => names[0])).toBe(NAME);
    }
    await site.page.goto(`${baseUrl()}/people?lang=en_US`, { waitUntil: 'networkidle' });
    await site.page.getByLabel('Name', { exact: true }).fill('ashbury-vale');
    await site.page.getByLabel('Name', { exact: true }).press('Enter');
    await site.page.waitForURL(/keyword=ashbury-vale/);
    await expect.poll(() => cardNames(site.page)).toEqual([NAME]);
    await site.page.goto(`${baseUrl()}/people?lang=de_DE&keyword=ashbury`, { waitUntil: 'networkidle' });
    expect(await cardNames(site.page)).toEqual([GERMAN_NAME]);
    expect(site.problems).toEqual([]);
    await visitor.close();
  });

  it('reorders the practice areas by dragging, and /expertises shows the new order', async () => {
    const before = await adminApi<Named[]>('GET', '/admin/professionalField/lang/list?lang=en_US');
    expect(before.length).toBeGreaterThan(2);
    const last = before.at(-1)!;
    const first = before[0]!;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/expertise/list`);
    const handle = page.getByRole('button', { name: `Move ${last.name}`, exact: true });
    const target = page.getByRole('button', { name: `Move ${first.name}`, exact: true });
    await handle.waitFor();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const sorted = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/professionalField/sort'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 8, { steps: 25 });
    await page.mouse.up();
    const response = await sorted;
    // Back to the order the other suites expect, afterwards.
    cleanup.push(() => adminApi('PUT', '/admin/professionalField/sort', { sourceId: last.id, targetId: before.at(-2)!.id }));
    expect(response.request().postDataJSON()).toEqual({ sourceId: last.id, targetId: first.id });
    expect(response.status()).toBe(200);
    await page.getByText('The new order is saved.').waitFor();
    // The admin list shows the new order, and keeps it after a reload.
    await page.reload();
    await page.getByRole('button', { name: `Move ${last.name}`, exact: true }).waitFor();
    const rows = await page.locator('ol > li a').allTextContents();
    expect(rows).toEqual([last.name, ...before.slice(0, -1).map((f) => f.name)]);
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await acceptedContext(browser);
    const site = await watchedPage(visitor);
    await site.page.goto(`${baseUrl()}/expertises?lang=en_US`, { waitUntil: 'networkidle' });
    expect(await site.page.locator('.field-card__title').allTextContents()).toEqual([last.name, ...before.slice(0, -1).map((f) => f.name)]);
    expect(site.problems).toEqual([]);
    await visitor.close();
  });

  it('creates a job title in three languages, and the people filter offers it in each', async () => {
    const names = { de_DE: 'Wissenschaftliche Mitarbeiterin', en_US: 'Research Fellow', zh_CN: '研究员' } as const;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const { page, problems } = await watchedPage(context);
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/jobs`);
    await page.getByRole('button', { name: 'Add a job title' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job title' });
    await dialog.waitFor();
    for (const [lang, tab] of [['de_DE', 'Deutsch'], ['en_US', 'English'], ['zh_CN', '中文']] as const) {
      await openTab(dialog, new RegExp(tab));
      await dialog.locator(`#versions_${lang}_name`).fill(names[lang]);
    }
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/job'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await (await created).json()) as { result: { id: number; versions: { lang: string }[] } };
    cleanup.push(() => adminApi('DELETE', `/admin/job/${body.result.id}`));
    expect(body.result.versions.map((v) => v.lang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Research Fellow', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await acceptedContext(browser);
    const site = await watchedPage(visitor);
    for (const lang of ['de_DE', 'en_US', 'zh_CN'] as const) {
      await site.page.goto(`${baseUrl()}/people?lang=${lang}`, { waitUntil: 'networkidle' });
      expect(await site.page.locator('#people-jobId option').allTextContents(), lang).toContain(names[lang]);
    }
    expect(site.problems).toEqual([]);
    await visitor.close();
  });
});
