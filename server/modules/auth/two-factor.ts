/**
 * Two-step sign-in with authenticator-app codes (TOTP, RFC 6238) and one-time recovery codes.
 * A set-up's secret waits apart from the active one and only replaces it once a code from it has
 * been confirmed, so starting a set-up never turns the second factor off.
 */
import { recoveryCodesSummary } from '../../../contract/audit-summaries.js';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database, StaffUser } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { audited, recordAudit } from '../audit/record.js';
import { activatePendingSecret, removeTwoFactor, replaceRecoveryCodes, savePendingSecret, spendAuthenticatorStep, spendRecoveryCode } from './two-factor-repository.js';

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
  return spendAuthenticatorStep(db, user.id, step);
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
  return spendRecoveryCode(db, user.id, hashRecoveryCode(compact), nowIso());
}

/**
 * Starts set-up: a new secret, returned once as an otpauth:// address for the app to scan. It waits
 * beside the active one, which keeps working until a code from the new one is confirmed.
 */
export async function beginTwoFactorSetup(db: Db, user: StaffUser): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await audited(db, { action: 'startTwoFactor', entity: 'account', no: String(user.id), summary: user.login_account }, (trx) =>
    savePendingSecret(trx, user.id, secret, nowIso()),
  );
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
    if (!(await activatePendingSecret(trx, user.id, pending, step, nowIso()))) return null;
    await replaceRecoveryCodes(trx, user.id, codes.map((c) => hashRecoveryCode(c)));
    // Only a set-up that took effect is recorded: a code that came too late changed nothing.
    await recordAudit(trx, { action: 'enableTwoFactor', entity: 'account', no: String(user.id), summary: recoveryCodesSummary(user.login_account, codes.length) });
    return codes;
  });
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await audited(db, { action: 'disableTwoFactor', entity: 'account', no: String(userId) }, (trx) => removeTwoFactor(trx, userId, nowIso()));
}
