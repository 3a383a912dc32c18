/**
 * Whether the database answers a query, and on SQLite whether the file at its path is still the
 * one the server opened: what `/readyz` asks before saying the process can serve.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assertSameFile } from '../../db/sqlite-file-identity.js';

export function createReadinessCheck(db: Kysely<Database>) {
  return {
    /** Resolves when the database answered; throws its error (or a DatabaseFileReplacedError) otherwise. */
    async check(): Promise<void> {
      await assertSameFile(db);
      await sql`select 1`.execute(db);
    },
  };
}
