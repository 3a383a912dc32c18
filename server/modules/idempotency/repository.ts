/** SQL of the idempotency keys (migration 0022). */
import type { Kysely, Transaction } from 'kysely';
import type { Database, IdempotencyKeyTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Which attempt of which key: the account's, the key, and the attempt holding it. */
export interface KeyHolder {
  userId: number;
  key: string;
  owner: string;
}

export type StoredKey = Pick<IdempotencyKeyTable, 'fingerprint' | 'state' | 'owner' | 'created_at' | 'claimed_at' | 'status' | 'content_type' | 'body' | 'edit_sequence'>;

/** Takes the key for this attempt; false when the account already holds it. */
export async function insertKey(db: Db, holder: KeyHolder, fingerprint: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_key')
    .values({ user_id: holder.userId, key: holder.key, fingerprint, state: 'processing', owner: holder.owner, created_at: now, claimed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findKey(db: Db, userId: number, key: string): Promise<StoredKey | undefined> {
  return db
    .selectFrom('idempotency_key')
    .select(['fingerprint', 'state', 'owner', 'created_at', 'claimed_at', 'status', 'content_type', 'body', 'edit_sequence'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Removes an expired key, unless another request replaced it meanwhile. */
export async function deleteExpiredKey(db: Db, userId: number, key: string, createdAt: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('user_id', '=', userId).where('key', '=', key).where('created_at', '=', createdAt).execute();
}

/** Gives an abandoned claim (nothing committed, its attempt gone) to a new attempt; false when it was not `previousOwner`'s any more. */
export async function takeOver(db: Db, holder: KeyHolder, previousOwner: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_key')
    .set({ owner: holder.owner, claimed_at: now })
    .where('user_id', '=', holder.userId)
    .where('key', '=', holder.key)
    .where('owner', '=', previousOwner)
    .where('state', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inside the write's transaction: the key is used once this commits. False when another attempt holds it now. */
export async function markCommitted(trx: Db, holder: KeyHolder): Promise<boolean> {
  const result = await trx
    .updateTable('idempotency_key')
    .set({ state: 'committed' })
    .where('user_id', '=', holder.userId)
    .where('key', '=', holder.key)
    .where('owner', '=', holder.owner)
    .where('state', 'in', ['processing', 'committed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An answer as a retry gets it again: its status, type, body and the edit sequence it carried (or null). */
export interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
  editSequence: number | null;
}

/**
 * Keeps the answer. Only once the write committed, or for a success that recorded no audit entry
 * (`evenUncommitted`); false when nothing was kept.
 */
export async function keepAnswer(db: Db, holder: KeyHolder, answer: KeptAnswer, evenUncommitted: boolean): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_key')
    .set({ state: 'done', status: answer.status, content_type: answer.contentType, body: answer.body, edit_sequence: answer.editSequence })
    .where('user_id', '=', holder.userId)
    .where('key', '=', holder.key)
    .where('owner', '=', holder.owner)
    .where('state', 'in', evenUncommitted ? ['processing', 'committed'] : ['committed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the key of an attempt that changed nothing (refused, or failed before its commit). */
export async function releaseKey(db: Db, holder: KeyHolder): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('user_id', '=', holder.userId)
    .where('key', '=', holder.key)
    .where('owner', '=', holder.owner)
    .where('state', '=', 'processing')
    .execute();
}

/** One range delete on the `created_at` index. */
export async function deleteKeysCreatedBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('created_at', '<', cutoff).execute();
}
