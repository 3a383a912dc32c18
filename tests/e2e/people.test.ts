/** The people pages in Chromium: clean loads, the filters with and without JavaScript, the vCard and the print layout. */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedContext, accessibilityViolations, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

interface Lawyer {
  id: number;
  name: string;
}

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;

async function publicList(query: string, lang = 'en_US'): Promise<{ names: string[]; total: number }> {
  const response = await fetch(`${baseUrl()}/api/user/lawyerTeam?pageSize=12&${query}`, { headers: { lang } });
  const body = (await response.json()) as { result: Lawyer[]; pageable: { totalCount: number } };
  return { names: body.result.map((l) => l.name), total: body.pageable.totalCount };
}

const cardNames = (page: Page) => page.locator('.person-tile__name a').allTextContents();

/** A context without JavaScript that has accepted the disclaimer, as acceptedContext does. */
async function noScriptContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const html = await (await fetch(`${baseUrl()}/home?lang=en_US`)).text();
  const version = /name="version" value="([a-f0-9]+)"/.exec(html)?.[1];
  await context.addCookies([{ name: 'disclaimer', value: `${version}~2026-01-01`, domain: new URL(baseUrl()).hostname, path: '/' }]);
  return context;
}

describe('people pages in Chromium', () => {
  let browser: Browser;
  let eleanor: Lawyer;
  beforeAll(async () => {
    browser = await launchBrowser();
    const all = await fetch(`${baseUrl()}/api/user/lawyerTeam?pageSize=100`, { headers: { lang: 'en_US' } });
    eleanor = ((await all.json()) as { result: Lawyer[] }).result.find((l) => l.name === 'Eleanor Marlowe')!;
  });
  afterAll(async () => browser?.close());

  it.each(LANGS)('loads the list and a profile in %s cleanly, at phone and desktop width, with no accessibility violations', async (lang) => {
    for (const width of [375, 1440]) {
      const context = await acceptedContext(browser, { width });
      const { page, problems } = await watchedPage(context);
      for (const path of ['/people', `/people/detail/${eleanor.id}`, '/people?page=2']) {
        const response = await page.goto(`${baseUrl()}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        // Every portrait loads, including those below the fold.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(problems, `${path} ${width}`).toEqual([]);
        expect(await accessibilityViolations(page, { all: true }), `${path} ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} ${width}`).toBe(true);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      }
      await context.close();
    }
  });

  it('narrows the list with each filter, and the choice survives a reload', async () => {
    const jobs = (await (await fetch(`${baseUrl()}/api/admin/job?lang=en_US`, { headers: { lang: 'en_US' } })).json()) as { result: { id: number; name: string }[] };
    const offices = (await (await fetch(`${baseUrl()}/api/admin/office?lang=en_US`, { headers: { lang: 'en_US' } })).json()) as { result: { id: number; name: string }[] };
    const fields = (await (await fetch(`${baseUrl()}/api/user/professionalField/list`, { headers: { lang: 'en_US' } })).json()) as { result: { id: number; name: string }[] };
    const partner = jobs.result.find((j) => j.name === 'Partner')!;
    const frankfurt = offices.result.find((o) => o.name === 'Frankfurt am Main')!;
    const corporate = fields.result.find((f) => f.name === 'Corporate & M&A')!;

    const context = await acceptedContext(browser);
    const { page, problems } = await watchedPage(context);
    const filters: [string, string, number, string][] = [
      ['Job title', 'jobId', partner.id, `jobId=${partner.id}`],
      ['Office', 'officeId', frankfurt.id, `officeIds=${frankfurt.id}`],
      ['Practice area', 'practiceAreaId', corporate.id, `practiceAreaId=${corporate.id}`],
    ];
    for (const [label, param, id, apiQuery] of filters) {
      await page.goto(`${baseUrl()}/people?lang=en_US`, { waitUntil: 'networkidle' });
      expect(await page.locator('.person-tile').count()).toBe(12);
      const expected = await publicList(apiQuery);
      await page.getByLabel(label, { exact: true }).selectOption(String(id));
      await page.waitForURL(new RegExp(`${param}=${id}`));
      await expect.poll(() => cardNames(page)).toEqual(expected.names);
      expect(await page.getByRole('main').getByRole('status').textContent()).toBe(`${expected.total} lawyers`);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await cardNames(page)).toEqual(expected.names);
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(String(id));
    }

    // The name keyword applies on submit, combined with a select.
    await page.goto(`${baseUrl()}/people?lang=en_US`, { waitUntil: 'networkidle' });
    await page.getByLabel('Office', { exact: true }).selectOption(String(frankfurt.id));
    await page.waitForURL(/officeId=/);
    await page.getByLabel('Name', { exact: true }).fill('kessler');
    await page.getByLabel('Name', { exact: true }).press('Enter');
    await page.waitForURL(/keyword=kessler/);
    await expect.poll(() => cardNames(page)).toEqual(['Jürgen Kessler']);
    expect(page.url()).toContain(`officeId=${frankfurt.id}`);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardNames(page)).toEqual(['Jürgen Kessler']);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('kessler');
    expect(await page.getByLabel('Office', { exact: true }).inputValue()).toBe(String(frankfurt.id));

    // Clearing goes back to everyone, and the form follows.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => page.locator('.person-tile').count()).toBe(12);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Office', { exact: true }).inputValue()).toBe('');

    // Paging keeps going through the links.
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('.person-tile').count()).toBe(3);
    expect(await page.getByText('Page 2 of 2', { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters without JavaScript through the plain form', async () => {
    const offices = (await (await fetch(`${baseUrl()}/api/admin/office?lang=en_US`, { headers: { lang: 'en_US' } })).json()) as { result: { id: number; name: string }[] };
    const shanghai = offices.result.find((o) => o.name === 'Shanghai')!;
    const context = await noScriptContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/people?lang=en_US`);
    await page.getByLabel('Office', { exact: true }).selectOption(String(shanghai.id));
    await page.getByLabel('Name', { exact: true }).fill('chen');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/officeId=\d+.*keyword=chen/);
    expect(await cardNames(page)).toEqual((await publicList(`officeIds=${shanghai.id}&keyword=chen`)).names);
    expect(await page.getByLabel('Office', { exact: true }).inputValue()).toBe(String(shanghai.id));
    // Paging links work without JavaScript too.
    await page.goto(`${baseUrl()}/people?lang=en_US`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('.person-tile').count()).toBe(3);
    await context.close();
  });

  it('downloads the vCard from the profile', async () => {
    const context = await acceptedContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/people/detail/${eleanor.id}?lang=en_US`, { waitUntil: 'networkidle' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download vCard' }).click()]);
    expect(download.suggestedFilename()).toBe('eleanor-marlowe.vcf');
    const text = fs.readFileSync((await download.path()), 'utf8');
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text).toContain('FN:Eleanor Marlowe\r\n');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prints the profile alone: no header, footer or buttons, a small photo', async () => {
    const context = await acceptedContext(browser, { width: 1280 });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/people/detail/${eleanor.id}?lang=en_US`, { waitUntil: 'networkidle' });
    const printButton = page.getByRole('button', { name: 'Print' });
    expect(await printButton.isVisible()).toBe(true);
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await printButton.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Download vCard' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Eleanor Marlowe' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Biography' }).isVisible()).toBe(true);
    const photoWidth = await page.locator('.profile__photo').evaluate((img) => img.getBoundingClientRect().width);
    expect(photoWidth).toBeLessThanOrEqual(150);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
