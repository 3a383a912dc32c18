/**
 * The last authenticator-code time step each account has used, so that a code signs in once
 * only (OWASP ASVS 2.8.4): a code seen over someone's shoulder, or replayed from a captured
 * request, is refused for the rest of its 30-second life.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('staff_user').dropColumn('totp_last_step').execute();
}
