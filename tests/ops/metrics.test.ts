/**
 * Prometheus metrics (issue 45.6, decision 0067): a real server on PostgreSQL with METRICS_PORT,
 * requests of every kind (the front lane's files and stored pages, Fastify's pages and calls, a
 * 404), then a scrape of /metrics on the metrics port that finds each series with a plausible
 * value, labelled by route pattern and never by address.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, freePort, isListening, startServer, StartedProcesses } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild());
afterEach(() => started.cleanUp());

/** The samples of an exposition, as `name{labels}` → value. */
function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

function valueOf(samples: Map<string, number>, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const [series, value] of samples) {
    const brace = series.indexOf('{');
    const seriesName = brace < 0 ? series : series.slice(0, brace);
    if (seriesName === name && wanted.every((label) => series.includes(label))) return value;
  }
  return undefined;
}

it('counts every kind of request and the server internals on METRICS_PORT only, and closes it on SIGTERM', async () => {
  const db = await createTestDatabase();
  started.databases.push(db);
  const metricsPort = await freePort();
  const server = await startServer({ env: { DATABASE_URL: db.url, DEMO_CONTENT: 'true', METRICS_PORT: String(metricsPort) } });
  started.servers.push(server);
  const get = async (path: string, status = 200) => {
    const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status, path).toBe(status);
    return response;
  };

  for (let i = 0; i < 3; i++) await get('/healthz');
  // A page three times: rendered (a miss), rendered and stored, then sent from the cache in front of Fastify.
  let home = '';
  for (let i = 0; i < 3; i++) home = await (await get('/home?lang=en_US')).text();
  const asset = /\/assets\/[^"']+\.js/.exec(home)?.[0];
  expect(asset).toBeDefined();
  await get(asset!);
  const list = (await (await get('/api/user/latest-news?lang=en_US')).json()) as { result: { id: number; isLink: number }[] };
  const id = (list.result.find((item) => !item.isLink) ?? list.result[0])!.id;
  for (let i = 0; i < 3; i++) await get(`/api/user/latest-news/${id}?lang=en_US`);
  await get(`/news/detail/${id}?lang=en_US`);
  await get('/no-such-page-anywhere', 404);
  // The public port has no /metrics: it is a page address like any other, and none is there.
  await get('/metrics', 404);

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return samplesOf(await response.text());
  };
  // The views counted are written in a batch every 5 seconds.
  let samples = await scrape();
  for (let tries = 0; tries < 40 && !(valueOf(samples, 'lawfirm_view_count_batches_total')! >= 1); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    samples = await scrape();
  }

  const requests = (route: string, status = '200') => valueOf(samples, 'lawfirm_http_request_duration_seconds_count', { method: 'GET', route, status });
  expect(requests('/healthz')).toBeGreaterThanOrEqual(3);
  expect(requests('/assets/*')).toBeGreaterThanOrEqual(1);
  expect(requests('routes/public/home')).toBe(3);
  expect(requests('routes/public/news-detail')).toBe(1);
  expect(requests('routes/public/not-found', '404')).toBeGreaterThanOrEqual(2);
  expect(requests('/api/user/latest-news')).toBe(1);
  expect(requests('/api/user/latest-news/:id')).toBe(3);
  // The route pattern, never the address: no label carries an id or a query.
  for (const series of samples.keys()) {
    if (series.startsWith('lawfirm_http_request_duration_seconds')) expect(series).not.toMatch(new RegExp(`/${id}\\b|\\?|no-such-page`));
  }
  expect(valueOf(samples, 'lawfirm_http_request_duration_seconds_sum', { route: 'routes/public/home' })).toBeGreaterThan(0);

  expect(valueOf(samples, 'lawfirm_page_cache_hits_total')).toBeGreaterThanOrEqual(2);
  expect(valueOf(samples, 'lawfirm_page_cache_misses_total')).toBeGreaterThanOrEqual(2);
  expect(valueOf(samples, 'lawfirm_page_cache_bytes')).toBeGreaterThan(1000);
  expect(valueOf(samples, 'lawfirm_page_cache_entries')).toBeGreaterThanOrEqual(2);
  expect(valueOf(samples, 'lawfirm_render_queue_waiting')).toBe(0);
  expect(valueOf(samples, 'lawfirm_render_queue_in_progress')).toBe(0);
  expect(valueOf(samples, 'lawfirm_db_pool_connections')).toBeGreaterThanOrEqual(1);
  expect(valueOf(samples, 'lawfirm_db_pool_connections')).toBeLessThanOrEqual(10);
  expect(valueOf(samples, 'lawfirm_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
  expect(valueOf(samples, 'lawfirm_db_pool_waiting_requests')).toBe(0);
  expect(valueOf(samples, 'lawfirm_view_count_batches_total')).toBeGreaterThanOrEqual(1);
  expect(valueOf(samples, 'lawfirm_view_count_batched_views_total')).toBeGreaterThanOrEqual(4);
  expect(valueOf(samples, 'lawfirm_view_count_last_batch_size')).toBeGreaterThanOrEqual(1);
  expect(valueOf(samples, 'lawfirm_search_index_merge_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(valueOf(samples, 'lawfirm_search_index_merge_lag_seconds')).toBeLessThan(120);
  expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(20 * 1024 * 1024);
  expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1024 * 1024);
  expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);

  expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);

  started.release(server);
  expect(await server.stop('SIGTERM')).toBe(0);
  expect(await isListening(metricsPort)).toBe(false);
});

it('starts no metrics server without METRICS_PORT', async () => {
  const server = await startServer();
  started.servers.push(server);
  expect(server.logLines().some((line) => line.msg === 'metrics at /metrics')).toBe(false);
  expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
});

it('refuses an invalid METRICS_PORT with a message naming it', async () => {
  const server = await startServer({ env: { METRICS_PORT: 'ninety' }, noWait: true });
  started.servers.push(server);
  expect(await server.exited).toBe(1);
  const fatal = server.logLines().find((line) => line.level === 60);
  expect(fatal?.msg).toMatch(/METRICS_PORT must be an integer from 1 to 65535/);
  expect((fatal?.err as { problems?: unknown[] } | undefined)?.problems).toEqual([{ variable: 'METRICS_PORT', message: 'must be an integer from 1 to 65535' }]);
});
