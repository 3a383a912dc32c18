/**
 * The idempotency key of the request being served, held for its asynchronous work
 * (AsyncLocalStorage, like the audit's actor), so that the write's own transaction marks the key
 * used: `recordAudit` calls `markKeyInTransaction` in every write's transaction, and a write that
 * committed has its key marked with it, whatever happens to its answer (decision 0065).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { type KeyHolder, markCommitted } from './repository.js';

export interface HeldKey extends KeyHolder {
  /** Set once the answer is on its way: later work the request started marks nothing. */
  finished: boolean;
  /** The answer as serialised, once known. */
  answer?: string;
}

const storage = new AsyncLocalStorage<HeldKey>();

export function runWithKey<T>(held: HeldKey, work: () => T): T {
  return storage.run(held, work);
}

/**
 * Marks the request's key committed inside `trx`. Another attempt that took the key over (this one
 * seemed abandoned) makes this write fail, so that only one of them commits.
 */
export async function markKeyInTransaction(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  const held = storage.getStore();
  if (!held || held.finished) return;
  if (!(await markCommitted(trx, held))) throw new AppError(409, 'idempotencyKeyInProgress', {}, { headers: { 'retry-after': '1' } });
}
