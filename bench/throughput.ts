/**
 * Throughput of every kind of answer against the machine's limit (issue 15): each row is measured
 * with autocannon at 50 connections against the compiled server with the demo content, and in the
 * same run against a plain `node:http` server (bench/plain-server.ts) sending the same number of
 * body bytes with two headers, and sending the same answer to the byte, our headers included.
 * The goals are set on the second ratio: the machine's limit for sending that very answer (the
 * first is printed too, and shows what the ~1 KB of security headers every answer carries
 * costs). The plain server's p99 for that answer is printed beside it: the tail this machine
 * gives any Node server at that load, which a row's p99 goal is read against. A regression shows as a ratio and not as a figure that moves with the machine. Both
 * servers run in child processes; the load generator runs here. The two rows rendered for every
 * request have their goal against the framework's own floor instead (ENGINEERING.md's budget): a
 * bare React Router app rendering the same markup, measured in the same run (bench:floor's row).
 *
 *   npm run bench:throughput        (BENCH_SECONDS=10 per measurement by default)
 *   BENCH_ROWS=healthz,static npm run bench:throughput
 *                                   (only the rows whose name contains one of these words, case
 *                                   ignored; the memory row is printed only when every row ran)
 *   BENCH_PORT=3490 npm run bench:throughput
 *                                   (the server's port, 3390 by default; the plain server's is the
 *                                   one below)
 *   BENCH_PROFILE=1 npm run bench:throughput
 *                                   (the server runs with `--cpu-prof`; its profile is written to
 *                                   bench/profiles/ when it stops: read it with
 *                                   `tsx bench/profile-top.ts <file>`)
 *
 * The rows, as a browser asks (Accept-Encoding gzip, deflate, br; the disclaimer accepted):
 *   /healthz; a static asset of about 6.7 KB; the cached home page; the cached news list call;
 *   a news detail call; a news detail page (cached); a news detail page rendered for every
 *   request (an `Authorization` header keeps every request out of the page cache); a page whose
 *   address really is new on every request (a people search for a word never asked before: it
 *   is rendered and sent, and not kept, since the page cache stores an address only once it is
 *   asked for again, decision 0048); and the server's resident memory after the run.
 *
 * Exits 1 when a row misses its goal.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { pageMarkup, startFloorServer } from './framework-floor-server.js';
import { startPlainServer } from './plain-server.js';
import { rawGet } from './raw-get.js';
import { ACCEPTED_DISCLAIMER, startBenchServer } from './server.js';

// BENCH_PORT: another bench may be running on this machine (two worktrees); the plain server takes the port below it.
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const PLAIN_PORT = PORT - 1;
const FLOOR_PORT = PORT + 5;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Math.min(3, DURATION_SECONDS);
const CONNECTIONS = 50;
const MEMORY_GOAL_MB = 200;
const BROWSER_HEADERS = { cookie: ACCEPTED_DISCLAIMER, 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** The ratio to the plain server this row must reach (to the framework's floor, with `againstFloor`). */
  goal: number;
  /**
   * A page rendered for every request: its goal is a ratio to the framework's own floor, a bare
   * React Router app rendering the same markup in the same run (bench:floor's row, decision 0063),
   * as ENGINEERING.md's budget for a page nothing can cache states.
   */
  againstFloor?: boolean;
  maxP99?: number;
  /** Each request asks for `path` followed by a number no request asked for before. */
  newAddressEachTime?: boolean;
}

