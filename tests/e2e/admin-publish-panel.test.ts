/**
 * The publish panel (issue 46.1 and the time zone of 46.5), in Chromium at 390 and 1366 px: on a
 * news item with German, English and Chinese drafts an editor publishes English only (German and
 * Chinese stay drafts, for visitors too); schedules German at a time in the firm's zone (the
 * confirmation, the result message and the tab name each language's outcome and the zone, and the
 * live English version gains no "unpublished changes"); then edits the live English text and
 * publishes Chinese only: English stays live with its old public text, the edits held back. In a
 * long text "Save draft" and "Publish" stay in reach (on a phone in a bar at the top of the screen).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, publicNewsTitles, watch } from '../helpers/browser.js';
import { adminApi, openTab, publishThroughPanel, enterBackOffice } from '../helpers/admin.js';

const COVER = '2026/11/0123456789abcdef0123.webp';
const STAMP = Date.now().toString(36);

interface Version {
  lang: string;
  title: string;
  state: string;
  hasPendingChanges: boolean;
  publishTime: string | null;
}


describe.each([390, 1366])('back office: the publish panel at %i px', (width) => {
  let browser: Browser;
  let page: Page;
  let no: string;
  let problems: string[];
  const title = (lang: string) => `Panel ${lang} ${width} ${STAMP}`;
  const versions = async () => {
    const all = await adminApi<Version[]>('GET', `/admin/latest-news?no=${no}&pageSize=10`);
    return Object.fromEntries(all.map((v) => [v.lang, v]));
  };
  const message = () => page.locator('.ant-message').last();
  const shownPanel = () => page.locator('[role="tabpanel"]:not([aria-hidden="true"])');

  beforeAll(async () => {
    browser = await launchBrowser();
    const editor = { account: `panel-editor-${width}-${STAMP}`, password: 'Panel editor 2026!' };
    await adminApi('POST', '/admin/users', { loginAccount: editor.account, password: editor.password, roleId: 2, userName: 'Paula Panel' });
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const created = await adminApi<{ no: string }[]>(
      'POST',
      '/admin/latest-news',
      ['de_DE', 'en_US', 'zh_CN'].map((lang) => ({ lang, state: 'draft', title: title(lang), cataId: folder!.id, coverUrl: COVER, isLink: 0, content: '<p>Text.</p>' })),
    );
    no = created[0]!.no;
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: 'en-US' });
    page = await context.newPage();
    // The made-up cover has no file behind it: its thumbnail's 404 is expected.
    problems = watch(page, [/0123456789abcdef0123/, /Failed to load resource/]);
    await enterBackOffice(page, editor.account, editor.password);
  });
  afterAll(async () => browser?.close());

  /** The name of the button a tap at the middle of `box` reaches. */
  function topmostButtonAt(box: { x: number; y: number; width: number; height: number }) {
    return page.evaluate(([x, y]) => {
      const button = document.elementFromPoint(x!, y!)?.closest('button');
      return button?.getAttribute('aria-label') ?? button?.textContent;
    }, [box.x + box.width / 2, box.y + box.height / 2]);
  }

  async function openItem() {
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await shownPanel().locator(`input[value="${title('en_US')}"]`).waitFor({ timeout: 30_000 });
  }

  it('publishes English only: German and Chinese stay drafts, for visitors too', async () => {
    await openItem();
    const lines = await publishThroughPanel(page, { de_DE: 'keep', zh_CN: 'keep', en_US: 'now' });
    expect(lines).toEqual(['German: stays draft', 'English: now', 'Chinese: stays draft']);
    await expect.poll(() => message().textContent()).toBe('German: unchanged draft · English: published · Chinese: unchanged draft');

    const saved = await versions();
    expect([saved.de_DE!.state, saved.en_US!.state, saved.zh_CN!.state]).toEqual(['draft', 'published', 'draft']);
    expect(await publicNewsTitles(browser, 'en_US')).toContain(title('en_US'));
    expect(await publicNewsTitles(browser, 'de_DE')).not.toContain(title('de_DE'));
    expect(await publicNewsTitles(browser, 'zh_CN')).not.toContain(title('zh_CN'));
    expect(problems).toEqual([]);
  });

  it('schedules German at a time in London time: the confirmation, the message and the tab name the zone', async () => {
    await openItem();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const panel = page.locator('.admin-publish-panel');
    // A clean form offers the drafts, not the live English version.
    expect(await panel.locator('li[data-lang="en_US"] input[value="keep"]').isChecked()).toBe(true);
    expect(await panel.locator('li[data-lang="de_DE"] input[value="now"]').isChecked()).toBe(true);
    await panel.locator('li[data-lang="de_DE"] label', { has: page.locator('input[value="at"]') }).click();
    await panel.locator('li[data-lang="zh_CN"] label', { has: page.locator('input[value="keep"]') }).click();
    const time = panel.getByRole('textbox', { name: 'Publish German at (London time)' });
    await time.click();
    // The picker fits the screen, its OK button too: on a phone a time is confirmed by touch.
    const ok = page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: 'OK' });
    await expect.poll(async () => ok.boundingBox()).not.toBeNull();
    const okBox = (await ok.boundingBox())!;
    expect(okBox.x + okBox.width).toBeLessThanOrEqual(width);
    expect(okBox.y + okBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/publish-panel-picker-${width}.png` });
    await time.fill('2030-01-15 13:35');
    await time.press('Enter');
    await expect.poll(() => panel.locator('li[data-lang="de_DE"] .admin-publish-panel__will').textContent()).toBe('Goes live at Jan 15, 2030, 13:35 London time.');
    await page.screenshot({ path: `/tmp/publish-panel-choose-${width}.png` });
    await panel.locator('.admin-publish-panel__next').click();
    await page.screenshot({ path: `/tmp/publish-panel-confirm-${width}.png` });
    expect(await panel.locator('.admin-publish-panel__outcomes li').allTextContents()).toEqual([
      'German: Jan 15, 2030, 13:35 London time',
      'English: stays live',
      'Chinese: stays draft',
    ]);
    await panel.locator('.admin-publish-panel__confirm').click();
    await expect
      .poll(() => message().textContent())
      .toBe('German: scheduled for Jan 15, 2030, 13:35 London time · English: live, unchanged · Chinese: unchanged draft');

    const saved = await versions();
    // London keeps UTC in January; English, left out of the save, gains no "unpublished changes".
    expect(saved.de_DE).toMatchObject({ state: 'scheduled', publishTime: '2030-01-15T13:35:00.000Z' });
    expect(saved.en_US).toMatchObject({ state: 'published', hasPendingChanges: false });
    expect(saved.zh_CN!.state).toBe('draft');
    await openTab(page, /Deutsch/);
    await expect.poll(() => shownPanel().locator('.admin-publication .ant-tag').first().textContent()).toBe('Scheduled for Jan 15, 2030, 13:35 London time');
    expect(await shownPanel().getByText('Publish at (London time)', { exact: true }).count()).toBe(1);
  });

  it('keeps a live language not chosen live with its old public text, its edits held back', async () => {
    await openItem();
    await shownPanel().getByLabel('Title').fill(`${title('en_US')} revised`);
    await openTab(page, /中文/);
    await shownPanel().getByLabel('Title').fill(`${title('zh_CN')} 修订`);
    const lines = await publishThroughPanel(page, { en_US: 'keep', zh_CN: 'now' });
    expect(lines).toEqual(['German: stays scheduled for Jan 15, 2030, 13:35 London time', 'English: stays live, edits saved unpublished', 'Chinese: now']);
    await expect
      .poll(() => message().textContent())
      .toBe('German: scheduled for Jan 15, 2030, 13:35 London time · English: live with the changes still unpublished · Chinese: published');

    const saved = await versions();
    expect(saved.en_US).toMatchObject({ state: 'published', hasPendingChanges: true });
    expect(saved.zh_CN).toMatchObject({ state: 'published', title: `${title('zh_CN')} 修订` });
    expect(saved.de_DE).toMatchObject({ state: 'scheduled', publishTime: '2030-01-15T13:35:00.000Z' });
    const english = await publicNewsTitles(browser, 'en_US');
    expect(english).toContain(title('en_US'));
    expect(english).not.toContain(`${title('en_US')} revised`);
    expect(await publicNewsTitles(browser, 'zh_CN')).toContain(`${title('zh_CN')} 修订`);
    await page.screenshot({ path: `/tmp/publish-panel-${width}.png`, fullPage: false });
  });

  it('keeps "Save draft" and "Publish" in reach in a long text, under a text toolbar that covers what scrolls beneath it', async () => {
    // The English title is the revised one now, held back as pending changes.
    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${no}`);
    await openTab(page, /English/);
    await shownPanel().locator(`input[value="${title('en_US')} revised"]`).waitFor({ timeout: 30_000 });
    const prose = shownPanel().locator('.rte__prose');
    await prose.click();
    await page.keyboard.press('End');
    for (let line = 0; line < 30; line += 1) {
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('A line of a long text.');
    }
    await prose.locator('p').nth(15).evaluate((line) => line.scrollIntoView({ block: 'center' }));

    // On a phone the buttons stay in a bar at the top of the screen, nothing over them; wider, they
    // are in the heading.
    const place = page.locator(width === 390 ? '.admin-page__actions' : '.admin-page__head');
    for (const name of ['Save draft', 'Publish']) {
      const button = place.getByRole('button', { name, exact: true });
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
      if (width !== 390) {
        expect(await button.count()).toBe(1);
        continue;
      }
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await topmostButtonAt(box)).toBe(name);
    }

    // The text's toolbar is stuck, under the bar on a phone, with the text scrolled under it, which
    // does not show through; its buttons are not covered.
    const toolbar = shownPanel().locator('.rte__toolbar');
    const toolbarBox = (await toolbar.boundingBox())!;
    const barFoot = width === 390 ? (await place.boundingBox())!.y + (await place.boundingBox())!.height : 0;
    expect(Math.abs(toolbarBox.y - barFoot)).toBeLessThanOrEqual(1);
    expect((await prose.boundingBox())!.y).toBeLessThan(barFoot);
    expect(await toolbar.evaluate((bar) => getComputedStyle(bar).backgroundColor)).toMatch(/^rgb\(/);
    expect(await topmostButtonAt((await toolbar.getByRole('button', { name: 'Bold' }).boundingBox())!)).toBe('Bold');
    if (width === 390) await page.screenshot({ path: '/tmp/edit-actions-390.png' });
    expect(problems).toEqual([]);
  });
});

