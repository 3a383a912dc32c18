/**
 * Key contacts chosen in the news editor show as cards under the article, and the article is
 * listed on the person's profile (issue 12.4).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContext, publishThroughPanel } from '../helpers/admin.js';
import { acceptedContext, baseUrl, launchBrowser, watchedPage } from '../helpers/browser.js';

interface NewsVersion {
  id: number;
  no: string;
  lang: string;
  title: string;
}

describe('key contacts in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('picks a lawyer for a news item; the article shows the card and the profile lists the article', { timeout: 120_000 }, async () => {
    const folders = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const cover = (await adminApi<{ coverUrl: string }[]>('GET', '/admin/latest-news?lang=en_US&pageSize=1'))[0]!.coverUrl;
    const [news] = await adminApi<NewsVersion[]>('POST', '/admin/latest-news', [
      { lang: 'en_US', title: 'Court of Appeal rules on a shipping arbitration', coverUrl: cover, content: '<p>Text</p>', cataId: folders[0]!.id, isLink: 0 },
    ]);
    const people = await adminApi<{ id: number; name: string }[]>('GET', '/admin/lawyerTeam?lang=en_US&pageSize=5');
    const lawyer = people[0]!;

    const { context, page } = await adminContext(browser);
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${news!.no}`);
    await page.getByLabel('Key contacts').click();
    await page.keyboard.type(lawyer.name.slice(0, 6));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: lawyer.name }).first().click();
    await page.keyboard.press('Escape');
    // The article is live, so its key contacts wait for publishing (a draft save keeps them back).
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/admin/latest-news'));
    await publishThroughPanel(page);
    expect((await saved).status()).toBe(200);
    await context.close();

    const readers = await acceptedContext(browser);
    const { page: reader, problems } = await watchedPage(readers);
    await reader.goto(`${baseUrl()}/news/detail/${news!.id}?lang=en_US`);
    const contacts = reader.getByRole('region', { name: 'Key contacts' });
    await expect.poll(() => contacts.getByRole('link', { name: new RegExp(lawyer.name) }).count()).toBeGreaterThan(0);
    await contacts.getByRole('link', { name: new RegExp(lawyer.name) }).first().click();
    await reader.waitForURL(/\/people\//);
    await expect.poll(() => reader.getByRole('link', { name: 'Court of Appeal rules on a shipping arbitration' }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await readers.close();
  });
});
