/**
 * Two-step sign-in as a staff member changes it on the own account: starting a set-up and turning
 * it off need the current credentials; confirming needs a code from the set-up's new secret.
 * Every check counts against the account's credential throttle (decision 0015).
 */
import type { Kysely } from 'kysely';
import type { Database, StaffUser } from '../../db/schema.js';
import { AppError, conflict, invalidFields } from '../../http/errors.js';
import { findUserById } from '../users/repository.js';
import type { StaffPrincipal } from './principal.js';
import { asThrottledAttempt, confirmCurrentCredentials, type CurrentCredentials } from './current-credentials.js';
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor } from './two-factor.js';

export function createTwoFactorService(db: Kysely<Database>) {
  async function requireUser(userId: number): Promise<StaffUser> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(401, 'unauthorized');
    return user;
  }

  return {
    /** A new secret to scan; while two-step sign-in is on, the current one keeps working until confirmation. */
    async startSetup(userId: number, given: CurrentCredentials, address: string): Promise<{ secret: string; otpauthUrl: string }> {
      const user = await requireUser(userId);
      await confirmCurrentCredentials(db, user, given, { address });
      return beginTwoFactorSetup(db, user);
    },

    /** Makes the set-up's secret the active one; returns the new recovery codes, shown only this once. */
    async confirmSetup(userId: number, otp: string, address: string): Promise<string[]> {
      const user = await requireUser(userId);
      if (!user.totp_pending_secret) throw invalidFields([{ field: 'otp', key: 'twoFactorSetupNotStarted' }]);
      // Throttled too: a set-up left waiting must not be confirmable by guessing with a token alone.
      return asThrottledAttempt(db, user.id, { address, answerField: 'otp' }, async () => {
        const codes = await confirmTwoFactorSetup(db, user, otp);
        if (!codes) throw invalidFields([{ field: 'otp', key: 'setupCodeWrong' }]);
        return codes;
      });
    },

    /** Not while the firm requires two-step sign-in (as read with the caller's session). */
    async disable(principal: StaffPrincipal, given: CurrentCredentials, address: string): Promise<void> {
      if (principal.twoFactorRequired) throw conflict('twoFactorRequiredByPolicy');
      const user = await requireUser(principal.userId);
      await confirmCurrentCredentials(db, user, given, { address });
      await disableTwoFactor(db, user.id);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
