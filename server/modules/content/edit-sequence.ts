/**
 * Two editors, one item (decision 0100): every write through the back office moves one counter,
 * the edit sequence, in its own transaction, and notes the new value on each item it wrote. Every
 * back-office read answers the counter's value in `X-Edit-Sequence`, read before the handler reads
 * anything, so the value is never newer than what the answer shows. A save that sends that value
 * back as `If-Match: "<value>"` is refused with 412 when its item was written after it: the
 * editor's text stays in the form and nothing is written, instead of the later save silently
 * replacing the earlier one. Every write answers the new value, so an editor's next save goes on
 * from their own.
 *
 * The check runs inside the write's transaction, after the counter's row is locked (PostgreSQL)
 * or the database is (SQLite), so of two saves sent at once from the same value, one is refused.
 * A request without `If-Match` writes as before (the spec's clients send none).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The answer header that carries the sequence (every staff answer; a replayed write's too). */
export const EDIT_SEQUENCE_HEADER = 'x-edit-sequence';

/** What a request's writes check against, and the value its last write left. */
export interface EditCheck {
  /** The value the request's `If-Match` names; null without one (or with `*`). */
  readFrom: number | null;
  /** Items already checked by this request: a request that records two entries checks once. */
  checked: Set<string>;
  /** The counter's value after this request's last write. */
  written: number | null;
}

const storage = new AsyncLocalStorage<EditCheck>();

/** Runs the rest of a request (its handler, its transactions) with `check`. */
export function runWithEditCheck<T>(check: EditCheck, work: () => T): T {
  return storage.run(check, work);
}

/** `"12"`, `W/"12"` or `*` (no check); undefined when the header is not one of them. */
export function sequenceOfIfMatch(header: string | undefined): number | null | undefined {
  if (header === undefined || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  return match ? Number(match[1]) : undefined;
}

/** The counter's value now: what a read that starts after this saw at least. */
export async function currentSequence(db: Db): Promise<number> {
  const row = await db.selectFrom('edit_sequence').select('value').where('id', '=', 1).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** The edit sequence's name of a settings record: a language's, or `shared` (the firm's facts every language shows). */
export const settingsRecordName = (record: string) => `settings:${record}`;

/** The edit sequence's name of one label of a language (Settings → Labels). */
export const labelRecordName = (lang: string, key: string) => `label:${lang}:${key}`;

/** What a refused write says: a content item, or settings and labels (decision 0101). */
export type EditRefusal = 'itemChangedSinceRead' | 'settingsChangedSinceRead';

/** Notes written per statement: well under SQLite's 32,766 bound parameters. */
const CHUNK = 500;

/**
 * Inside a write's transaction (recordAudit): moves the counter, refuses the write (412, in the
 * words `refusal` names) when the request named a value and one of the records it writes was
 * written after it, and notes the new value on each of them (a deleted item's note goes with it).
 * `names` are item numbers, or the names of settings records and labels (`settings:en_US`,
 * `label:de_DE:nav.home`).
 */
export async function noteItemsWritten(trx: Db, names: readonly string[], { deleted, refusal }: { deleted: boolean; refusal: EditRefusal }): Promise<void> {
  if (names.length === 0) return;
  const check = storage.getStore();
  const moved = await trx.updateTable('edit_sequence').set((eb) => ({ value: eb('value', '+', 1) })).where('id', '=', 1).returning('value').executeTakeFirst();
  const sequence = Number(moved?.value ?? 0);
  if (check && check.readFrom !== null) {
    const readFrom = check.readFrom;
    const unchecked = names.filter((name) => !check.checked.has(name));
    for (const name of unchecked) check.checked.add(name);
    for (let start = 0; start < unchecked.length; start += CHUNK) {
      const later = await trx
        .selectFrom('item_write')
        .select('no')
        .where('no', 'in', unchecked.slice(start, start + CHUNK))
        .where('sequence', '>', readFrom)
        .limit(1)
        .executeTakeFirst();
      if (later) throw new AppError(412, refusal);
    }
  }
  for (let start = 0; start < names.length; start += CHUNK) {
    const chunk = names.slice(start, start + CHUNK);
    if (deleted) await trx.deleteFrom('item_write').where('no', 'in', chunk).execute();
    else
      await trx
        .insertInto('item_write')
        .values(chunk.map((no) => ({ no, sequence })))
        .onConflict((oc) => oc.column('no').doUpdateSet({ sequence }))
        .execute();
  }
  if (check) check.written = sequence;
}
