/**
 * Requests per second and latency of the hot paths on the production build with the demo
 * content (ENGINEERING.md budgets): GET /home server-rendered and GET /api/user/latest-news,
 * 50 connections each, with autocannon from this process against the compiled server in a child process.
 *
 *   npm run bench:throughput
 */
import autocannon from 'autocannon';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const PORT = 3390;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const budgets = [
  { name: 'GET /home (server-rendered)', path: '/home?lang=en_US', minRps: 2000, maxP99: 50 },
  { name: 'GET /api/user/latest-news', path: '/api/user/latest-news', minRps: 8000, maxP99: Infinity },
];

const server = await startBenchServer(PORT);

let failed = false;
for (const budget of budgets) {
  // Warm up first (JIT, caches, the database's pages), so the measurement is of a running server.
  await autocannon({ url: `${server.origin}${budget.path}`, connections: 50, duration: 3, headers: { cookie: ACCEPTED_DISCLAIMER } });
  const result = await autocannon({
    url: `${server.origin}${budget.path}`,
    connections: 50,
    duration: DURATION_SECONDS,
    headers: { cookie: ACCEPTED_DISCLAIMER },
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
await server.stop();
process.exit(failed ? 1 : 0);
