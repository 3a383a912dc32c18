/**
 * What `/readyz` asks before saying the process can serve: whether the database answers a query
 * (on SQLite, also whether the file at its path is still the one the server opened), and, when
 * uploads live in object storage (S3_BUCKET), whether the bucket answers. The bucket's answer is
 * kept for a few seconds, so that balancers polling every second ask S3 once per interval rather
 * than once per poll (and pay for it, on AWS); the database is asked each time, since its query
 * costs nothing beyond the connection the site needs anyway.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assertSameFile } from '../../db/sqlite-file-identity.js';
import type { FileStorage } from '../files/storage.js';

/** How long an answer of the object storage is reused. */
export const STORAGE_CHECK_KEPT_MS = 5_000;

/** Why the object storage cannot serve, with the error behind it (for the log, never the client). */
export interface StorageProblem {
  reason: 'object storage unreachable' | 'object storage check failed';
  error: unknown;
}

/** No HTTP answer at all (refused, timed out, no such host): unreachable, rather than an answer that refuses. */
function answered(error: unknown): boolean {
  return typeof (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata?.httpStatusCode === 'number';
}

export function createReadinessCheck(db: Kysely<Database>, storage: FileStorage) {
  let kept: { until: number; problem: Promise<StorageProblem | null> } | undefined;

  function askStorage(check: () => Promise<void>): Promise<StorageProblem | null> {
    return check().then(
      () => null,
      (error: unknown): StorageProblem => ({ reason: answered(error) ? 'object storage check failed' : 'object storage unreachable', error }),
    );
  }

  return {
    /** Resolves when the database answered; throws its error (or a DatabaseFileReplacedError) otherwise. */
    async check(): Promise<void> {
      await assertSameFile(db);
      await sql`select 1`.execute(db);
    },
    /** Null when object storage answers or is not used; why not otherwise (an answer kept for STORAGE_CHECK_KEPT_MS). */
    storageProblem(): Promise<StorageProblem | null> {
      if (!storage.checkReachable) return Promise.resolve(null);
      const now = Date.now();
      // Concurrent probes share the check under way; its answer counts from when it was asked.
      if (!kept || kept.until <= now) kept = { until: now + STORAGE_CHECK_KEPT_MS, problem: askStorage(() => storage.checkReachable!()) };
      return kept.problem;
    },
  };
}