describe('back office: the firm time zone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await adminApi('PUT', '/admin/portal-config/time-zone', { timeZone: 'Europe/London' });
    await browser?.close();
  });

  it('is set by an administrator on the site settings screen, and schedule times then show in it', async () => {
    const [folder] = await adminApi<{ id: number }[]>('GET', '/admin/catalog?type=0&lang=en_US');
    const [created] = await adminApi<{ no: string }[]>('POST', '/admin/latest-news', [
      { lang: 'en_US', state: 'published', publishTime: '2030-07-01T12:35:00Z', title: `Zone ${STAMP}`, cataId: folder!.id, coverUrl: COVER, isLink: 0, content: '<p>x</p>' },
    ]);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await enterBackOffice(page);
    await page.goto(`${baseUrl()}/admin/site/edit`);
    const zone = page.getByRole('combobox', { name: 'Firm time zone' });
    await expect.poll(() => page.locator('.ant-card', { hasText: 'Time zone' }).textContent()).toContain('Europe/London');
    await zone.click();
    await zone.fill('Asia/Shanghai');
    await zone.press('Enter');
    await expect.poll(() => page.locator('.ant-card', { hasText: 'Time zone' }).textContent()).toContain('Asia/Shanghai');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Time zone saved');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: '/tmp/publish-panel-zone-setting-390.png' });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`${baseUrl()}/admin/articles/news/edit?no=${created!.no}`);
    await openTab(page, /English/);
    const tab = page.locator('[role="tabpanel"]:not([aria-hidden="true"])');
    await expect.poll(() => tab.locator('.admin-publication .ant-tag').first().textContent()).toBe('Scheduled for Jul 1, 2030, 20:35 Shanghai time');
    expect(await tab.getByRole('textbox', { name: 'Publish at (English)', exact: true }).inputValue()).toBe('2030-07-01 20:35:00');
    expect(await tab.getByText('Publish at (Shanghai time)', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
