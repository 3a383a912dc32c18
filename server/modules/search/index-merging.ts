/**
 * Merges the SQLite full-text index's segments outside the writes (decision 0031).
 *
 * FTS5 adds a segment per committed write and, left to itself, merges a level's segments inside
 * the write that brings the level to four: every fourth save paid a merge, every sixteenth a
 * larger one, which made a save's indexing cost ten times its median at the 95th percentile.
 * Migration 0017 turns that off (`automerge` 0); this timer merges what has piled up, a bounded
 * amount of work per statement, every few seconds. FTS5's own crisis merge (sixteen segments on a
 * level) stays as the backstop for bursts of writes between two rounds.
 *
 * PostgreSQL's GIN indexes take a save's lexemes into a pending list (`fastupdate`, on by
 * default), which the write that finds it over `gin_pending_list_limit` (4 MB) moves into the
 * index: about every 140th save paid 80–120 ms for it, and every search scanned the list. The
 * same timer moves it with `gin_clean_pending_list` (decision 0044); a save then only appends.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withoutLockWait } from '../../db/sqlite-no-wait.js';

export const SEARCH_MERGE_MS = 5_000;
/** Pages written per merge statement: a few milliseconds of work, so a save waits little for it. */
const PAGES_PER_STEP = 200;
const MAX_STEPS = 50;
const TABLES = ['search_trigram', 'search_words'] as const;
/** PostgreSQL's GIN indexes over the lexemes (migration 0019). */
const GIN_INDEXES = ['search_document_terms_idx', 'search_document_title_terms_idx'] as const;

export interface SearchIndexMerging {
  /**
   * Merges what has piled up (SQLite: step by step, until a step finds nothing to do; PostgreSQL:
   * the GIN indexes' pending lists). A round starts after the previous one, failed or not. On
   * SQLite a round never waits for the write lock: held by another process, it fails at once.
   */
  mergeNow(): Promise<void>;
  /** Stops the timer, letting a round in progress finish: call before closing the database. */
  stop(): Promise<void>;
  /** When the last round that succeeded ended (epoch milliseconds; the start before the first): the metrics' indexing lag. */
  lastMerged(): number;
}

export function startSearchIndexMerging(db: Kysely<Database>, options: { intervalMs?: number; timer?: boolean } = {}): SearchIndexMerging {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let running: Promise<void> = Promise.resolve();
  let lastMerged = Date.now();

  /** One merge step; whether it merged anything. */
  function mergeStep(table: (typeof TABLES)[number]): Promise<boolean> {
    // Without waiting for the write lock: another process holding it (search:reindex, a
    // migration) fails the round at once (SQLITE_BUSY) instead of stopping the event loop for
    // the busy timeout; the next round tries again.
    return withoutLockWait(db, async (connection) => {
      const before = await sql<{ n: number }>`select total_changes() as n`.execute(connection);
      await sql`insert into ${sql.table(table)}(${sql.ref(table)}, rank) values ('merge', ${PAGES_PER_STEP})`.execute(connection);
      const after = await sql<{ n: number }>`select total_changes() as n`.execute(connection);
      // Fewer than two rows changed: the step found no level worth merging (FTS5's own measure).
      return Number(after.rows[0]!.n) - Number(before.rows[0]!.n) >= 2;
    });
  }

  async function mergeTable(table: (typeof TABLES)[number]): Promise<void> {
    for (let step = 0; step < MAX_STEPS; step++) if (!(await mergeStep(table))) return;
  }

  /** Moves each GIN index's pending list into the index: a few milliseconds a save's worth. */
  async function cleanPendingLists(): Promise<void> {
    // The names resolve in the schema the connection works in (search_path); a second instance
    // cleaning at the same time finds the list taken and returns at once.
    for (const index of GIN_INDEXES) await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }

  function mergeNow(): Promise<void> {
    // After the previous round, failed or not: a failure was its caller's to see.
    running = running.catch(() => undefined).then(async () => {
      if (postgres) await cleanPendingLists();
      else for (const table of TABLES) await mergeTable(table);
      lastMerged = Date.now();
    });
    return running;
  }

  // No timer for a one-off job on a transaction (services.ts `timers: false`): nothing would stop it.
  const timer =
    options.timer === false
      ? undefined
      : setInterval(() => {
          // A failed round (the database briefly away, SQLite's write lock taken) is retried at the next one; nothing is lost.
          mergeNow().catch(() => undefined);
        }, options.intervalMs ?? SEARCH_MERGE_MS);
  timer?.unref();

  return {
    mergeNow,
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
    lastMerged: () => lastMerged,
  };
}
