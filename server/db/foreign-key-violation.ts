/**
 * A write refused by a foreign key: it names a record another request removed after the
 * service checked it (a folder deleted while items are filed into it, a person deleted while a
 * save names them as a key contact). The transaction rolled back and changed nothing; the answer
 * is 409 in words (error-handler.ts), not a 500 logged as a bug.
 */

/** better-sqlite3's extended result code and PostgreSQL's SQLSTATE `foreign_key_violation`. */
const FOREIGN_KEY_CODES: ReadonlySet<unknown> = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

export function isForeignKeyViolation(error: unknown): boolean {
  return FOREIGN_KEY_CODES.has((error as { code?: unknown } | null)?.code);
}
