/**
 * A write refused by a unique index or primary key, recognised on both dialects. Services check
 * "is it free?" before writing, but two requests can pass that check together; the index then
 * refuses the second, and the service answers 409 in its own words instead of a 500.
 */

/** better-sqlite3's extended result codes for the two kinds of uniqueness. */
const SQLITE_UNIQUE_CODES: ReadonlySet<unknown> = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** PostgreSQL's SQLSTATE `unique_violation` (primary keys included). */
const POSTGRES_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === POSTGRES_UNIQUE_VIOLATION || SQLITE_UNIQUE_CODES.has(code);
}

/** Runs a write; when a unique index refuses it, throws what `conflict` makes instead. */
export async function conflictOnUniqueViolation<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
