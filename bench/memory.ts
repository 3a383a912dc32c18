/**
 * Resident memory of the server under a mixed load (ENGINEERING.md budget): rounds of 100,000
 * requests over public pages, public API calls, details that count views, images, the sitemap and
 * unknown addresses; the server's resident size after each round must stay under 200 MB and must
 * not keep growing from one round to the next.
 *
 *   npm run bench:memory          (BENCH_ROUNDS=3, BENCH_REQUESTS=100000 by default)
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

const PORT = 3391;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const RSS_BUDGET_MB = 200;
/** Growth from the second round to the last that still counts as settled, not as a leak. */
const GROWTH_ALLOWANCE = 0.1;

const server = await startBenchServer(PORT);

/** Resident set size of the server process, in MB, from the kernel's own account. */
function residentMb(): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

async function firstId(call: string): Promise<number> {
  const body = (await (await fetch(`${server.origin}/api/user/${call}?lang=en_US`)).json()) as { result: { id: number }[] | null };
  const first = body.result?.[0];
  if (!first) throw new Error(`/api/user/${call} lists nothing: is the demo content loaded?`);
  return first.id;
}

const news = await firstId('latest-news');
const lawyer = await firstId('lawyerTeam');
const home = await (await fetch(`${server.origin}/home?lang=en_US`, { headers: { cookie: ACCEPTED_DISCLAIMER } })).text();
const image = /\/api\/upload\/[^"?\s]+\.webp/.exec(home)?.[0];

const paths: string[] = [];
for (const lang of ['de_DE', 'en_US', 'zh_CN']) {
  paths.push(`/home?lang=${lang}`, `/people?lang=${lang}`, `/news?lang=${lang}`, `/news/detail/${news}?lang=${lang}`, `/people/detail/${lawyer}?lang=${lang}`);
  paths.push(`/api/user/latest-news?lang=${lang}`, `/api/user/lawyerTeam?lang=${lang}`, `/api/user/latest-news/${news}?lang=${lang}`);
}
paths.push('/sitemap.xml', '/no-such-page', '/api/no-such-call', `/news?lang=en_US&pageNum=2`);
if (image) paths.push(image, `${image}?w=320`);

let failed = false;
const sizes: number[] = [];
process.stdout.write(`server resident size at start: ${residentMb().toFixed(0)} MB; ${paths.length} addresses\n`);
for (let round = 1; round <= ROUNDS; round++) {
  const result = await autocannon({
    url: server.origin,
    connections: 20,
    amount: REQUESTS,
    headers: { cookie: ACCEPTED_DISCLAIMER },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const rss = residentMb();
  sizes.push(rss);
  const over = rss > RSS_BUDGET_MB;
  if (over || result.errors > 0) failed = true;
  process.stdout.write(
    `round ${round}: ${result.requests.total} requests (${result.errors} errors), resident ${rss.toFixed(0)} MB (budget ${RSS_BUDGET_MB})${over ? '  OVER BUDGET' : ''}\n`,
  );
}
// The first round warms caches and the heap; a leak shows as growth after it.
if (sizes.length >= 3) {
  const growth = sizes.at(-1)! / sizes[1]! - 1;
  const leaking = growth > GROWTH_ALLOWANCE;
  if (leaking) failed = true;
  process.stdout.write(`growth from round 2 to round ${sizes.length}: ${(growth * 100).toFixed(1)}% (allowed ${GROWTH_ALLOWANCE * 100}%)${leaking ? '  GROWING' : ''}\n`);
}
await server.stop();
process.exit(failed ? 1 : 0);
