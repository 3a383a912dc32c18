/**
 * Drives Debian's Chromium with playwright-core (no browser download). Collects console errors
 * and failed requests so a test can assert a page loaded cleanly.
 */
import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium was not found at ${CHROMIUM}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  // Every page asks for reduced motion unless a test says otherwise: on a busy machine Chromium
  // can miss an animation's end, leaving an invisible dialog over the page or a "loading" icon in a
  // button's name; the back office turns its animations off for such visitors (useReducedMotion).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** The address of this test file's server (started by tests/setup/e2e-server.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('the browser-test server has not started (tests/setup/e2e-server.ts)');
  return url;
}

export interface WatchedPage {
  page: Page;
  problems: string[];
}

/**
 * Records what went wrong on a page: console errors, page errors, requests that failed and
 * answers of 400 or more, except the ones matching `expected`. Requests the browser cancelled
 * itself (net::ERR_ABORTED: a picture still loading when a filter or link moves to the next
 * page) are not faults of the page and are left out.
 */
export function watch(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  const keep = (text: string) => {
    if (!expected.some((pattern) => pattern.test(text))) problems.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('net::ERR_ABORTED')) keep(`failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** A new page of the context, watched as `watch` says. */
export async function watchedPage(context: BrowserContext, expected: RegExp[] = []): Promise<WatchedPage> {
  const page = await context.newPage();
  return { page, problems: watch(page, expected) };
}

/** A browser context that has already accepted the disclaimer (as a returning visitor). */
export async function acceptedContext(browser: Browser, options: { width?: number; locale?: string; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const html = await (await fetch(`${baseUrl()}/home?lang=en_US`)).text();
  const version = /name="version" value="([a-f0-9]+)"/.exec(html)?.[1];
  if (!version) throw new Error('the home page shows no disclaimer to accept');
  const url = new URL(baseUrl());
  await context.addCookies([{ name: 'disclaimer', value: `${version}~2026-01-01`, domain: url.hostname, path: '/' }]);
  return context;
}

/** The titles a visitor who accepted the disclaimer sees on the news list in `lang`. */
export async function publicNewsTitles(browser: Browser, lang: string): Promise<string[]> {
  const context = await acceptedContext(browser);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/news?lang=${lang}`);
  const titles = await page.locator('main h2, main h3').allTextContents();
  await context.close();
  return titles.map((t) => t.trim());
}

let axeSource: string | undefined;

/**
 * Violations axe-core finds on the page, as readable lines (empty when none): WCAG 2.2 A/AA by
 * default; with `all`, every rule axe runs, best practices included (the public site's bar).
 */
export async function accessibilityViolations(page: Page, { all = false }: { all?: boolean } = {}): Promise<string[]> {
  axeSource ??= fs.readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  // A message still fading in has, for that moment, too little contrast: check what the page
  // settles on, once the finite animations (not a spinner's endless one) have ended.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // Evaluated through the DevTools protocol, so the page's CSP does not stop it.
  await page.evaluate(axeSource);
  // Every rule runs on every node either way; `resultTypes` only spares axe describing (a unique
  // selector, the markup) every node that passed, which took half of each run on the back
  // office's screens, and the lines are made in the page, so only they come back.
  const wcag = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] };
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, options);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }, all ? { resultTypes: ['violations'] } : wcag);
}
