/**
 * What a request records of the page cache's lookup (`request.pageCache`, page-cache-hooks.ts):
 * the key it looked under, the state it looked at, and what its answer is to be stored with.
 */
import type { CountedView } from '../modules/content/view-counter.js';

export interface PageCacheMarker {
  key: string;
  /** The content counter and the cache's epoch (see page-cache-state.ts) when the request looked. */
  counter: number;
  epoch: number;
  hit: boolean;
  storable: boolean;
  /** Whether the answer is to be stored: its address was asked for before, or by a request now waiting for it. */
  admitted: boolean;
  /** This process's own background refresh of a stale entry (page-cache-replay.ts), no visitor's request. */
  refresh?: boolean;
  views: CountedView[];
  /** The cache tags of what the answer read, once it is made. */
  tags?: () => Set<string>;
  /** Set on the one request rendering a missing entry: wakes the requests waiting for it. */
  settle?: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    pageCache?: PageCacheMarker;
  }
}
