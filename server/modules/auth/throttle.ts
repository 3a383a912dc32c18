/**
 * Login throttling, kept in the database so every instance sees the same counts. Failures are
 * counted per normalised account and per client address separately; past a number of free
 * failures each further one locks that key for longer (1, 2, 4 ... up to 15 minutes). A
 * successful sign-in clears both keys.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface ThrottlePolicy {
  /** Failures allowed before the key is locked. */
  freeFailures: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5 };
/** Higher, because a whole office may sign in from one address. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20 };

const WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;

export const accountKey = (normalisedAccount: string) => `account:${normalisedAccount}`;
export const addressKey = (address: string) => `address:${address}`;

/** Seconds until the most restrictive of the keys unlocks, or 0 when none is locked. */
export async function secondsLocked(db: Db, keys: string[], now = Date.now()): Promise<number> {
  const rows = await db.selectFrom('login_attempt').select(['locked_until']).where('key', 'in', keys).execute();
  let until = 0;
  for (const row of rows) {
    if (row.locked_until) until = Math.max(until, Date.parse(row.locked_until));
  }
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

function lockDuration(failures: number, policy: ThrottlePolicy): number {
  const beyond = failures - policy.freeFailures;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(beyond, 10), MAX_LOCK_MS);
}

export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_attempt').selectAll().where('key', '=', key).executeTakeFirst();
    const stale = row && Date.parse(row.first_failure_time) + WINDOW_MS < now && !(row.locked_until && Date.parse(row.locked_until) > now);
    const failures = !row || stale ? 1 : row.failures + 1;
    const firstFailure = !row || stale ? new Date(now).toISOString() : row.first_failure_time;
    const lockedUntil = failures >= policy.freeFailures ? new Date(now + lockDuration(failures, policy)).toISOString() : null;
    if (row) {
      await trx
        .updateTable('login_attempt')
        .set({ failures, first_failure_time: firstFailure, locked_until: lockedUntil })
        .where('key', '=', key)
        .execute();
    } else {
      await trx
        .insertInto('login_attempt')
        .values({ key, failures, first_failure_time: firstFailure, locked_until: lockedUntil })
        .onConflict((oc) => oc.column('key').doUpdateSet({ failures, first_failure_time: firstFailure, locked_until: lockedUntil }))
        .execute();
    }
  });
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_attempt').where('key', 'in', keys).execute();
}
