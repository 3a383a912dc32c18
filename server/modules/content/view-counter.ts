/**
 * View counts, kept in memory and added to the database in batches (issue 15.2): a detail page
 * or call costs no write, so it can be served from the page cache like a list, while every view
 * is still counted.
 *
 * Counts are written every few seconds and when the server stops (app.ts closes the counter
 * before the database). Each write adds (`views = views + n`), never sets, so any number of
 * instances can share a database and their counts add up. A write that fails (the database is
 * away, or on SQLite another process holds the write lock: writes never wait for it) puts its
 * counts back, to go with the next one. At a stop a batch the database did not take is tried
 * again for a few seconds (a failover under way); what is still not written then is dropped, and
 * app.ts logs it. A process that dies without a graceful stop loses what it had not written yet,
 * a few seconds' views at most.
 *
 * The page cache replays the views of an answer it serves again: whatever `count()` sees while
 * an answer is made is recorded (`recordViews`) and kept with the stored answer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../../db/outage.js';
import type { Database } from '../../db/schema.js';
import { withoutLockWait } from '../../db/sqlite-no-wait.js';

/** The tables whose rows have a `views` column. */
export type CountedTable = 'article_version' | 'lawyer_version' | 'professional_field_version';
export type CountedView = readonly [CountedTable, number];

/** How often pending counts are written. */
export const VIEW_FLUSH_MS = 5_000;
/**
 * How long a stop keeps trying to write counts while the database is away: a failover's few
 * seconds, within the time a process manager gives a stop (10 s and more), so shutdown stays bounded.
 */
export const VIEW_STOP_RETRY_MS = 5_000;
const STOP_RETRY_PAUSE_MS = 200;

const recorder = new AsyncLocalStorage<{
  views: CountedView[];
  counting: boolean;
}>();
/** The counter of each database handle (services.ts makes one per process). */
const counters = new WeakMap<object, ViewCounter>();

/**
 * Counts a view of a row through the counter of `db`; without one (a script, a test of a
 * repository alone) it is written at once.
 */
export async function countViewOf(db: Kysely<Database>, table: CountedTable, id: number): Promise<void> {
  const counter = counters.get(db);
  if (counter) return counter.count(table, id);
  await db
    .updateTable(table)
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Runs `fn` so that every view counted inside it, however deep, is also added to `views`. With
 * `counting` false the views are only recorded: a cached page refreshed in the background
 * (page-cache-refresh.ts) is no visitor's view.
 */
export function recordViews<T>(views: CountedView[], fn: () => T, counting = true): T {
  return recorder.run({ views, counting }, fn);
}

export interface ViewCounter {
  /** Counts one view of a row; written with the next batch. */
  count(table: CountedTable, id: number): void;
  /** Writes the pending counts now. */
  flush(): Promise<void>;
  /**
   * Stops the timer and writes what is pending, trying again for up to `VIEW_STOP_RETRY_MS` while
   * the database is away: call once, before closing the database. Resolves with what it could not
   * write, dropped (for the caller to log).
   */
  stop(): Promise<{ views: number; items: number }>;
  /** Views counted and not written yet. */
  pending(): number;
  /** Batches that wrote views so far, the views they wrote, and how many the last one wrote (for the metrics). */
  batches(): { batches: number; views: number; last: number };
  /**
   * Told, after each batch is written, which rows' counts it raised: the page cache refreshes the
   * answers that show them, so a count shown is at most a batch behind (issue 47 point 5).
   */
  onWritten(listener: (written: readonly CountedView[]) => void): void;
}

/**
 * With `timer: false` (a one-off job on a transaction: services.ts `timers: false`) nothing is
 * batched: views counted through `db` are written at once, in the caller's transaction, and no
 * timer is left behind.
 */
export function createViewCounter(db: Kysely<Database>, options: { flushMs?: number; timer?: boolean } = {}): ViewCounter {
  let counts = new Map<CountedTable, Map<number, number>>();
  let pendingViews = 0;
  /** Whether the last batch left counts behind because the database was away (worth trying again). */
  let unavailable = false;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const writtenSoFar = { batches: 0, views: 0, last: 0 };
  const listeners: ((written: readonly CountedView[]) => void)[] = [];

  function add(table: CountedTable, id: number, n: number): void {
    let rows = counts.get(table);
    if (!rows) counts.set(table, (rows = new Map<number, number>()));
    rows.set(id, (rows.get(id) ?? 0) + n);
    pendingViews += n;
  }

  async function write(batch: Map<CountedTable, Map<number, number>>): Promise<void> {
    const written: CountedView[] = [];
    let views = 0;
    unavailable = false;
    for (const [table, rows] of batch) {
      // One statement per distinct count: most rows of a batch share a few small counts.
      const byCount = new Map<number, number[]>();
      for (const [id, n] of rows) byCount.set(n, [...(byCount.get(n) ?? []), id]);
      for (const [n, ids] of byCount) {
        try {
          // A timer's (or the stop's) write: on SQLite it must not stop the event loop waiting for
          // another process's write lock (sqlite-no-wait.ts); SQLITE_BUSY puts the counts back.
          await withoutLockWait(db, (connection) =>
            connection
              .updateTable(table)
              .set((eb) => ({ views: eb('views', '+', n) }))
              .where('id', 'in', ids)
              .execute(),
          );
          for (const id of ids) written.push([table, id]);
          views += n * ids.length;
        } catch (error) {
          // Not lost: back into the pending counts, for the next batch.
          for (const id of ids) add(table, id, n);
          if (isDatabaseUnavailable(error)) unavailable = true;
        }
      }
    }
    if (written.length === 0) return;
    // The metrics count what was written: a view put back is counted with the batch that writes it.
    writtenSoFar.batches++;
    writtenSoFar.views += views;
    writtenSoFar.last = views;
    for (const listener of listeners) listener(written);
  }

  function flush(): Promise<void> {
    // One batch at a time, in order; each takes what was counted up to its start.
    writing = writing.then(() => {
      if (pendingViews === 0) return;
      const batch = counts;
      counts = new Map();
      pendingViews = 0;
      return write(batch);
    });
    return writing;
  }

  if (options.timer !== false) {
    timer = setInterval(() => void flush(), options.flushMs ?? VIEW_FLUSH_MS);
    // Pending counts alone must not keep a process alive; stop() writes them.
    timer.unref();
  }

  const counter: ViewCounter = {
    count(table, id) {
      const recording = recorder.getStore();
      recording?.views.push([table, id]);
      if (recording?.counting !== false) add(table, id, 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
      // A failover under way at a stop passes in seconds: try again until then, not longer (the
      // process manager's patience), and only while the database is away (a bug would not pass).
      const deadline = Date.now() + VIEW_STOP_RETRY_MS;
      while (pendingViews > 0 && unavailable && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, STOP_RETRY_PAUSE_MS));
        await flush();
      }
      let items = 0;
      for (const rows of counts.values()) items += rows.size;
      return { views: pendingViews, items };
    },
    pending: () => pendingViews,
    batches: () => ({ ...writtenSoFar }),
    onWritten: (listener) => void listeners.push(listener),
  };
  if (options.timer !== false) counters.set(db, counter);
  return counter;
}
