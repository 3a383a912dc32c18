/**
 * The rules of idempotency keys (decision 0065): claiming a key for an attempt, what an existing
 * key answers, keeping the answer or freeing the key when the attempt ends, and forgetting keys
 * after 24 hours.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isoAfter, nowIso } from '../../db/time.js';
import { AppError } from '../../http/errors.js';
import type { HeldKey } from './current-key.js';
import { deleteExpiredKey, deleteKeysCreatedBefore, findKey, insertKey, keepAnswer, type KeptAnswer, markCommitted, releaseKey, takeOver } from './repository.js';

/** How long a key is remembered (the draft leaves it to the server; clients retry within minutes). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A claim with nothing committed for this long is taken to be abandoned (its instance stopped, or
 * the database went away before the claim could be freed) and a retry takes it over. Safe even if
 * the first attempt still runs: it then fails to mark the key in its transaction and rolls back.
 */
const ABANDONED_AFTER_MS = 30_000;
/** Old keys are removed at most this often per instance, by a write that brings a key. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** Answers larger than this are not kept: the key then says the write was done (409). */
const KEPT_ANSWER_MAX_CHARS = 1_000_000;

export type ClaimOutcome = { kind: 'claimed'; held: HeldKey } | ({ kind: 'replay' } & KeptAnswer) | { kind: 'refused'; error: AppError };

const inProgress = () => new AppError(409, 'idempotencyKeyInProgress', {}, { headers: { 'retry-after': '1' } });

export function createIdempotencyService(db: Kysely<Database>) {
  let lastCleanUp = 0;

  async function cleanUpNowAndThen(): Promise<void> {
    if (Date.now() - lastCleanUp < CLEAN_UP_EVERY_MS) return;
    lastCleanUp = Date.now();
    await deleteKeysCreatedBefore(db, isoAfter(-KEY_LIFETIME_MS));
  }

  return {
    /** Claims `key` of the account for a new attempt, or says what the key answers instead. */
    async claim(userId: number, key: string, fingerprint: string): Promise<ClaimOutcome> {
      await cleanUpNowAndThen();
      const held: HeldKey = { userId, key, owner: randomUUID(), finished: false };
      // A key that expired or was freed between the insert and the read is inserted again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = nowIso();
        if (await insertKey(db, held, fingerprint, now)) return { kind: 'claimed', held };
        const stored = await findKey(db, userId, key);
        if (!stored) continue;
        if (stored.created_at < isoAfter(-KEY_LIFETIME_MS)) {
          await deleteExpiredKey(db, userId, key, stored.created_at);
          continue;
        }
        if (stored.fingerprint !== fingerprint) return { kind: 'refused', error: new AppError(422, 'idempotencyKeyReused') };
        if (stored.state === 'done' && stored.status !== null && stored.body !== null) {
          return {
            kind: 'replay', status: stored.status, contentType: stored.content_type ?? 'application/json; charset=utf-8', body: stored.body, editSequence: stored.edit_sequence,
          };
        }
        if (stored.state !== 'processing') return { kind: 'refused', error: new AppError(409, 'idempotencyKeyAlreadyDone') };
        if (stored.claimed_at < isoAfter(-ABANDONED_AFTER_MS) && (await takeOver(db, held, stored.owner, now))) return { kind: 'claimed', held };
        return { kind: 'refused', error: inProgress() };
      }
      return { kind: 'refused', error: inProgress() };
    },

    /**
     * The attempt's answer is on its way. A success or a refusal after a commit is kept for
     * replay; a success with nothing to keep (a secret, too large) counts as done; a refusal or
     * a failure before any commit frees the key. A failure after a commit (5xx) is not kept: the
     * key then says the write was done, rather than repeat a 503 for a day. `editSequence`: the
     * `X-Edit-Sequence` the answer carries (null: none), kept with it.
     */
    async finish(held: HeldKey, status: number, contentType: string, keepable: boolean, editSequence: number | null): Promise<void> {
      held.finished = true;
      const answer = held.answer;
      if (status < 500 && keepable && answer !== undefined && answer.length <= KEPT_ANSWER_MAX_CHARS) {
        if (await keepAnswer(db, held, { status, contentType, body: answer, editSequence }, status < 300)) return;
      }
      if (status < 300) await markCommitted(db, held);
      else await releaseKey(db, held);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
