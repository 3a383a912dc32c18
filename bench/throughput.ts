/**
 * Requests per second and latency of the hot paths on the production build with the demo
 * content (ENGINEERING.md budgets): GET /home server-rendered and GET /api/user/latest-news,
 * 50 connections each, with autocannon from this process against the server in a child process.
 *
 *   npm run bench:throughput
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { copyTemplate, ensurePageBuild, makeDemoTemplate } from '../tests/setup/web-fixture.js';

const PORT = 3390;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const budgets = [
  { name: 'GET /home (server-rendered)', path: '/home?lang=en_US', minRps: 2000, maxP99: 50 },
  { name: 'GET /api/user/latest-news', path: '/api/user/latest-news', minRps: 8000, maxP99: Infinity },
];

ensurePageBuild();
const template = await makeDemoTemplate();
const dir = copyTemplate(template);
// The server runs compiled (as `npm start` does) in its own process, so the load generator does not share its core.
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dir, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

let failed = false;
for (const budget of budgets) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${budget.path}`,
    connections: 50,
    duration: DURATION_SECONDS,
    headers: { cookie: 'disclaimer=accepted~2026-01-01' },
  });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const ok = rps >= budget.minRps && p99 <= budget.maxP99 && result.non2xx === 0 && result.errors === 0;
  if (!ok) failed = true;
  process.stdout.write(
    `${budget.name.padEnd(32)} ${rps.toFixed(0).padStart(7)} req/s (budget ${budget.minRps})  p99 ${p99} ms` +
      `${Number.isFinite(budget.maxP99) ? ` (budget ${budget.maxP99})` : ''}  non-2xx ${result.non2xx}${ok ? '' : '  OVER BUDGET'}\n`,
  );
}
server.kill('SIGTERM');
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(template, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
