/**
 * The selection of a bulk call (contract/bulk.ts, decision 0018), resolved to item numbers inside
 * the call's transaction: by number, where every number must name an item of the list, or by
 * filter, where the filter must match as many items as the admin confirmed. Anything else throws,
 * so the transaction writes nothing.
 */
import { AppError, conflict } from '../../http/errors.js';

/** How many of the unknown numbers the message names; the result lists all of them. */
const NAMED_IN_MESSAGE = 5;

export interface BulkSelection {
  nos?: string[] | undefined;
  matching?: { count: number } | undefined;
}

export interface SelectionLookups {
  /** Which of these numbers name an item of the list. */
  existing(nos: string[]): Promise<string[]>;
  /** Every item the filter of `matching` matches now. */
  matching(): Promise<string[]>;
}

/** 404 naming the unknown items (the first few in words, all of them in `result.missingNos`). */
export function itemsNotFound(missing: string[]): AppError {
  const named = missing.slice(0, NAMED_IN_MESSAGE).join(', ') + (missing.length > NAMED_IN_MESSAGE ? ', …' : '');
  return new AppError(404, 'bulkItemsNotFound', { missing: missing.length, nos: named }, { result: { missingNos: missing } });
}

export async function resolveSelection(selection: BulkSelection, lookups: SelectionLookups): Promise<string[]> {
  if (selection.nos) {
    const wanted = [...new Set(selection.nos)];
    const found = new Set(await lookups.existing(wanted));
    const missing = wanted.filter((no) => !found.has(no));
    if (missing.length) throw itemsNotFound(missing);
    return wanted;
  }
  const expected = selection.matching!.count;
  const nos = await lookups.matching();
  if (nos.length !== expected) throw conflict('bulkSelectionChanged', { expected, actual: nos.length });
  return nos;
}

/**
 * Refuses (and so rolls back) a write that reached fewer items than were resolved: on
 * PostgreSQL a concurrent call can remove one between the check and the write. The 404 names it.
 */
export async function assertAllWritten(written: bigint | number, nos: string[], lookups: SelectionLookups): Promise<void> {
  if (Number(written) >= nos.length) return;
  const found = new Set(await lookups.existing(nos));
  throw itemsNotFound(nos.filter((no) => !found.has(no)));
}
