/** Signing in to the back office in a browser test, and calling the API as the test administrator. */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl } from './browser.js';

/** A token of the test server's administrator, for preparing data through the API. */
export async function adminToken(): Promise<string> {
  const admin = inject('admin');
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: admin.account, password: admin.password }),
  });
  return ((await response.json()) as { result: string }).result;
}

/** Calls the admin API as the test administrator and returns the envelope's result. */
export async function adminApi<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: await adminToken(), lang: 'en_US', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; message: string; result: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${envelope.status} ${envelope.message}`);
  return envelope.result;
}

/** Signs in through the login screen (English) and waits for the back office. */
export async function signIn(page: Page, account = inject('admin').account, password = inject('admin').password): Promise<void> {
  await page.goto(`${baseUrl()}/admin-login`);
  await page.evaluate(() => localStorage.setItem('adminLang', 'en_US'));
  await page.reload();
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/(?!.*login)/);
}

/** A token for `account` from the API's login, as the login screen gets it. */
async function tokenFor(account: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: account, password }),
  });
  const envelope = (await response.json()) as { status: number; message: string; result: string };
  if (!response.ok) throw new Error(`signing in as ${account}: ${envelope.status} ${envelope.message}`);
  return envelope.result;
}

/**
 * Signs `page` in as `account` without the login screen, for tests whose subject is what comes
 * after: the API's token goes where the login screen keeps it (the browser's storage, on a small
 * page of the site's own origin), then the page opens the screen the login screen leads to, in
 * English, as `signIn` leaves it; a small page and one load of the back office instead of the
 * login screen's two loads and the typing.
 * Signing in through the screen stays with the tests of the login screen (`signIn`).
 */
export async function enterBackOffice(page: Page, account = inject('admin').account, password = inject('admin').password): Promise<void> {
  const token = await tokenFor(account, password);
  await page.goto(`${baseUrl()}/healthz`);
  await page.evaluate((value) => {
    localStorage.setItem('authorization', value);
    localStorage.setItem('adminLang', 'en_US');
  }, token);
  await page.goto(`${baseUrl()}/admin/articles/news/list`);
}

/**
 * A fresh browser context signed in as the test administrator, on the screen the login screen
 * leads to (the news list), in English. The token comes from the API and is put where the login
 * screen keeps it (the browser's storage) before the first page loads, which spares the login
 * screen's two loads and the typing (about 0.4 s of 2.1 s to sign in and open a list); signing in
 * through the screen is what `signIn` does, and the tests of the login screen use it (admin-news,
 * admin-two-step, admin-accessibility, admin-settings, editor-path).
 */
export async function adminContext(browser: Browser, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const localStorage = [
    { name: 'authorization', value: await adminToken() },
    { name: 'adminLang', value: 'en_US' },
  ];
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    storageState: { cookies: [], origins: [{ origin: new URL(baseUrl()).origin, localStorage }] },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin/articles/news/list`);
  return { context, page };
}

/**
 * Opens the tab named `name` inside `scope` and waits until it is the one shown. Typing into a
 * language's fields takes "(missing)" off its tab's label, which moves the tabs after it; a click
 * aimed at a tab just before that re-render lands beside it, so a click that missed is made again.
 */
export async function openTab(scope: Page | Locator, name: RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  await expect
    .poll(async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
}

export type PanelChoice = 'now' | 'at' | 'keep';

/**
 * "Publish" through the publish panel (issue 46): opens it from `scope` (the page, or a dialog
 * whose footer has the button), sets the languages named in `choices` (`{ en_US: 'now' }`), then
 * "Continue" and "Confirm and publish". Without choices it confirms what the panel chose (the
 * languages changed, or those with a draft or unpublished changes). Works in every admin language.
 * Answers the confirmation's lines, one per language.
 */
export async function publishThroughPanel(page: Page, choices: Partial<Record<string, PanelChoice>> = {}, scope: Page | Locator = page): Promise<string[]> {
  await scope.locator('button:not(.admin-publish-panel__next):not(.admin-publish-panel__confirm)', { hasText: /^(Publish|Veröffentlichen|发 ?布)$/ }).click();
  const panel = page.locator('.admin-publish-panel');
  await panel.locator('.admin-publish-panel__next').waitFor();
  for (const [lang, action] of Object.entries(choices)) {
    await panel.locator(`li[data-lang="${lang}"] label`, { has: page.locator(`input[value="${action}"]`) }).click();
  }
  await panel.locator('.admin-publish-panel__next').click();
  const lines = await panel.locator('.admin-publish-panel__outcomes li').allTextContents();
  await panel.locator('.admin-publish-panel__confirm').click();
  await panel.waitFor({ state: 'hidden' });
  return lines;
}

/**
 * The question before a delete (antd's Popconfirm) that holds `text`, once open: on a screen
 * `width` px wide its card keeps 8 px or more from each edge, and its warning sign keeps its width
 * beside a title that wraps. Answers the question, to be cancelled or confirmed.
 */
export async function expectQuestionInside(page: Page, text: string, width: number): Promise<Locator> {
  const question = page.locator('.ant-popconfirm').filter({ hasText: text });
  await question.waitFor();
  const card = (await question.locator('.ant-popover-container').boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(8);
  expect(card.x + card.width).toBeLessThanOrEqual(width - 8);
  expect((await question.locator('.admin-question__icon').boundingBox())!.width).toBeGreaterThanOrEqual(14);
  return question;
}
