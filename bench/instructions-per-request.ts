/**
 * Instructions per rendered page, counted by valgrind's callgrind (decision 0054): the CPU a page
 * costs, on the server's main thread and on all its threads, as a count that does not move with
 * what else this shared machine does. bench:cpu's milliseconds move by 5-15% between rounds of one
 * build (decision 0051), more than most single changes to the render path. Runs of one build
 * differ by up to 7-8% here (the JIT and the collector follow their own heuristics), whatever else
 * the machine does, and the count by function (BENCH_TOP) shows where a change added work.
 *
 * The compiled server runs under callgrind twice with the demo content: once answering the
 * warm-up requests only, once answering the same warm-up and then the measured requests. The
 * difference, divided by the measured requests, is what one page costs a warmed-up server
 * (the JIT's work included, since it runs as the pages do). Requests go four at a time, the render
 * queue's places, with the headers of bench:cpu (a page rendered for every request).
 *
 *   npm run bench:instructions                         (a news item, a new people search, the not-found page)
 *   npm run bench:instructions -- /about?lang=de_DE    (any addresses)
 *   BENCH_WARMUP=300 BENCH_MEASURED=200 npm run bench:instructions
 *   BENCH_RELEASE=<id> npm run bench:instructions     (the server of an earlier release in
 *                                                     releases/, to compare two builds)
 *   BENCH_TOP=25 npm run bench:instructions           (also prints the 25 functions of the main
 *                                                     thread with the most instructions per page, by
 *                                                     callgrind_annotate on both runs: V8's builtins
 *                                                     and runtime, Node's and the libraries' native
 *                                                     code by name; the JIT's code of JavaScript
 *                                                     functions shows as ???)
 *
 * Needs valgrind (Debian's package). Slow: valgrind runs the server about fifty times slower, so
 * an address takes a few minutes.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureRelease } from '../scripts/release/ensure-release.js';
import { RELEASE_PARTS } from '../scripts/release/fingerprint.js';
import { copyTemplate, makeDemoTemplate } from '../tests/setup/web-fixture.js';
import { ACCEPTED_DISCLAIMER, startEnv } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 3397);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const MEASURED = Number(process.env.BENCH_MEASURED ?? 200);
const AT_ONCE = 4;
const TOP = Number(process.env.BENCH_TOP ?? 0);
/** The server to count: the current release's, or an earlier one's (releases/<id>). */
const SERVER = process.env.BENCH_RELEASE ? path.join('releases', process.env.BENCH_RELEASE, 'dist/server/main.js') : 'dist/server/main.js';
const HEADERS = { cookie: ACCEPTED_DISCLAIMER, 'accept-encoding': 'gzip, deflate, br', authorization: 'Bearer bench-bypasses-the-page-cache' };
const DEFAULT_PATHS = ['/news/detail/1?lang=en_US', '/people?lang=en_US&keyword=nobody-by-this-name', '/nothing-here?lang=en_US'];

interface Count {
  main: number;
  all: number;
}

/** Instructions by thread in callgrind's output files (one per thread with --separate-threads). */
function instructionsOf(prefix: string): Count {
  const dir = path.dirname(prefix);
  const files = fs.readdirSync(dir).filter((name) => name.startsWith(path.basename(prefix)));
  let main = 0;
  let all = 0;
  for (const name of files) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const total = Number(/^(?:summary|totals):\s+(\d+)/m.exec(text)?.[1] ?? 0);
    all += total;
    // Thread 1 is the process's main thread, where the event loop runs.
    if (/^thread:\s+1$/m.test(text)) main += total;
  }
  return { main, all };
}

/** Instructions by function on the main thread (thread 1's file), as callgrind_annotate lists them. */
function functionsOfMainThread(prefix: string): Map<string, number> {
  const dir = path.dirname(prefix);
  const file = fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .find((name) => name.startsWith(prefix) && /^thread:\s+1$/m.test(fs.readFileSync(name, 'utf8')));
  const functions = new Map<string, number>();
  if (!file) return functions;
  const listing = execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  for (const line of listing.split('\n')) {
    const match = /^\s*([\d,]+) \([^)]*\)\s+(.+)$/.exec(line);
    if (match && !match[2]!.includes('PROGRAM TOTALS')) functions.set(match[2]!, (functions.get(match[2]!) ?? 0) + Number(match[1]!.replaceAll(',', '')));
  }
  return functions;
}

async function waitUntilReady(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server under valgrind did not start within 5 minutes');
}

async function ask(origin: string, address: string, times: number): Promise<void> {
  let left = times;
  const worker = async () => {
    while (left-- > 0) {
      const response = await fetch(`${origin}${address}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status >= 500) throw new Error(`${address} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** One run under callgrind: `warmup` requests, then `measured` more, then a graceful stop. */
async function countRun(template: string, address: string, measured: number): Promise<Count & { functions: Map<string, number> }> {
  const dir = copyTemplate(template);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-callgrind-'));
  const prefix = path.join(out, 'callgrind.out');
  const flags = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start?.match(/--max-\S+/g) ?? [];
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--smc-check=all-non-file', '--separate-threads=yes', `--callgrind-out-file=${prefix}`, process.execPath, ...flags, SERVER],
    {
      env: { ...process.env, ...startEnv(), NODE_ENV: 'production', DATA_DIR: dir, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  process.on('exit', () => child.kill('SIGKILL'));
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilReady(origin);
    await ask(origin, address, WARMUP);
    await ask(origin, address, measured);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const count = { ...instructionsOf(prefix), functions: TOP ? functionsOfMainThread(prefix) : new Map<string, number>() };
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  return count;
}

if (!process.env.BENCH_RELEASE) ensureRelease(process.cwd(), { parts: RELEASE_PARTS, log: (line) => process.stdout.write(`${line}\n`) });
if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} does not exist`);
const template = await makeDemoTemplate();
const addresses = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
try {
  for (const address of addresses) {
    const base = await countRun(template, address, 0);
    const withMeasured = await countRun(template, address, MEASURED);
    const perPage = (count: number) => (count / MEASURED / 1e6).toFixed(2);
    process.stdout.write(
      `${address}: ${perPage(withMeasured.main - base.main)} M instructions per page on the main thread, ${perPage(withMeasured.all - base.all)} M on all threads (${MEASURED} pages after ${WARMUP})\n`,
    );
    const perFunction = [...withMeasured.functions].map(([name, count]) => [name, count - (base.functions.get(name) ?? 0)] as const);
    perFunction.sort((a, b) => b[1] - a[1]);
    for (const [name, count] of perFunction.slice(0, TOP)) process.stdout.write(`  ${(count / MEASURED / 1e3).toFixed(0).padStart(7)} k  ${name.slice(0, 150)}\n`);
  }
} finally {
  fs.rmSync(template, { recursive: true, force: true });
}
