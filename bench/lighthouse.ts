/**
 * Lighthouse scores of the public pages on a phone (Lighthouse's default mobile settings, with
 * its simulated slow network and CPU) against the ENGINEERING.md budgets: performance 95 or
 * more, accessibility, best practices and SEO 100, and at most 150 KB of gzipped JavaScript, on
 * home, people, a person, the news list, a news item, the practice areas and about (JavaScript:
 * the gzipped size of the script files each run loaded). Each page is measured LIGHTHOUSE_RUNS
 * times (3 unless told) and the median of each figure is printed:
 * simulated throttling scales the CPU time it observes, so one run on a busy machine says little.
 * Runs Debian's Chromium; nothing is downloaded. Writes the full report of each page's median run
 * (by performance) to bench/reports/ as HTML and JSON for reading.
 *
 *   npm run bench:lighthouse
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { acceptedDisclaimerCookie, startBenchServer } from './server.js';

const PORT = 3392;
const DEBUGGING_PORT = 9333;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUDGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Gzipped JavaScript a page loads (ENGINEERING.md), in bytes. */
const JS_BUDGET = 150 * 1024;
const REPORTS = path.resolve('bench/reports');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const server = await startBenchServer(PORT);
const cookie = await acceptedDisclaimerCookie(server.origin);
const latest = (await (await fetch(`${server.origin}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
const article = latest.result.find((item) => !item.isLink) ?? latest.result[0];
const peopleHtml = await (await fetch(`${server.origin}/people?lang=en_US`, { headers: { Cookie: cookie } })).text();
const person = /href="\/people\/detail\/(\d+)/.exec(peopleHtml)?.[1];
if (!article || !person) throw new Error('the demo content has no news item or no person to measure');
const pages = ['/home', '/people', `/people/detail/${person}`, '/news', `/news/detail/${article.id}`, '/expertises', '/about'];

// The demo content is new in every run, so no width variant of its images exists yet: the first
// request for each waits for it to be made (hundreds of ms on a busy machine), which Lighthouse
// takes for the server's normal speed. A site in service made them at its first visitors; each
// page and every image it names is asked for once before measuring.
for (const page of pages) {
  const html = await (await fetch(`${server.origin}${page}?lang=en_US`, { headers: { Cookie: cookie } })).text();
  const images = new Set([...html.matchAll(/\/api\/upload\/[^"\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')));
  await Promise.all([...images].map(async (image) => (await fetch(`${server.origin}${image}`)).arrayBuffer()));
}

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
const chromium = spawn(
  CHROMIUM,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${DEBUGGING_PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) break;
  } catch {
    // not listening yet
  }
  if (attempt > 100) throw new Error(`Chromium (${CHROMIUM}) did not open its debugging port`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const gzippedSizes = new Map<string, number>();
/**
 * Gzipped bytes of the JavaScript files the report says the page loaded (the files' bodies, as
 * bench:page-weight counts them; the transfer sizes in the report add each response's headers).
 */
async function scriptBytes(result: RunnerResult): Promise<number> {
  const items = (result.lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  let total = 0;
  for (const url of new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))) {
    if (!gzippedSizes.has(url)) gzippedSizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
    total += gzippedSizes.get(url)!;
  }
  return total;
}

// A returning visitor: the disclaimer dialog is the first visit's, measured by the browser tests.
// The cookie goes into the browser's own jar, which Lighthouse keeps between runs: a Cookie header
// among Lighthouse's extraHeaders gives way to the jar's cookies (the `lang` one the pages set).
const cdp = await playwright.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
const [name, value] = cookie.split('=') as [string, string];
await cdp.contexts()[0]!.addCookies([{ name, value, url: server.origin }]);
await cdp.close();

fs.mkdirSync(REPORTS, { recursive: true });
let failed = false;
const loadBefore = loadAverage();
process.stdout.write(`median of ${RUNS} run(s) per page; load average ${loadBefore}\n`);
process.stdout.write(`${'page'.padEnd(24)}${Object.keys(BUDGETS).map((name) => name.padStart(16)).join('')}${'JS (gzip)'.padStart(18)}\n`);
for (const page of pages) {
  const runs: RunnerResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${server.origin}${page}?lang=en_US`, {
      port: DEBUGGING_PORT,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    // A run Lighthouse could not finish (say, no paint within its time on a busy machine) scores 0
    // throughout: it is reported and left out of the medians, not counted as the page's score.
    if (result.lhr.runtimeError) process.stdout.write(`    (run ${run + 1} of ${page} failed: ${result.lhr.runtimeError.code})\n`);
    else runs.push(result);
  }
  if (runs.length === 0) {
    failed = true;
    process.stdout.write(`${page.padEnd(24)}no run finished\n`);
    continue;
  }
  const score = (result: RunnerResult, name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100);
  // The run whose performance is the median is the one whose report is kept and whose audits are listed.
  const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const name = page.replace(/\W+/g, '-').replace(/^-/, '');
  const [html, json] = typical.report as string[];
  fs.writeFileSync(path.join(REPORTS, `${name}.html`), html!);
  fs.writeFileSync(path.join(REPORTS, `${name}.json`), json!);
  const cells = Object.entries(BUDGETS).map(([category, budget]) => {
    const value = median(runs.map((result) => score(result, category)));
    if (value < budget) failed = true;
    return `${value}${value < budget ? ` (<${budget})` : ''}`.padStart(16);
  });
  const js = median(await Promise.all(runs.map(scriptBytes)));
  if (js > JS_BUDGET) failed = true;
  const jsCell = `${(js / 1024).toFixed(1)} KB${js > JS_BUDGET ? ` (>${JS_BUDGET / 1024})` : ''}`.padStart(18);
  const spread = runs.map((result) => score(result, 'performance')).join('/');
  process.stdout.write(`${page.padEnd(24)}${cells.join('')}${jsCell}   (performance ${spread})\n`);
  for (const [category] of Object.entries(BUDGETS)) {
    const entry = typical.lhr.categories[category];
    if (!entry || (entry.score ?? 0) >= 1) continue;
    // What cost the points, so the report need not be opened to start fixing.
    for (const ref of entry.auditRefs) {
      const audit = typical.lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) process.stdout.write(`    ${category}: ${audit.id} (${audit.displayValue ?? audit.score})\n`);
    }
  }
}
const closed = new Promise((resolve) => chromium.once('exit', resolve));
chromium.kill();
await closed;
// Chromium's helper processes may still be writing their cache for a moment after the browser
// exits; a profile that cannot be removed is left in the temporary folder, not a failed run.
try {
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
} catch (error) {
  process.stderr.write(`could not remove ${profile}: ${(error as Error).message}\n`);
}
await server.stop();
process.stdout.write(`load average ${loadBefore} before, ${loadAverage()} after\n`);
process.stdout.write(`budgets: ${Object.entries(BUDGETS).map(([category, budget]) => `${category} ${budget}`).join(', ')}, JavaScript ${JS_BUDGET / 1024} KB gzipped\n`);
process.stdout.write(`full reports (median run): ${path.relative(process.cwd(), REPORTS)}/\n`);
process.exit(failed ? 1 : 0);