const PROFILE_DIR = 'bench/profiles';
const server = await startBenchServer(PORT, process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
const plain = await startPlainServer(PLAIN_PORT);

async function firstId(call: string): Promise<number> {
  const body = (await (await fetch(`${server.origin}/api/user/${call}?lang=en_US`)).json()) as { result: { id: number; isLink?: number }[] | null };
  const first = body.result?.find((item) => !item.isLink) ?? body.result?.[0];
  if (!first) throw new Error(`/api/user/${call} lists nothing: is the demo content loaded?`);
  return first.id;
}

/** The page's JavaScript file closest to 6.7 KB, the size the issue measured. */
async function staticAsset(): Promise<string> {
  const home = await (await fetch(`${server.origin}/home?lang=en_US`, { headers: { cookie: ACCEPTED_DISCLAIMER } })).text();
  const scripts = [...new Set([...home.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
  const sized = await Promise.all(scripts.map(async (path) => ({ path, size: (await (await fetch(`${server.origin}${path}`)).arrayBuffer()).byteLength })));
  sized.sort((a, b) => Math.abs(a.size - 6700) - Math.abs(b.size - 6700));
  if (!sized[0]) throw new Error('the home page names no script');
  return sized[0].path;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The framework's floor for a page of ours: a bare React Router app rendering its markup (bench/framework-floor-server.ts). */
async function measureFloor(pageUrl: string, headers: Record<string, string>): Promise<autocannon.Result> {
  const html = await (await fetch(pageUrl, { headers: { ...headers, 'accept-encoding': 'identity' } })).text();
  const floor = await startFloorServer('router', pageMarkup(html), FLOOR_PORT);
  try {
    return await measure(floor.url, '', { 'accept-encoding': 'gzip' });
  } finally {
    await floor.stop();
  }
}

let addressesMade = 0;

async function measure(origin: string, path: string, headers: Record<string, string>, newAddressEachTime = false): Promise<autocannon.Result> {
  const fresh = { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}${++addressesMade}` }) }] };
  const options = { url: `${origin}${path}`, connections: CONNECTIONS, headers, ...(newAddressEachTime ? fresh : {}) };
  // Warm up first (JIT, caches, the database's pages), so the measurement is of a running server.
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon({ ...options, duration: DURATION_SECONDS });
}

const news = await firstId('latest-news');
const rows: Row[] = [
  { name: '/healthz', path: '/healthz', goal: 0.7, maxP99: 25 },
  { name: 'static asset', path: await staticAsset(), goal: 0.8 },
  { name: 'cached /home', path: '/home?lang=en_US', goal: 0.7, maxP99: 30 },
  { name: '/api/user/latest-news', path: '/api/user/latest-news?lang=en_US', goal: 0.6 },
  { name: '/api/user/latest-news/{id}', path: `/api/user/latest-news/${news}?lang=en_US`, goal: 0.5 },
  { name: '/news/detail/{id} cached', path: `/news/detail/${news}?lang=en_US`, goal: 0.5 },
  {
    name: '/news/detail/{id} uncached',
    path: `/news/detail/${news}?lang=en_US`,
    headers: { authorization: 'Bearer bench-bypasses-the-page-cache' },
    goal: 0.5,
    maxP99: 150,
    againstFloor: true,
  },
  { name: 'a new address each time', path: '/people?lang=en_US&keyword=bench', goal: 0.5, maxP99: 150, newAddressEachTime: true, againstFloor: true },
];

/** BENCH_ROWS: words a row's name must contain one of (see the header). */
const wanted = (process.env.BENCH_ROWS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = wanted.length ? rows.filter((row) => wanted.some((word) => row.name.toLowerCase().includes(word))) : rows;
if (chosen.length === 0) throw new Error(`BENCH_ROWS=${process.env.BENCH_ROWS} names no row: ${rows.map((row) => row.name).join('; ')}`);

let failed = false;
const line = (cells: string[]) => process.stdout.write(`${cells[0]!.padEnd(30)}${cells.slice(1).map((cell) => cell.padStart(13)).join(' ')}\n`);
line(['answer', 'bytes', 'req/s', 'p99 ms', 'plain req/s', 'ratio', 'same headers', 'its p99 ms', 'ratio', 'goal', '']);
for (const row of chosen) {
  const headers = { ...BROWSER_HEADERS, ...row.headers };
  // An address is stored once asked for twice (decision 0048): a cached row's sample is the stored
  // answer its measurement is served, not the page rendered on the first request.
  if (!row.newAddressEachTime) for (let time = 0; time < 2; time++) await rawGet(`${server.origin}${row.path}`, headers);
  const samplePath = row.newAddressEachTime ? `${row.path}sample` : row.path;
  const sample = await rawGet(`${server.origin}${samplePath}`, headers);
  if (sample.status !== 200) throw new Error(`${row.path} answered ${sample.status}`);
  const ours = await measure(server.origin, row.path, headers, row.newAddressEachTime);
  const limit = await measure(plain.origin, `/${sample.bytes}`, {});
  // The same answer to the byte: our headers (about 1 KB of security headers) as well as the body.
  const sameBytes = await measure(plain.origin, `/${sample.bytes}${await plain.headerSet(sample.written)}`, {});
  // A rendered row's goal is against the floor: React Router rendering the same markup, alone.
  const compared = row.againstFloor ? await measureFloor(`${server.origin}${samplePath}`, headers) : sameBytes;
  const ratio = ours.requests.average / compared.requests.average;
  const p99 = ours.latency.p99;
  const ok = ratio >= row.goal && p99 <= (row.maxP99 ?? Infinity) && ours.non2xx === 0 && ours.errors === 0 && ours.timeouts === 0;
  if (!ok) failed = true;
  line([
    row.name,
    `${sample.bytes} ${sample.encoding === 'identity' ? '' : sample.encoding}`.trim(),
    ours.requests.average.toFixed(0),
    `${p99}`,
    limit.requests.average.toFixed(0),
    (ours.requests.average / limit.requests.average).toFixed(2),
    compared.requests.average.toFixed(0),
    // The plain server's p99 sending the same answer (or the floor's): the machine's own tail at this load.
    `${compared.latency.p99}`,
    ratio.toFixed(2),
    `${row.goal}${row.againstFloor ? ' floor' : ''}${row.maxP99 ? `, <${row.maxP99}` : ''}`,
    `${ok ? 'ok' : 'MISSED'}${ours.non2xx || ours.errors || ours.timeouts ? ` (non-2xx ${ours.non2xx}, errors ${ours.errors}, time-outs ${ours.timeouts})` : ''}`,
  ]);
}
if (chosen.some((row) => row.againstFloor)) {
  process.stdout.write('(rows whose goal says "floor": the three columns before it are the bare React Router app rendering the same markup, bench:floor\'s row, and the ratio to it)\n');
}
// Memory only means something after the whole run.
if (chosen.length === rows.length) {
  const rss = residentMb(server.process.pid!);
  const memoryOk = rss < MEMORY_GOAL_MB;
  if (!memoryOk) failed = true;
  line(['resident memory after the run', '', `${rss.toFixed(0)} MB`, '', '', '', '', '', '', `<${MEMORY_GOAL_MB} MB`, memoryOk ? 'ok' : 'MISSED']);
}

await server.stop();
await plain.stop();
process.exit(failed ? 1 : 0);
