/**
 * Login throttling, kept in the database so every instance sees the same counts (decision 0012),
 * and the same for checks of the current credentials before one changes (decision 0015).
 *
 * An attempt is reserved on every key BEFORE the password is checked, each with one atomic
 * upsert that counts it only while the key is not locked: however many requests arrive at once,
 * on one instance or several, at most the free attempts reach the slow hash. The reservation is a
 * failure unless the caller turns out to know the password, in which case it is released.
 *
 * Keys: the (address, account) pair, strict, so a guesser is stopped quickly; the address, for
 * one address trying many accounts; the account, with a far higher ceiling, for guessing spread
 * over many addresses. Only the ceiling of the account can keep its owner out, and no single
 * address can reach it, since its own keys stop it first.
 */
import ipaddr from 'ipaddr.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface ThrottlePolicy {
  /** Failures allowed in a window before the key is locked. */
  freeFailures: number;
}

export const PAIR_POLICY: ThrottlePolicy = { freeFailures: 5 };
/** Higher, because a whole office may sign in from one address. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20 };
/** Far higher, because anyone can spend it: it only has to stop guessing from many addresses. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 100 };

/**
 * Checks of the current password or code before a credential changes (decision 0015). Only a
 * holder of the account's session token can spend it, so it can be as strict as the pair.
 */
export const CREDENTIAL_POLICY: ThrottlePolicy = { freeFailures: 5 };

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

const WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;

export interface LoginKeys {
  pair: ThrottleKey;
  address: ThrottleKey;
  account: ThrottleKey;
}

/**
 * Who an address stands for, as the keys count it. An IPv6 host is given a /64 network (the
 * smallest block a provider hands out, and what one cloud machine or home line holds), so each of
 * its 2^64 addresses counts as the one guesser it is (`2001:db8:1:2::*`); an IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`, a dual-stack socket) counts as itself. Anything unreadable is kept whole.
 */
export function throttledAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${ipv6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::*`;
}

/**
 * The keys of one sign-in. The address comes first in the pair key because it never contains `/`,
 * so no account name can make two pairs collide.
 */
export function loginKeys(normalisedAccount: string, clientAddress: string): LoginKeys {
  const address = throttledAddress(clientAddress);
  return {
    pair: { key: `pair:${address}/${normalisedAccount}`, policy: PAIR_POLICY },
    address: { key: `address:${address}`, policy: ADDRESS_POLICY },
    account: { key: `account:${normalisedAccount}`, policy: ACCOUNT_POLICY },
  };
}

/**
 * The keys of a credential check by a signed-in account, in reservation order: the account's own,
 * then the address's, which sign-in guesses from that address spend too.
 */
export function credentialKeys(userId: number, clientAddress: string): ThrottleKey[] {
  const address = throttledAddress(clientAddress);
  return [
    { key: `credential:${userId}`, policy: CREDENTIAL_POLICY },
    { key: `address:${address}`, policy: ADDRESS_POLICY },
  ];
}

/**
 * Most specific first: a key that refuses stops the reservation before it reaches the keys shared
 * with others, so a locked-out guesser spends nothing of the account's ceiling.
 */
export function inReservationOrder(keys: LoginKeys): ThrottleKey[] {
  return [keys.pair, keys.address, keys.account];
}

/**
 * The lock set by the failure numbered `failures`: from the last free one on, 1, 2, 4 ... minutes,
 * up to 15. A CASE in SQL, so the count and the lock change in the same statement.
 */
function lockedUntilAfter(failures: RawBuilder<number>, policy: ThrottlePolicy, now: number): RawBuilder<string | null> {
  const steps: RawBuilder<unknown>[] = [];
  for (let beyond = 0, ms = FIRST_LOCK_MS; ; beyond++, ms *= 2) {
    const until = new Date(now + Math.min(ms, MAX_LOCK_MS)).toISOString();
    steps.unshift(sql`when ${failures} >= ${policy.freeFailures + beyond} then ${until}`);
    if (ms >= MAX_LOCK_MS) break;
  }
  return sql<string | null>`case ${sql.join(steps, sql` `)} else null end`;
}

/** Counts one attempt on the key unless it is locked; false when it is. */
async function reserveOn(db: Db, { key, policy }: ThrottleKey, now: number): Promise<boolean> {
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - WINDOW_MS).toISOString();
  // Inside DO UPDATE, `login_attempt.*` is the stored row (both dialects).
  const inWindow = sql<boolean>`login_attempt.first_failure_time >= ${windowStart}`;
  const failures = sql<number>`case when ${inWindow} then login_attempt.failures + 1 else 1 end`;
  const row = await db
    .insertInto('login_attempt')
    .values({ key, failures: 1, first_failure_time: nowIso, locked_until: lockedUntilAfter(sql<number>`1`, policy, now) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures,
          first_failure_time: sql<string>`case when ${inWindow} then login_attempt.first_failure_time else ${nowIso} end`,
          locked_until: lockedUntilAfter(failures, policy, now),
        })
        .where((eb) => eb.or([eb('login_attempt.locked_until', 'is', null), eb('login_attempt.locked_until', '<=', nowIso)])),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/** Seconds until the key unlocks; at least 1, as the caller has just been refused. */
async function secondsLocked(db: Db, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_attempt').select('locked_until').where('key', '=', key).executeTakeFirst();
  const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * Reserves one attempt on every key. Answers 0 when the attempt may go ahead, or the seconds to
 * wait when a key is locked (the keys already reserved are released again).
 */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now = Date.now()): Promise<number> {
  const reserved: ThrottleKey[] = [];
  for (const key of keys) {
    if (!(await reserveOn(db, key, now))) {
      await releaseAttempt(db, reserved);
      return secondsLocked(db, key.key, now);
    }
    reserved.push(key);
  }
  return 0;
}

/**
 * Takes back a reservation that turned out not to be a failure. The key was not locked when it was
 * reserved, so a lock that this reservation set goes too, unless the key stays past its free count.
 */
export async function releaseAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key, policy } of keys) {
    await db
      .updateTable('login_attempt')
      .set((eb) => ({
        failures: eb('failures', '-', 1),
        locked_until: sql<string | null>`case when failures - 1 < ${policy.freeFailures} then null else locked_until end`,
      }))
      .where('key', '=', key)
      .where('failures', '>', 0)
      .execute();
  }
}

export async function clearAttempts(db: Db, keys: ThrottleKey[]): Promise<void> {
  if (keys.length) await db.deleteFrom('login_attempt').where('key', 'in', keys.map((k) => k.key)).execute();
}
