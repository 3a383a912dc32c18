/**
 * The page cache's Fastify hooks: `onRequest` looks the request up, and answers it from a stored
 * entry when it can; `onSend` stores what was rendered (page-cache-entry.ts). The front lane
 * answers most fresh hits before Fastify (page-cache-front.ts); these answer the rest (inject,
 * HEAD, a client that takes neither stored encoding, a stale entry, the first client that takes
 * gzip and not brotli, for whom the entry's gzip copy is made: decision 0085). Every answer of the
 * cache's addresses says whether it came from a stored entry (`x-cache: hit` or `stale`, else
 * `miss`), and a public one names its cache tags (`xkey`, `Surrogate-Key`: what a proxy purges by).
 *
 * A stale entry is still sent (`x-cache: stale`) for `staleWindowMs` after the change was seen,
 * while a background refresh makes it afresh (page-cache-refresh.ts); after the window a request
 * renders it as if it were missing. Detail pages and calls are cached too: the views an answer
 * counted while it was made are counted again each time it is served (content/view-counter.ts
 * writes them in batches). An answer is stored once its address is asked for a second time
 * (cache-admission.ts, decision 0048): an address asked for once is rendered and sent, and takes
 * no room.
 *
 * A missing entry is rendered once per process however many requests ask for it at once: the
 * first renders, the others (same key and content version) wait for it and are sent what it
 * stored (decision 0039). Requests that bypass the cache (`Authorization`, previews) never wait.
 *
 * When the counter cannot be read (the database is unreachable) the cache stands aside: nothing
 * is served from it and nothing stored, and the request takes the database path like any other,
 * which answers 503 while the database is away. Serving stored pages through an outage would
 * look like availability but could show content already changed or taken down, with no way to
 * tell; the 503 says honestly "try again shortly". Nor is an answer marked `Cache-Control:
 * no-store` stored: outage answers are, so one that met the outage after the counter was read (a
 * connection lost between two queries) is not served again once the database is back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordTags } from '../modules/content/cache-tags.js';
import { recordViews } from '../modules/content/view-counter.js';
import { isPreviewAddress } from '../modules/preview/page-headers.js';
import { createCacheAdmission } from './cache-admission.js';
import { queryLanguage } from './language.js';
import { bodyFor } from './page-cache-answer.js';
import type { KeepAnswer } from './page-cache-entry.js';
import type { ApiUrls } from './page-cache-front.js';
import { apiAddress, type CacheAddress, entryKeyOf, pageAddress } from './page-cache-keys.js';
import type { PageCacheMarker } from './page-cache-marker.js';
import type { RefreshQueue } from './page-cache-refresh.js';
import type { Replayer } from './page-cache-replay.js';
import type { ContentState, ContentStateReader } from './page-cache-state.js';
import type { PageCacheCounts } from './page-cache-stats.js';
import type { CachedPage, PageStore } from './page-cache-store.js';
import type { ApplySharedCacheHeaders } from './shared-cache.js';

/** The tag every public answer carries: a proxy purges it to drop everything. */
export const SITE_TAG = 'site';

export interface PageCacheParts {
  store: PageStore;
  state: ContentStateReader;
  refreshQueue: RefreshQueue;
  replayer: Replayer;
  keep: KeepAnswer;
  apiUrls: ApiUrls;
  counts: PageCacheCounts;
  sharedCacheHeaders: ApplySharedCacheHeaders;
  /** See PageCacheSettings (page-cache.ts). */
  staleWindowMs: number;
  pollMs: number;
}

