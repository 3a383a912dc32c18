/**
 * Publish, unpublish and restore take under 50 ms on the demo data (issue 13, "Numbers"). Not a
 * test: run by hand on the machine that matters.
 *
 *   npm run bench:editorial                 # SQLite
 *   DATABASE_URL=postgres://... npm run bench:editorial
 *
 * Loads the demo firm into a fresh database, then times each call as the back office makes it
 * (through the HTTP layer, in process), ROUNDS times, and prints p50 and p95. Exits non-zero when
 * a p95 passes BUDGET_MS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { prepareDatabase } from '../server/startup.js';

const ROUNDS = Number(process.env.EDITORIAL_BENCH_ROUNDS ?? 100);
const BUDGET_MS = 50;
const ACCOUNT = 'bench-admin';
const PASSWORD = 'Bench editorial 2026 password';

const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-editorial-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', DEMO_CONTENT: 'true', ADMIN_ACCOUNT: ACCOUNT, ADMIN_PASSWORD: PASSWORD });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  await prepareDatabase(app);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: ACCOUNT, password: PASSWORD } });
    const authorization = login.json<{ result: string }>().result;
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
      const response = await app.inject({ method, url, headers: { authorization }, payload: payload as object });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ result: unknown }>().result;
    };
    const [item] = (await call('GET', '/api/admin/latest-news?pageSize=1&lang=en_US')) as { no: string; id: number }[];
    if (!item) throw new Error('the demo has no news');
    const versions = (await call('GET', `/api/admin/latest-news?no=${item.no}`)) as Record<string, unknown>[];
    // Two saves to restore between.
    const element = (v: Record<string, unknown>, title: string) => ({
      id: v.id, lang: v.lang, title, cataId: v.cataId, coverUrl: v.coverUrl, isLink: v.isLink, content: v.content, note: v.note, contentUrl: v.contentUrl, state: 'draft',
    });
    await call('PUT', '/api/admin/latest-news', versions.map((v) => element(v, `${String(v.title)} (first)`)));
    await call('PUT', '/api/admin/latest-news', versions.map((v) => element(v, `${String(v.title)} (second)`)));
    /** The revision before the newest, read before each timed restore (old ones are pruned). */
    const secondNewest = async () => ((await call('GET', `/api/admin/revisions?entity=news&no=${item.no}`)) as { id: number }[])[1]!.id;

    // Each case: what to prepare untimed, then the timed call.
    const cases: [string, () => Promise<() => Promise<unknown>>][] = [
      ['publish (every language)', () => Promise.resolve(() => call('PUT', `/api/admin/latest-news/publish?no=${item.no}`))],
      ['unpublish (one language)', () => Promise.resolve(() => call('PUT', `/api/admin/latest-news/unpublish?no=${item.no}&lang=en_US`))],
      ['restore a revision', async () => {
        const id = await secondNewest();
        return () => call('POST', `/api/admin/revisions/${id}/restore`);
      }],
    ];
    let over = false;
    say(`${app.dialect}, demo data, ${ROUNDS} rounds each`);
    say('call                         p50 ms   p95 ms');
    for (const [name, prepare] of cases) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const run = await prepare();
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      over ||= p95 > BUDGET_MS;
      say(`${name.padEnd(28)} ${percentile(times, 50).toFixed(1).padStart(6)}   ${p95.toFixed(1).padStart(6)}${p95 > BUDGET_MS ? '  over budget' : ''}`);
    }
    process.exitCode = over ? 1 : 0;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
