/**
 * Values that change only with the content (issue 15.3), read once and kept while nothing they
 * were read from changes: the public pages' frame and the short lists they show beside their
 * content, and the items' pages. A page rendered afresh then pays one read of the content state
 * instead of a query per value.
 *
 * Each value keeps the cache tags it was read with (cache-tags.ts). When the content counter
 * moves, the tags changed since are read once for every value (the content version service's
 * `changedSince`, as the page cache does), and only the values showing one of them are dropped: a
 * news edit leaves the frame, the lists and the other items' pages kept. A site status or the language set that moves,
 * or a counter that goes back (a restored database), drops everything. A value whose read was
 * still under way when the counter moved is dropped too (its tags were not known yet); the
 * callers already waiting for it get it, as they asked before the move.
 *
 * The state is read before what is kept under it, so a value is never older than the state it is
 * kept for. Callers of one request (and of requests arriving together) share one read of the
 * state, as the page cache's requests do. What is kept is shared by every request: read it, never
 * change it.
 *
 * At most MOST_KEPT values are kept, the least recently read going first: the frame and the lists
 * are read by every page and stay, while the items' pages kept here (app/lib/articles.server.ts)
 * are as many as the content has, or more when a crawler asks for ids that do not exist.
 */
import { addTags, changesEveryPage, recordTags } from './cache-tags.js';
import type { ContentVersionService } from './content-version.js';

export const MOST_KEPT = 500;

/** The content state as read, numbered in the order of the reads (they never overlap). */
interface ReadState {
  counter: number;
  status: number;
  read: number;
}

export function createKeptPerVersion(contentVersion: Pick<ContentVersionService, 'state' | 'changedSince'>, mostKept = MOST_KEPT) {
  // The service's reads as they were when the keeper was made: its own, apart from the page
  // cache's and the write invalidation's reads of the same service.
  const { state, changedSince } = contentVersion;
  /** The state every value kept is current for. */
  let keptFor: ReadState | null = null;
  const kept = new Map<string, Entry<unknown>>();
  let reads = 0;
  let reading: Promise<ReadState> | null = null;
  /** The drop under way of what the last counter move changed: one read of the tags for every value. */
  let moving: Promise<void> | null = null;

  function currentState(): Promise<ReadState> {
    reading ??= state()
      .then((state) => ({ ...state, read: ++reads }))
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** Brings what is kept up to `now`: what changed since goes. */
  async function catchUp(now: ReadState): Promise<void> {
    while (moving) await moving;
    // A read older than the one the values are kept for (the caller waited for a move): they are newer still.
    if (keptFor && now.read <= keptFor.read) return;
    if (!keptFor || now.status !== keptFor.status || now.counter < keptFor.counter) {
      kept.clear();
      keptFor = now;
      return;
    }
    if (now.counter === keptFor.counter) {
      keptFor = now;
      return;
    }
    const since = keptFor.counter;
    moving = changedSince(since)
      .then(({ changed }) => {
        // The language set and the labels (read from memory, recorded by no value) can change what any of them shows.
        if (changesEveryPage(changed)) kept.clear();
        for (const [key, entry] of kept) if (!entry.tags || [...entry.tags].some((tag) => changed.has(tag))) kept.delete(key);
        keptFor = now;
      })
      .finally(() => {
        moving = null;
      });
    await moving;
  }

  return {
    /**
     * The value kept under `key`, read by `read` when none is kept, or what it was read from
     * changed. The cache tags it was read with go with it: a public answer that uses it depends
     * on them (cache-tags.ts), whether it read the value or found it kept.
     */
    async once<T>(key: string, read: () => Promise<T>): Promise<T> {
      await catchUp(await currentState());
      let entry = kept.get(key) as Entry<T> | undefined;
      if (entry) {
        // Read last, so it goes last.
        kept.delete(key);
        kept.set(key, entry);
      } else {
        if (kept.size >= mostKept) kept.delete(kept.keys().next().value!);
        const recorded = recordTags(read);
        const made: Entry<T> = {
          found: recorded.result.then((value) => {
            made.tags = recorded.tags();
            return { value, tags: made.tags };
          }),
        };
        entry = made;
        kept.set(key, made);
        // A failed read (the database briefly away) is not kept: the next page asks again.
        made.found.catch(() => {
          if (kept.get(key) === made) kept.delete(key);
        });
      }
      const found = await entry.found;
      addTags(found.tags);
      return found.value;
    },
  };
}

interface Entry<T> {
  found: Promise<{ value: T; tags: ReadonlySet<string> }>;
  /** The tags it was read with, once read. */
  tags?: ReadonlySet<string>;
}

export type KeptPerVersion = ReturnType<typeof createKeptPerVersion>;