export function installPageCacheHooks(app: FastifyInstance, parts: PageCacheParts): void {
  const { store, state, refreshQueue, replayer, keep, apiUrls, counts, sharedCacheHeaders, staleWindowMs, pollMs } = parts;

  /** Whether a stale entry may still be sent (see the header). */
  const sendable = (page: CachedPage, now: number) => page.staleSince === undefined || now - page.staleSince < staleWindowMs - pollMs;

  /**
   * The renders under way of missing entries, by key and content counter: a request that misses
   * while one is under way waits for it and is answered with what it stored, so a burst of
   * requests for a page just dropped from the cache renders it once per process, not once per
   * request. A render that stores nothing (an error, an answer not kept) wakes its waiters too,
   * and they render on their own.
   */
  const rendering = new Map<string, { done: Promise<void>; marker: PageCacheMarker }>();
  const admission = createCacheAdmission();

  function serveStored(request: FastifyRequest, reply: FastifyReply, key: string, address: CacheAddress, page: CachedPage): void {
    request.pageCache = {
      key,
      counter: page.counter,
      epoch: state.epoch(),
      hit: true,
      storable: address.storable,
      admitted: true,
      views: [],
    };
    for (const [table, id] of page.views) app.services.views.count(table, id);
    store.touch(key, page);
    reply.headers(page.headers);
    if (page.staleSince === undefined) counts.hits++;
    else {
      counts.staleHits++;
      reply.header('x-cache', 'stale');
      refreshQueue.add([key]);
    }
    reply.code(page.status);
    const body = bodyFor(request, reply, store, key, page);
    // The entry's gzip copy being made for this client (page-cache-answer.ts).
    if (body instanceof Promise) void body.then((bytes) => reply.send(bytes), (error: unknown) => reply.send(error));
    else reply.send(body);
  }

  /** Serves the request from the cache when it can (true), else marks it for storing. */
  async function lookUp(request: FastifyRequest, reply: FastifyReply, address: CacheAddress, api: boolean, refreshing: boolean): Promise<boolean> {
    let current: ContentState;
    try {
      current = await state.fresh();
    } catch (error) {
      // See the header: no stale answer; the request goes on to the database, which answers 503.
      request.log.warn({ err: error }, 'page cache bypassed: content version unreadable');
      return false;
    }
    const apiLang = api ? { lang: request.lang, named: queryLanguage(request) !== undefined } : undefined;
    const key = entryKeyOf(request.protocol, request.headers, address, apiLang, current.disclaimerVersion, app.config.defaultLocale);
    const page = store.get(key);
    // An entry past its window stays until the render below replaces it (a refresh may be under way for it).
    if (page && !refreshing && sendable(page, Date.now())) {
      serveStored(request, reply, key, address, page);
      return true;
    }
    request.pageCache = {
      key,
      counter: current.counter,
      epoch: state.epoch(),
      hit: false,
      storable: address.storable,
      admitted: refreshing,
      refresh: refreshing,
      views: [],
    };
    if (!address.storable) return false;
    const flight = `${key}\0${current.counter}`;
    const underWay = rendering.get(flight);
    if (underWay) {
      // A second request for the address: the render under way stores what it makes.
      underWay.marker.admitted = true;
      await underWay.done;
      const stored = store.get(key);
      if (stored && stored.staleSince === undefined) {
        serveStored(request, reply, key, address, stored);
        return true;
      }
      // The render stored nothing: this request renders on its own, as without the cache.
      counts.misses++;
      return false;
    }
    if (!refreshing) counts.misses++;
    request.pageCache.admitted ||= admission.askedBefore(key);
    let wake!: () => void;
    const done = new Promise<void>((resolve) => (wake = resolve));
    rendering.set(flight, { done, marker: request.pageCache });
    const settle = () => {
      if (rendering.get(flight)?.done === done) rendering.delete(flight);
      wake();
    };
    request.pageCache.settle = settle;
    // However the request ends (sent, failed, the client gone), its waiters wake.
    reply.raw.once('close', settle);
    return false;
  }

  // Callback hooks: every request passes them, and most (assets, /healthz, admin calls) only pass.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.method !== 'GET') return done();
    const api = request.url.startsWith('/api/');
    const address = api ? apiAddress(request) : pageAddress(request.url);
    if (!address) return done();
    // Every answer of the cache's addresses says whether it came from a stored entry: a hit sets
    // `hit` (or `stale`) with the entry's headers (serveStored, and the front lane's copies of them).
    reply.header('x-cache', 'miss');
    if (request.headers.authorization) return done();
    // A preview link's page shows unsaved content to whoever holds the link: neither served from
    // the cache nor kept in it, whatever the token (decision 0025).
    if (!api && isPreviewAddress(request.url)) return done();
    if (api) apiUrls.note(request, address);
    const refreshing = replayer.isRefresh(request);
    lookUp(request, reply, address, api, refreshing).then((served) => {
      if (served) return;
      const marker = request.pageCache;
      // The cache stood aside (the content state could not be read): the request goes on as without it.
      if (!marker) return done();
      // The rest of the request runs recording the views it counts (a refresh counts none) and
      // the cache tags of what it reads, to be kept with its answer.
      recordViews(
        marker.views,
        () => {
          marker.tags = recordTags(() => done()).tags;
        },
        !refreshing,
      );
    }, done);
  });

  // Registered before @fastify/compress, so it sees the page uncompressed and, having set
  // Content-Encoding itself, keeps compress from compressing again.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const marker = request.pageCache;
    if (!marker || marker.hit) return done(null, payload);
    // An answer that met a database outage midway (the version was read, a later query failed) is kept by no cache.
    const outage = /\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''));
    // What shared caches may keep of it, and the tags a proxy purges it by.
    sharedCacheHeaders(request, reply);
    const tags = marker.tags?.();
    if (tags && /\bpublic\b/i.test(String(reply.getHeader('cache-control') ?? ''))) {
      const list = [SITE_TAG, ...[...tags].sort()].join(' ');
      reply.header('xkey', list);
      reply.header('surrogate-key', list);
    }
    if (outage || !marker.storable || !marker.admitted || ![200, 404, 503].includes(reply.statusCode)) return done(null, payload);
    keep(request, reply, marker, [...(tags ?? [])], payload).then((body) => done(null, body), done);
  });
}
