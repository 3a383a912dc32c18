/**
 * Values that change only with the content version (issue 15.3), read once per version and kept
 * until the version moves: the public pages' frame and the short lists they show beside their
 * content. A page rendered afresh then pays one read of the version instead of a query per value.
 *
 * The version is read before what is kept under it, so a value is never older than its version.
 * Callers of one request (and of requests arriving together) share one read of the version, as
 * the page cache's requests do. What is kept is shared by every request: read it, never change it.
 *
 * At most MOST_KEPT values are kept, the least recently read going first: the frame and the lists
 * are read by every page and stay, while the items' pages kept here (app/lib/articles.server.ts)
 * are as many as the content has, or more when a crawler asks for ids that do not exist.
 */
import { addTags, recordTags } from './cache-tags.js';
import type { ContentVersionService } from './content-version.js';

export const MOST_KEPT = 500;

export function createKeptPerVersion(contentVersion: Pick<ContentVersionService, 'current'>, mostKept = MOST_KEPT) {
  let version: string | null = null;
  let kept = new Map<string, Promise<Kept<unknown>>>();
  let reading: Promise<string> | null = null;

  function currentVersion(): Promise<string> {
    reading ??= contentVersion.current().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    /**
     * The value kept under `key` for the current content version, read by `read` the first time.
     * The cache tags it was read with go with it: a public answer that uses it depends on them
     * (cache-tags.ts), whether it read the value or found it kept.
     */
    async once<T>(key: string, read: () => Promise<T>): Promise<T> {
      const now = await currentVersion();
      if (now !== version) {
        version = now;
        kept = new Map();
      }
      let value = kept.get(key) as Promise<Kept<T>> | undefined;
      if (value) {
        // Read last, so it goes last.
        kept.delete(key);
        kept.set(key, value);
      } else {
        if (kept.size >= mostKept) kept.delete(kept.keys().next().value!);
        const recorded = recordTags(read);
        const reading = recorded.result.then((found) => ({
          value: found,
          tags: recorded.tags(),
        }));
        value = reading;
        kept.set(key, reading);
        // A failed read (the database briefly away) is not kept: the next page asks again.
        reading.catch(() => {
          if (kept.get(key) === reading) kept.delete(key);
        });
      }
      const found = await value;
      addTags(found.tags);
      return found.value;
    },
  };
}

interface Kept<T> {
  value: T;
  tags: ReadonlySet<string>;
}

export type KeptPerVersion = ReturnType<typeof createKeptPerVersion>;
