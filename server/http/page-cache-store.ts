/**
 * The page cache's entries (page-cache.ts): a map of stored answers, least recently used first,
 * within a byte budget, indexed by the cache tags each answer showed (decision 0075), so that a
 * change drops or marks stale exactly the answers that show what changed.
 *
 * An entry is stored with its brotli copy only; its gzip copy is made here on the first ask for it
 * (`gzipOf`, decision 0085), and from then on counted in the entry's size and the store's total,
 * as if it had been stored with it.
 */
import { type CompressedBody, type Encoding, gzipCopy } from './compressed-body.js';
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
  /** Its brotli copy, and its gzip copy once asked for (`gzipOf`). */
  body: CompressedBody;
  /**
   * Strong validators, one per encoding as sent (the bytes differ): `"<hash of the content and
   * status>"` uncompressed, with `-br` or `-gz` compressed, as the build's files (static-files.ts).
   */
  etags: Readonly<Record<Encoding | 'identity', string>>;
  /** The views the answer counted when it was made, counted again on every hit. */
  views: readonly CountedView[];
  /** What the entry costs in memory, counted against the budget: its gzip copy too, once made. */
  bytes: number;
  /** The route its request matched, which its hits are counted under in the metrics. */
  route: string;
  /** Its answers for the front lane, each made on first use (a gzip one once the copy exists). */
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
   * The entry's gzip copy: made on the first ask (of `plain`, the body uncompressed, when the
   * caller has it, else inflated from brotli; in the thread pool), kept on the entry and counted
   * in its size and, while it is stored under `key`, in the store's total (the least recently used
   * going to make room). Asks while it is made share the one compression.
   */
  gzipOf(key: string, page: CachedPage, plain?: Buffer): Promise<Buffer>;
  /**
   * Applies changes (tag → the counter of its last change): an entry made before a `hard` change
   * of one of its tags goes, one made before another change is marked stale from `staleSince`.
   * Returns the keys marked stale, most recently used first.
   */
  change(changed: ReadonlyMap<string, number>, hard: ReadonlyMap<string, number>, staleSince: number): string[];
  size(): number;
  bytes(): number;
  /** Of bytes(), the gzip copies made (gzipOf). */
  gzipBytes(): number;
}

export function createPageStore(maxBytes: number): PageStore {
  const pages = new Map<string, CachedPage>();
  /** Tag → keys of the entries showing it. */
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  let gzipBytes = 0;
  /** The gzip copies being made, by entry. */
  const gzipping = new WeakMap<CachedPage, Promise<Buffer>>();

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
    gzipBytes -= page.body.gzip?.length ?? 0;
    for (const tag of page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  /** Drops the least recently used entries until the total is within the budget. */
  function evictOverBudget(): void {
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function keepGzip(key: string, page: CachedPage, gzip: Buffer): void {
    gzipping.delete(page);
    if (page.body.gzip) return;
    page.body.gzip = gzip;
    page.bytes += gzip.length;
    // Dropped or replaced meanwhile: the copy goes with the entry, counted nowhere.
    if (pages.get(key) !== page) return;
    bytes += gzip.length;
    gzipBytes += gzip.length;
    evictOverBudget();
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
      gzipBytes += page.body.gzip?.length ?? 0;
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
      gzipBytes = 0;
    },
    gzipOf(key, page, plain) {
      if (page.body.gzip) return Promise.resolve(page.body.gzip);
      let making = gzipping.get(page);
      if (!making) {
        making = gzipCopy(page.body, plain).then(
          (gzip) => {
            keepGzip(key, page, gzip);
            return gzip;
          },
          (error: unknown) => {
            gzipping.delete(page);
            throw error;
          },
        );
        gzipping.set(page, making);
      }
      return making;
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
    gzipBytes: () => gzipBytes,
  };
}
