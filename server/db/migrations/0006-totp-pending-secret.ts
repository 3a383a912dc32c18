/**
 * The authenticator secret of a set-up that has started but is not confirmed yet. Kept apart from
 * the active secret, so that starting a set-up never turns the working second factor off: the
 * new secret replaces it only once a code from it has been confirmed.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('totp_pending_secret', 'varchar(255)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('staff_user').dropColumn('totp_pending_secret').execute();
}
