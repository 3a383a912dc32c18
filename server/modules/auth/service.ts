/**
 * Staff sign-in: login with throttling, token sessions with idle and absolute expiry,
 * sign-out, password and avatar changes, and two-step sign-in (`twoFactor`).
 */
import type { Kysely } from 'kysely';
import { signInFailedSummary, type SignInFailure } from '../../../contract/audit-summaries.js';
import type { ModifyPasswordBody, Profile } from '../../../contract/auth.js';
import type { Lang } from '../../../contract/languages.js';
import type { Database, StaffUser } from '../../db/schema.js';
import { isoAfter, nowIso } from '../../db/time.js';
import { AppError, badRequest, invalidFields, tooManyAttempts } from '../../http/errors.js';
import { audited, recordAudit } from '../audit/record.js';
import { identityOf } from '../users/identity.js';
import { findUserByAccount, findUserById, normaliseAccount, updateUser } from '../users/repository.js';
import { confirmCurrentCredentials } from './current-credentials.js';
import { hashForUnknownAccounts, hashPassword, passwordProblem, verifyPassword } from './password.js';
import { deletePreviewsMadeBy } from '../preview/repository.js';
import { deleteDeadSessions, findSessionWithUser, insertSession, revokeSession, revokeUserSessions, touchSession } from './session-repository.js';
import { clearAttempts, inReservationOrder, loginKeys, releaseAttempt, reserveAttempt } from './throttle.js';
import { hashToken, newToken } from './tokens.js';
import { checkSecondFactor } from './two-factor.js';
import { createTwoFactorService } from './two-factor-service.js';
import { isRequired } from './two-factor-repository.js';
import type { StaffPrincipal } from './principal.js';

export interface AuthSettings {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

/** Writing the last-use time on every call would turn every read into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export function toProfile(user: StaffUser, lang: Lang, twoFactorRequired = false): Profile {
  return { ...identityOf(user, lang), twoFactorRequired };
}

export function createAuthService(db: Kysely<Database>, settings: AuthSettings) {
  /**
   * A failed sign-in, recorded for the person whose account was named (or the name typed, when
   * no account has it). Attempts refused by the lock are not recorded: they checked nothing, and
   * the lock is what bounds how many entries a guesser can write.
   */
  async function recordFailure(account: string, user: StaffUser | undefined, reason: SignInFailure): Promise<void> {
    await recordAudit(db, { action: 'signInFailed', entity: 'session', person: { userId: user?.id ?? null, userName: user?.user_name ?? account }, summary: signInFailedSummary(account, reason) });
  }

  return {
    twoFactor: createTwoFactorService(db),

    async login(input: { loginAccount: string; password: string; otp?: string | undefined; address: string }): Promise<string> {
      const account = normaliseAccount(input.loginAccount);
      const keys = loginKeys(account, input.address);
      // Counted before the slow hash, so simultaneous guesses cannot all slip past the limit.
      const locked = await reserveAttempt(db, inReservationOrder(keys));
      if (locked > 0) throw tooManyAttempts(locked);

      // From here the reservation stands as a failure unless the password is right.
      const user = await findUserByAccount(db, account);
      const usable = user && user.disabled === 0 ? user : undefined;
      const passwordOk = await verifyPassword(usable?.password_hash ?? (await hashForUnknownAccounts()), input.password);
      if (!usable || !passwordOk) {
        await recordFailure(account, user, 'loginFailed');
        throw badRequest('loginFailed');
      }

      if (usable.totp_enabled === 1) {
        if (!input.otp) {
          await releaseAttempt(db, inReservationOrder(keys));
          throw badRequest('otpRequired', {}, { otpRequired: true });
        }
        if (!(await checkSecondFactor(db, usable, input.otp))) {
          await recordFailure(account, usable, 'otpWrong');
          throw badRequest('loginFailed', {}, { otpRequired: true });
        }
      }

      // The caller proved who they are for this account: its pair starts again. Failures spent on
      // other accounts from this address, and by others on this account, stay: one staff member
      // signing in between rounds must not wipe the address's count of guesses at colleagues.
      await clearAttempts(db, [keys.pair]);
      await releaseAttempt(db, [keys.address, keys.account]);
      const now = nowIso();
      const token = newToken();
      const person = { userId: usable.id, userName: usable.user_name };
      await audited(db, { action: 'signIn', entity: 'session', person, summary: usable.login_account }, async (trx) => {
        await updateUser(trx, usable.id, { last_login_time: now });
        await deleteDeadSessions(trx, now, isoAfter(-86_400_000));
        await insertSession(trx, { tokenHash: hashToken(token), userId: usable.id, now, expires: isoAfter(settings.sessionMaxMs) });
      });
      return token;
    },

    /** The principal behind a token, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<StaffPrincipal | null> {
      const session = await findSessionWithUser(db, hashToken(token));
      if (!session || session.revokedTime || session.disabled === 1) return null;
      const now = Date.now();
      if (Date.parse(session.expiresTime) <= now) return null;
      const lastUsed = Date.parse(session.lastUsedTime);
      if (lastUsed + settings.sessionIdleMs <= now) return null;
      if (now - lastUsed > TOUCH_INTERVAL_MS) await touchSession(db, session.sessionId, new Date(now).toISOString());
      const twoFactorRequired = isRequired(session.requireTwoFactor);
      return {
        userId: session.userId,
        userName: session.userName,
        roleId: session.roleId,
        sessionId: session.sessionId,
        twoFactorRequired,
        mustSetUpTwoFactor: twoFactorRequired && session.totpEnabled !== 1,
      };
    },

    async logout(principal: StaffPrincipal): Promise<void> {
      await audited(db, { action: 'signOut', entity: 'session' }, (trx) => revokeSession(trx, principal.sessionId, nowIso()));
    },

    async profile(principal: StaffPrincipal, lang: Lang): Promise<Profile> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError(401, 'unauthorized');
      return toProfile(user, lang, principal.twoFactorRequired);
    },

    /**
     * Changes the caller's password, given the current one (and the current code while two-step
     * sign-in is on), and signs out every other session of the account.
     */
    async changePassword(principal: StaffPrincipal, change: ModifyPasswordBody, address: string): Promise<void> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError(401, 'unauthorized');
      // The new password is judged first, so that a refusal of it does not spend the caller's code.
      if (change.oldPassword === change.newPassword) throw invalidFields([{ field: 'newPassword', key: 'passwordSameAsOld' }]);
      const problem = passwordProblem(change.newPassword);
      if (problem) throw invalidFields([{ field: 'newPassword', key: problem, vars: { min: 12 } }]);
      await confirmCurrentCredentials(db, user, { password: change.oldPassword, otp: change.otp }, { address, answerField: 'oldPassword' });
      const now = nowIso();
      const hash = await hashPassword(change.newPassword);
      await audited(db, { action: 'changePassword', entity: 'account', no: String(user.id), summary: user.login_account }, async (trx) => {
        await updateUser(trx, user.id, { password_hash: hash, update_time: now });
        await revokeUserSessions(trx, user.id, now, principal.sessionId);
        // Preview links are tokens of the account too (issue 45.11): a new password ends them as it ends the other sessions.
        await deletePreviewsMadeBy(trx, user.id);
      });
    },

    async changeHeadImg(principal: StaffPrincipal, headImg: string): Promise<void> {
      await audited(db, { action: 'changeAvatar', entity: 'account', no: String(principal.userId), summary: headImg }, (trx) =>
        updateUser(trx, principal.userId, { head_img: headImg, update_time: nowIso() }),
      );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
