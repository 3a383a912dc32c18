/**
 * Lighthouse scores of the public pages on a phone (Lighthouse's default mobile settings, with
 * its simulated slow network and CPU) against the ENGINEERING.md budgets: performance 95 or
 * more, accessibility, SEO and best practices 100, on home, people and a news item. Runs Debian's
 * Chromium; nothing is downloaded. Writes each full report to bench/reports/ for reading.
 *
 *   npm run bench:lighthouse
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const PORT = 3392;
const DEBUGGING_PORT = 9333;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const REPORTS = path.resolve('bench/reports');

const server = await startBenchServer(PORT);
const latest = (await (await fetch(`${server.origin}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
const article = latest.result.find((item) => !item.isLink) ?? latest.result[0];
const pages = ['/home', '/people', `/news/detail/${article!.id}`];

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

fs.mkdirSync(REPORTS, { recursive: true });
let failed = false;
process.stdout.write(`page${' '.repeat(24)}${Object.keys(BUDGETS).map((name) => name.padStart(16)).join('')}\n`);
for (const page of pages) {
  const result = await lighthouse(`${server.origin}${page}?lang=en_US`, {
    port: DEBUGGING_PORT,
    output: 'html',
    logLevel: 'error',
    onlyCategories: Object.keys(BUDGETS),
    // A returning visitor: the disclaimer dialog is the first visit's, measured by the browser tests.
    extraHeaders: { Cookie: ACCEPTED_DISCLAIMER },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  fs.writeFileSync(path.join(REPORTS, `${page.replace(/\W+/g, '-').replace(/^-/, '')}.html`), String(result.report));
  const cells = Object.entries(BUDGETS).map(([name, budget]) => {
    const score = Math.round((result.lhr.categories[name]?.score ?? 0) * 100);
    if (score < budget) failed = true;
    return `${score}${score < budget ? ` (<${budget})` : ''}`.padStart(16);
  });
  process.stdout.write(`${page.padEnd(28)}${cells.join('')}\n`);
  for (const [name] of Object.entries(BUDGETS)) {
    const category = result.lhr.categories[name];
    if (!category || (category.score ?? 0) >= 1) continue;
    // What cost the points, so the report need not be opened to start fixing.
    for (const ref of category.auditRefs) {
      const audit = result.lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) process.stdout.write(`    ${name}: ${audit.id} (${audit.displayValue ?? audit.score})\n`);
    }
  }
}
const closed = new Promise((resolve) => chromium.once('exit', resolve));
chromium.kill();
await closed;
fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
await server.stop();
process.stdout.write(`full reports: ${path.relative(process.cwd(), REPORTS)}/\n`);
process.exit(failed ? 1 : 0);
