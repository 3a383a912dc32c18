/**
 * A write answered again from its `Idempotency-Key` (decision 0065) carried no `X-Edit-Sequence`
 * (decision 0100): an edit screen whose save's first answer was lost kept its older reading, and its
 * next save was refused as if a colleague had written the item. The key now keeps the value its
 * write answered, and the answer given again carries it (decision 0101).
 *
 * Imports nothing from the application.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('idempotency_key').addColumn('edit_sequence', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('idempotency_key').dropColumn('edit_sequence').execute();
}
