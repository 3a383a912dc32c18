/**
 * The proof asked for before a signed-in staff member changes a credential (decision 0015): the
 * current password, and while two-step sign-in is on, a current authenticator code or an unused
 * recovery code. A session token alone is not enough, and guesses are throttled like sign-in.
 */
import type { Kysely } from 'kysely';
import type { Database, StaffUser } from '../../db/schema.js';
import { AppError, invalidFields } from '../../http/errors.js';
import { verifyPassword } from './password.js';
import { credentialKeys, releaseAttempt, reserveAttempt } from './throttle.js';
import { checkSecondFactor } from './two-factor.js';

type Db = Kysely<Database>;

export interface CurrentCredentials {
  password: string;
  otp?: string | undefined;
}

export interface CheckContext {
  /** The client address, whose throttling key sign-in shares. */
  address: string;
  /** The body field of the answer checked (the password, or a code alone), where a wrong one and a lock are reported. */
  answerField?: string;
}

/** 429 at the answer's field, so that a form shows it where the user was typing. */
function checksLocked(retryAfterSeconds: number, field: string): AppError {
  const vars = { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
  return new AppError(429, 'credentialChecksLocked', vars, {
    fieldProblems: [{ field, key: 'credentialChecksLocked', vars }],
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

function twoFactorOn(user: StaffUser): boolean {
  return user.totp_enabled === 1;
}

/**
 * Runs `check` as one throttled attempt on the account's credential keys: reserved before it runs
 * (so simultaneous guesses cannot all get through), kept as a failure when it throws, and taken
 * back when it passes.
 */
export async function asThrottledAttempt<T>(db: Db, userId: number, context: CheckContext, check: () => Promise<T>): Promise<T> {
  const keys = credentialKeys(userId, context.address);
  const locked = await reserveAttempt(db, keys);
  if (locked > 0) throw checksLocked(locked, context.answerField ?? 'password');
  const result = await check();
  await releaseAttempt(db, keys);
  return result;
}

/** Throws a field error (400) or 429 unless `given` proves the caller is the account's owner. The code given is spent. */
export async function confirmCurrentCredentials(db: Db, user: StaffUser, given: CurrentCredentials, context: CheckContext): Promise<void> {
  const passwordField = context.answerField ?? 'password';
  const otp = given.otp?.trim();
  // Said before anything is checked, so that the answer tells nothing about the password.
  if (twoFactorOn(user) && !otp) throw invalidFields([{ field: 'otp', key: 'otpRequired' }]);

  await asThrottledAttempt(db, user.id, context, async () => {
    if (!(await verifyPassword(user.password_hash, given.password))) {
      throw invalidFields([{ field: passwordField, key: 'oldPasswordWrong' }]);
    }
    // Only after the right password, so that a guess at it never spends the owner's code.
    if (otp && twoFactorOn(user) && !(await checkSecondFactor(db, user, otp))) {
      throw invalidFields([{ field: 'otp', key: 'otpWrong' }]);
    }
  });
}
