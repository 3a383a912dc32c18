/**
 * The Prometheus metrics (issue 45.6, decision 0067), served on their own port by
 * metrics-server.ts and only when METRICS_PORT is set. Requests are counted as they are answered,
 * in a histogram of their duration by method, route pattern and status (its `_count` is the
 * request rate); everything else is read from its owner when Prometheus scrapes, so the hot paths
 * pay for nothing but that one observation: the page cache counts its hits and misses as plain
 * numbers, the render queue, the pool, the view counter and the search index's merging say where
 * they stand when asked.
 *
 * Process memory and event-loop delay are prom-client's default metrics (`process_*`, `nodejs_*`).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolFigures } from '../db/connection.js';
import { routeLabelOf } from '../http/route-label.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when METRICS_PORT is set; main.ts serves its registry on that port. */
    metrics: AppMetrics | undefined;
  }
}

/** Records one answered request; `seconds` from its arrival to its answer. */
export type ObserveRequest = (method: string, route: string, status: number, seconds: number) => void;

export interface AppMetrics {
  registry: Registry;
  observeRequest: ObserveRequest;
  /** Starts reading the app's figures at each scrape: call once everything is registered. */
  watch(app: FastifyInstance, pool: PoolFigures | undefined): void;
}

/** From a millisecond (a stored page, a file) to the render queue's worst seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'lawfirm_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern (a page: its React Router route id) and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // One child per label set, found by a string key: cheaper per request than prom-client's hashing of a labels object.
  const series = new Map<string, ReturnType<typeof requests.labels>>();
  const observeRequest: ObserveRequest = (method, route, status, seconds) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = requests.labels(method, route, String(status))));
    child.observe(seconds);
  };

  function watch(app: FastifyInstance, pool: PoolFigures | undefined): void {
    const gauge = (name: string, help: string, read: () => number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const value = read();
          if (value !== undefined) this.set(value);
        },
      });
    const counter = (name: string, help: string, read: () => number) => {
      // The owner keeps the running total; the counter goes up by what was added since the last scrape.
      let seen = 0;
      return new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          const total = read();
          if (total > seen) this.inc(total - seen);
          seen = total;
        },
      });
    };

    const cache = app.pageCache;
    if (cache) {
      counter('lawfirm_page_cache_hits_total', 'Answers sent from the page cache (pages and public API calls)', () => cache.stats().hits);
      counter('lawfirm_page_cache_misses_total', 'Requests the page cache could keep but had no current answer for', () => cache.stats().misses);
      counter('lawfirm_page_cache_stale_hits_total', 'Answers sent from a stale entry while it was refreshed (decision 0075)', () => cache.stats().staleHits);
      counter('lawfirm_page_cache_refreshes_total', 'Entries rendered again in the background after a change (decision 0075)', () => cache.stats().refreshes);
      gauge('lawfirm_page_cache_bytes', 'Memory the page cache holds, counted on its compressed entries', () => cache.stats().bytes);
      gauge('lawfirm_page_cache_max_bytes', "The page cache's budget in bytes (PAGE_CACHE_MAX_BYTES)", () => cache.stats().maxBytes);
      gauge('lawfirm_page_cache_entries', 'Entries in the page cache', () => cache.stats().entries);
    }
    const queue = app.renderQueue;
    if (queue) {
      gauge('lawfirm_render_queue_waiting', 'Page renders waiting for a place in the render queue', () => queue.waiting);
      gauge('lawfirm_render_queue_in_progress', 'Page renders holding a place in the render queue', () => queue.inProgress);
    }
    // SQLite has one connection, used synchronously: nothing ever waits for it, so no pool figures.
    if (pool) {
      gauge('lawfirm_db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
      gauge('lawfirm_db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool.idleCount);
      gauge('lawfirm_db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount);
    }
    const views = app.services.views;
    counter('lawfirm_view_count_batches_total', 'Batches of view counts written to the database', () => views.batches().batches);
    counter('lawfirm_view_count_batched_views_total', 'Views written in those batches', () => views.batches().views);
    gauge('lawfirm_view_count_last_batch_size', 'Views in the last batch written', () => views.batches().last);
    gauge('lawfirm_view_count_pending', 'Views counted and not yet written', () => views.pending());
    const merging = app.services.searchMerging;
    gauge(
      'lawfirm_search_index_merge_lag_seconds',
      "Seconds since the search index's pending segments (SQLite) or pending lists (PostgreSQL) were last merged",
      () => (Date.now() - merging.lastMerged()) / 1000,
    );
  }

  return { registry, observeRequest, watch };
}


/** Observes every answer Fastify sends (the front lane observes its own). */
export function installRequestMetrics(app: FastifyInstance, observe: ObserveRequest): void {
  app.addHook('onResponse', (request, reply, done) => {
    // A background refresh of a cached page is counted as one (lawfirm_page_cache_refreshes_total), not as a request.
    if (request.pageCache?.refresh) return done();
    observe(request.method, routeLabelOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
