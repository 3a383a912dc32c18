/**
 * The page cache's entries (page-cache.ts): a map of stored answers, least recently used first,
 * within a byte budget, indexed by the cache tags each answer showed (decision 0075), so that a
 * change drops or marks stale exactly the answers that show what changed.
 */
import type { CompressedBody, Encoding } from './compressed-body.js';
import type { FrontAnswer } from './front-lane.js';
import type { CountedView } from '../modules/content/view-counter.js';

/** What a background refresh sends again to make an entry afresh (page-cache-refresh.ts). */
export interface Replay {
  url: string;
  headers: Record<string, string>;
  /** The client's address, so that a trusted proxy's headers read as they did. */
  remoteAddress: string | undefined;
}

export interface CachedPage {
  /** The content counter when it was made: a change after it to one of its tags outdates it. */
  counter: number;
  /** The cache tags of what it shows (cache-tags.ts). */
  tags: readonly string[];
  /**
   * Since when (ms, this process's clock) it is out of date and may only be sent while refreshed;
   * -Infinity: never sent again (a change this process made itself), only sent again by the refresh.
   */
  staleSince?: number;
  replay: Replay;
  status: number;
  /** The kept headers, a page's policy by script hashes among them, set as they are on a hit. */
  headers: Record<string, string>;
  body: CompressedBody;
  /**
   * Strong validators, one per encoding as sent (the bytes differ): `"<hash of the content and
   * status>"` uncompressed, with `-br` or `-gz` compressed, as the build's files (static-files.ts).
   */
  etags: Readonly<Record<Encoding | 'identity', string>>;
  /** The views the answer counted when it was made, counted again on every hit. */
  views: readonly CountedView[];
  /** What the entry costs in memory, counted against the budget. */
  bytes: number;
  /** The route its request matched, which its hits are counted under in the metrics. */
  route: string;
  /** Its answers for the front lane, each made on first use. */
  front?: Partial<Record<`${Encoding | 'identity'}${'' | '-304'}`, FrontAnswer>>;
}

export interface PageStore {
  get(key: string): CachedPage | undefined;
  /** Marks the entry just used, so that it goes last. */
  touch(key: string, page: CachedPage): void;
  store(key: string, page: CachedPage): void;
  remove(key: string): void;
  clear(): void;
  /**
   * Applies changes (tag → the counter of its last change): an entry made before a `hard` change
   * of one of its tags goes, one made before another change is marked stale from `staleSince`.
   * Returns the keys marked stale, most recently used first.
   */
  change(changed: ReadonlyMap<string, number>, hard: ReadonlyMap<string, number>, staleSince: number): string[];
  size(): number;
  bytes(): number;
}

export function createPageStore(maxBytes: number): PageStore {
  const pages = new Map<string, CachedPage>();
  /** Tag → keys of the entries showing it. */
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
    for (const tag of page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  return {
    get: (key) => pages.get(key),
    touch(key, page) {
      // Least recently used first: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, page);
    },
    store(key, page) {
      remove(key);
      if (page.bytes > maxBytes) return;
      for (const oldest of pages.keys()) {
        if (bytes + page.bytes <= maxBytes) break;
        remove(oldest);
      }
      pages.set(key, page);
      bytes += page.bytes;
      for (const tag of page.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    remove,
    clear() {
      pages.clear();
      byTag.clear();
      bytes = 0;
    },
    change(changed, hard, staleSince) {
      for (const [tag, version] of hard) for (const key of [...(byTag.get(tag) ?? [])]) if (pages.get(key)!.counter < version) remove(key);
      const stale = new Set<string>();
      for (const [tag, version] of changed) {
        for (const key of byTag.get(tag) ?? []) {
          const page = pages.get(key)!;
          if (page.counter >= version) continue;
          page.staleSince = Math.min(page.staleSince ?? staleSince, staleSince);
          stale.add(key);
        }
      }
      // Map order is least recently used first: the most used are refreshed first.
      return [...pages.keys()].filter((key) => stale.has(key)).reverse();
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}
