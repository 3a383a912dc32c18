/** Whether the database answers a query: what `/readyz` asks before saying the process can serve. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createReadinessCheck(db: Kysely<Database>) {
  return {
    /** Resolves when the database answered; throws its error otherwise. */
    async check(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
