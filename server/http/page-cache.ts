/**
 * Rendered public pages and public API answers, kept in memory and served again while nothing
 * they show has changed. What each shows is recorded while it is made, as cache tags
 * (content/cache-tags.ts, decision 0075): the kinds of content it read and, for an item's own
 * page, the item. A change outdates exactly the entries showing one of its tags: a deleted item
 * or a publication change drops them at once, another change makes them stale, sent for a short
 * window while they are made afresh in the background. A site status or disclaimer change drops
 * everything. The cache holds at most `PAGE_CACHE_MAX_BYTES` of entries, compressed (brotli, and
 * gzip once a client that takes only gzip asked: decision 0085), the least recently used going
 * first.
 *
 * This file wires the parts, each in its own file:
 * - page-cache-state.ts: the content state, read once per turn and every `pollMs`, and applying
 *   what changed to the entries;
 * - page-cache-store.ts: the entries, by key, within the byte budget, indexed by tag;
 * - page-cache-keys.ts: which requests are kept, and the key an entry is stored under;
 * - page-cache-entry.ts: a stored answer's making (kept headers, script hashes, ETags, size);
 *   page-cache-answer.ts: its sending through Fastify (encoding, 304);
 * - page-cache-hooks.ts: the Fastify hooks that look requests up and store their answers, one
 *   render per missing entry;
 * - page-cache-front.ts: the lookup it returns for the front lane (front-lane.ts, decision 0038),
 *   which answers fresh hits in front of Fastify;
 * - page-cache-refresh.ts and page-cache-replay.ts: the background refreshes of stale entries.
 */
import type { FastifyInstance } from 'fastify';
import type { TagChanges } from '../modules/content/cache-tags.js';
import type { FrontLookUp } from './front-lane.js';
import { createKeepAnswer, viewsTag } from './page-cache-entry.js';
import { createApiUrls, createFrontLookUp } from './page-cache-front.js';
import { installPageCacheHooks } from './page-cache-hooks.js';
import { createRefreshQueue } from './page-cache-refresh.js';
import { createReplayer } from './page-cache-replay.js';
import { createContentStateReader } from './page-cache-state.js';
import { createPageCacheCounts, type PageCacheStats } from './page-cache-stats.js';
import { createPageStore } from './page-cache-store.js';
import type { ApplySharedCacheHeaders } from './shared-cache.js';
import type { SecurityHeaders } from './security-headers.js';

export { SITE_TAG } from './page-cache-hooks.js';
export type { PageCacheStats } from './page-cache-stats.js';

export interface PageCacheSettings {
  maxBytes: number;
  /** How long after a change is seen a stale entry may still be sent while it is refreshed (ms). */
  staleWindowMs: number;
  /** Background refreshes at a time. */
  refreshConcurrency: number;
  /** How often the state is read when no request reads it (ms; 0: only by requests). */
  pollMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when pages are served from the production build. */
    pageCache?: {
      stats(): PageCacheStats;
      refreshesPending(): number;
      /** Resolves once no background refresh is queued or under way. */
      refreshesSettled(): Promise<void>;
      /** Applies the changes of a write this process made: what they outdate is not sent again, and is refreshed at once. */
      ownWrite(changes: TagChanges): void;
    };
  }
}

/** Installs the cache's hooks; returns its lookup for the front lane (front-lane.ts). */
export function installPageCache(app: FastifyInstance, settings: PageCacheSettings, security: SecurityHeaders, sharedCacheHeaders: ApplySharedCacheHeaders): FrontLookUp {
  const { maxBytes, staleWindowMs, pollMs } = settings;
  const store = createPageStore(maxBytes);
  const counts = createPageCacheCounts();
  const replayer = createReplayer(app);
  const refreshQueue = createRefreshQueue(settings.refreshConcurrency, async (key) => {
    const page = store.get(key);
    if (!page || page.staleSince === undefined) return;
    counts.refreshes++;
    await replayer.replay(page);
  });
  const state = createContentStateReader(app, store, refreshQueue, counts, pollMs);
  const apiUrls = createApiUrls();

  app.decorate('pageCache', {
    stats: (): PageCacheStats => ({
      entries: store.size(),
      bytes: store.bytes(),
      gzipBytes: store.gzipBytes(),
      maxBytes,
      ...counts,
    }),
    refreshesPending: () => refreshQueue.pending(),
    refreshesSettled: () => refreshQueue.settled(),
    ownWrite: (changes: TagChanges) => state.applyChanges(changes, -Infinity),
  });

  // Answers showing a view count are refreshed once a batch of counts is written, so the count
  // they show is at most a batch and a refresh behind (issue 47 point 5). Any instance's counts:
  // the refresh reads the database's sum. Hits on other instances count there and refresh there.
  app.services.views.onWritten((written) => {
    const changed = new Map(written.map((view) => [viewsTag(view), Number.MAX_SAFE_INTEGER]));
    refreshQueue.add(store.change(changed, new Map(), Date.now()));
  });

  app.addHook('onClose', (_instance, done) => {
    state.stop();
    refreshQueue.stop();
    done();
  });

  installPageCacheHooks(app, {
    store,
    state,
    refreshQueue,
    replayer,
    keep: createKeepAnswer(store, state, security),
    apiUrls,
    counts,
    sharedCacheHeaders,
    staleWindowMs,
    pollMs,
  });
  return createFrontLookUp(app, store, state, apiUrls, counts);
}
