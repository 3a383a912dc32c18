/**
 * SQL for two-step sign-in: an account's secrets, spent codes and recovery codes, and the firm's
 * rule that every account must set it up (`site_state.require_two_factor`), which is read and
 * written here only.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The "two-step sign-in required" setting as a query of one row and column (1: required). The
 * session lookup selects it beside the account, so each call's principal carries it
 * (`StaffPrincipal.twoFactorRequired`) and no other step asks again.
 */
export function twoFactorRequiredSetting(db: Db) {
  return db.selectFrom('site_state').select('require_two_factor').where('id', '=', 1);
}

/** Whether the firm requires two-step sign-in, outside a signed-in call (the policy's own page). */
export async function readTwoFactorRequired(db: Db): Promise<boolean> {
  return isRequired((await twoFactorRequiredSetting(db).executeTakeFirst())?.require_two_factor);
}

/** The setting's column value as the rule: required when 1. */
export function isRequired(column: number | null | undefined): boolean {
  return Number(column) === 1;
}

export async function writeTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  await db.updateTable('site_state').set({ require_two_factor: required ? 1 : 0 }).where('id', '=', 1).execute();
}

/** Records `step` as the account's last authenticator step unless it is not later than the last one; true when it was. */
export async function spendAuthenticatorStep(db: Db, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .updateTable('staff_user')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Marks the account's unused recovery code with this hash as used; true when there was one. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string, now: string): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_code')
    .set({ used_time: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_time', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function savePendingSecret(db: Db, userId: number, secret: string, now: string): Promise<void> {
  await db.updateTable('staff_user').set({ totp_pending_secret: secret, update_time: now }).where('id', '=', userId).execute();
}

/**
 * Makes the waiting secret `pending` the active one, its replay guard at `step`; false when the
 * account no longer waits with this secret (confirmed or restarted meanwhile).
 */
export async function activatePendingSecret(db: Db, userId: number, pending: string, step: number, now: string): Promise<boolean> {
  const activated = await db
    .updateTable('staff_user')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_enabled: 1, totp_last_step: step, update_time: now })
    .where('id', '=', userId)
    .where('totp_pending_secret', '=', pending)
    .executeTakeFirst();
  return Number(activated.numUpdatedRows) === 1;
}

/** The account's recovery codes become these (hashed), in place of any earlier ones. */
export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_code')
    .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, used_time: null })))
    .execute();
}

/** Turns two-step sign-in off for the account: secrets and recovery codes go. */
export async function removeTwoFactor(db: Db, userId: number, now: string): Promise<void> {
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db
    .updateTable('staff_user')
    .set({ totp_enabled: 0, totp_secret: null, totp_pending_secret: null, update_time: now })
    .where('id', '=', userId)
    .execute();
}
