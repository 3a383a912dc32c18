/**
 * What the page cache counts (page-cache.ts), for `app.pageCache.stats()`: one object of counts
 * that each part of the cache adds to as it works.
 */
export interface PageCacheStats {
  entries: number;
  bytes: number;
  /** Of `bytes`, the gzip copies made for clients that take gzip and not brotli (decision 0085). */
  gzipBytes: number;
  maxBytes: number;
  /** Reads of the content state so far. */
  stateReads: number;
  /** Answers sent from a current stored entry so far, in front of Fastify or through it. */
  hits: number;
  /** Answers sent from a stale entry while it was refreshed. */
  staleHits: number;
  /** Requests so far that found no current entry for an address the cache keeps, and were rendered. */
  misses: number;
  /** Entries made afresh in the background after a change. */
  refreshes: number;
}

/** The counts the parts add to; the store gives the rest of the stats. */
export type PageCacheCounts = Omit<PageCacheStats, 'entries' | 'bytes' | 'gzipBytes' | 'maxBytes'>;

export function createPageCacheCounts(): PageCacheCounts {
  return {
    stateReads: 0,
    hits: 0,
    staleHits: 0,
    misses: 0,
    refreshes: 0,
  };
}
