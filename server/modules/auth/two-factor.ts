/**
 * Two-step sign-in with authenticator-app codes (TOTP, RFC 6238) and one-time recovery codes.
 * A set-up's secret waits apart from the active one and only replaces it once a code from it has
 * been confirmed, so starting a set-up never turns the second factor off.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database, StaffUser } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { audited, recordAudit } from '../audit/record.js';

type Db = Kysely<Database>;

const ISSUER = 'Law firm back office';
const RECOVERY_CODE_COUNT = 10;

function totpFor(user: StaffUser, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: user.login_account, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

const PERIOD_SECONDS = 30;

/** The time step of `code` when it is current for `secret` (one step of clock drift either way), else null. */
function stepOfCode(user: StaffUser, secret: string, code: string): number | null {
  // otpauth compares bytes of equal length only: "１２３４５６" is six characters but not six bytes.
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(user, secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Spends an authenticator code: true when it is current and of a later step than the last code
 * this account used, which it then becomes. One conditional update, so two requests racing with
 * the same code cannot both win.
 */
async function spendAuthenticatorCode(db: Db, user: StaffUser, secret: string, code: string): Promise<boolean> {
  const step = stepOfCode(user, secret, code);
  if (step === null) return false;
  const spent = await db
    .updateTable('staff_user')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

/** True when `code` is an unused current authenticator code, or an unused recovery code; either is then spent. */
export async function checkSecondFactor(db: Db, user: StaffUser, code: string): Promise<boolean> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    return user.totp_secret !== null && spendAuthenticatorCode(db, user, user.totp_secret, compact);
  }
  const spent = await db
    .updateTable('recovery_code')
    .set({ used_time: nowIso() })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', hashRecoveryCode(compact))
    .where('used_time', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * Starts set-up: a new secret, returned once as an otpauth:// address for the app to scan. It waits
 * beside the active one, which keeps working until a code from the new one is confirmed.
 */
export async function beginTwoFactorSetup(db: Db, user: StaffUser): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await audited(db, { action: 'startTwoFactor', entity: 'account', no: String(user.id), summary: user.login_account }, async (trx) => {
    await trx.updateTable('staff_user').set({ totp_pending_secret: secret, update_time: nowIso() }).where('id', '=', user.id).execute();
  });
  return { secret, otpauthUrl: totpFor(user, secret).toString() };
}

/**
 * Confirms set-up with a code from the waiting secret: it becomes the active one, with new recovery
 * codes (returned, shown only this once) in place of any earlier ones. Null when the code is not
 * current for it, or another request confirmed or restarted the set-up meanwhile.
 */
export async function confirmTwoFactorSetup(db: Db, user: StaffUser, code: string): Promise<string[] | null> {
  const pending = user.totp_pending_secret;
  const step = pending ? stepOfCode(user, pending, code.replace(/\s/g, '')) : null;
  if (!pending || step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return db.transaction().execute(async (trx) => {
    // The new secret's replay guard starts at the confirming code, which therefore cannot sign in.
    const activated = await trx
      .updateTable('staff_user')
      .set({ totp_secret: pending, totp_pending_secret: null, totp_enabled: 1, totp_last_step: step, update_time: nowIso() })
      .where('id', '=', user.id)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    if (Number(activated.numUpdatedRows) !== 1) return null;
    await trx.deleteFrom('recovery_code').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('recovery_code')
      .values(codes.map((c) => ({ user_id: user.id, code_hash: hashRecoveryCode(c), used_time: null })))
      .execute();
    // Only a set-up that took effect is recorded: a code that came too late changed nothing.
    await recordAudit(trx, { action: 'enableTwoFactor', entity: 'account', no: String(user.id), summary: `${user.login_account} recoveryCodes=${codes.length}` });
    return codes;
  });
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await audited(db, { action: 'disableTwoFactor', entity: 'account', no: String(userId) }, async (trx) => {
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await trx
      .updateTable('staff_user')
      .set({ totp_enabled: 0, totp_secret: null, totp_pending_secret: null, update_time: nowIso() })
      .where('id', '=', userId)
      .execute();
  });
}
