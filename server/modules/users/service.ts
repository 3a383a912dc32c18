/**
 * Staff accounts: creation, password resets, role changes and disabling. Any change that takes
 * rights away, and a password reset, signs the account out everywhere at once and ends the preview
 * links it made (issue 45.11): a link shows drafts to whoever holds it, on the maker's authority.
 */
import type { Kysely } from 'kysely';
import { twoFactorPolicySummary } from '../../../contract/audit-summaries.js';
import { ROLE_ADMINISTRATOR, type RoleId } from '../../../contract/roles.js';
import type { Database, StaffUser } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { conflictOnUniqueViolation } from '../../db/unique-violation.js';
import { conflict, invalidFields, notFound } from '../../http/errors.js';
import { generatePassword, hashPassword, passwordProblem } from '../auth/password.js';
import { revokeUserSessions } from '../auth/session-repository.js';
import { readTwoFactorRequired, writeTwoFactorRequired } from '../auth/two-factor-repository.js';
import { audited } from '../audit/record.js';
import { deletePreviewsMadeBy } from '../preview/repository.js';
import { countUsers, findUserByAccount, findUserById, insertUser, listUsers, normaliseAccount, updateUser } from './repository.js';

export interface NewAccount {
  loginAccount: string;
  userName?: string | undefined;
  password: string;
  roleId: RoleId;
}

/** The changes an administrator makes to an account from the staff list. */
export interface AccountChange {
  id: number;
  userName?: string | undefined;
  roleId?: RoleId | undefined;
  disabled?: boolean | undefined;
  password?: string | undefined;
}

/**
 * An administrator cannot lock themselves out (disable the own account or give up the
 * administrator role): another administrator has to do it.
 */
function refuseSelfLockout(callerId: number, change: Omit<AccountChange, 'password'>): void {
  if (callerId !== change.id) return;
  if (change.disabled === true || (change.roleId !== undefined && change.roleId !== ROLE_ADMINISTRATOR)) throw conflict('cannotDemoteSelf');
}

export function createUserService(db: Kysely<Database>) {
  async function requireUser(id: number): Promise<StaffUser> {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    return user;
  }

  function checkPassword(password: string, field = 'password'): void {
    const problem = passwordProblem(password);
    if (problem) throw invalidFields([{ field, key: problem, vars: { min: 12 } }]);
  }

  return {
    /** One page of accounts, with how many there are. */
    async page(page: { offset: number; limit: number }): Promise<{ users: StaffUser[]; totalCount: number }> {
      const [users, totalCount] = await Promise.all([listUsers(db, page), countUsers(db)]);
      return { users, totalCount };
    },
    findByAccount: (account: string) => findUserByAccount(db, account),

    async create(account: NewAccount): Promise<StaffUser> {
      checkPassword(account.password);
      const loginAccount = normaliseAccount(account.loginAccount);
      const taken = () => conflict('accountExists');
      if (await findUserByAccount(db, loginAccount)) throw taken();
      const now = nowIso();
      const passwordHash = await hashPassword(account.password);
      // A simultaneous create of the same name can pass the check above; the unique index decides.
      const id = await conflictOnUniqueViolation(
        () =>
          audited(db, { action: 'create', entity: 'staffUser', summary: loginAccount }, async (trx, note) => {
            const inserted = await insertUser(trx, {
              login_account: loginAccount,
              user_name: account.userName?.trim() || account.loginAccount.trim(),
              head_img: null,
              role_id: account.roleId,
              password_hash: passwordHash,
              disabled: 0,
              totp_secret: null,
              totp_enabled: 0,
              last_login_time: null,
              create_time: now,
              update_time: now,
            });
            note.no = String(inserted);
            return inserted;
          }),
        taken,
      );
      return requireUser(id);
    },

    /** Sets a new password chosen by an administrator or the command line; every session ends. */
    async resetPassword(id: number, password: string): Promise<void> {
      checkPassword(password);
      const now = nowIso();
      const hash = await hashPassword(password);
      await audited(db, { action: 'resetPassword', entity: 'staffUser', no: String(id), summary: (await requireUser(id)).login_account }, async (trx) => {
        await updateUser(trx, id, { password_hash: hash, update_time: now });
        await revokeUserSessions(trx, id, now);
        await deletePreviewsMadeBy(trx, id);
      });
    },

    async update(id: number, changes: { userName?: string | undefined; roleId?: RoleId | undefined; disabled?: boolean | undefined }): Promise<StaffUser> {
      const user = await requireUser(id);
      const now = nowIso();
      const losesRights =
        (changes.roleId !== undefined && changes.roleId !== user.role_id) || (changes.disabled === true && user.disabled === 0);
      const summary = [user.login_account, ...Object.entries(changes).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${String(value)}`)].join(' ');
      await audited(db, { action: 'update', entity: 'staffUser', no: String(id), summary }, async (trx) => {
        await updateUser(trx, id, {
          ...(changes.userName !== undefined ? { user_name: changes.userName } : {}),
          ...(changes.roleId !== undefined ? { role_id: changes.roleId } : {}),
          ...(changes.disabled !== undefined ? { disabled: changes.disabled ? 1 : 0 } : {}),
          update_time: now,
        });
        if (losesRights) {
          await revokeUserSessions(trx, id, now);
          await deletePreviewsMadeBy(trx, id);
        }
      });
      return requireUser(id);
    },

    twoFactorRequired: () => readTwoFactorRequired(db),

    /**
     * An administrator's change to an account from the staff list (`callerId`: the administrator).
     * Not the own account's password: a stolen token must not change it without the current one,
     * which My account asks for.
     */
    async change(callerId: number, change: AccountChange): Promise<StaffUser> {
      const { id, password, ...changes } = change;
      refuseSelfLockout(callerId, change);
      if (password && callerId === id) throw invalidFields([{ field: 'password', key: 'ownPasswordViaAccount' }]);
      await requireUser(id);
      if (password) await this.resetPassword(id, password);
      return this.update(id, changes);
    },

    /** Disables an account (`callerId`: the administrator asking, who cannot disable themselves). */
    async disable(callerId: number, id: number): Promise<StaffUser> {
      refuseSelfLockout(callerId, { id, disabled: true });
      await requireUser(id);
      return this.update(id, { disabled: true });
    },

    /** Whether every account, whatever its role, must set up two-step sign-in (the administrators decide). */
    async setTwoFactorRequired(required: boolean): Promise<void> {
      await audited(db, { action: 'update', entity: 'twoFactorPolicy', summary: twoFactorPolicySummary(required) }, async (trx) => {
        await writeTwoFactorRequired(trx, required);
      });
    },

    /**
     * Creates the account, or resets its password when it exists (the command line's `npm run
     * staff`). A new account gets `roleId` (an administrator when none is named); an existing one
     * a new role only when one is named, and is let in again only when `enable` says so: a
     * password reset never changes what the account may do, and a leaver's account stays shut.
     */
    async createOrReset(
      account: Omit<NewAccount, 'roleId'> & { roleId?: RoleId | undefined; enable?: boolean },
    ): Promise<{ user: StaffUser; created: boolean }> {
      const existing = await findUserByAccount(db, account.loginAccount);
      if (!existing) return { user: await this.create({ ...account, roleId: account.roleId ?? ROLE_ADMINISTRATOR }), created: true };
      await this.resetPassword(existing.id, account.password);
      const user = await this.update(existing.id, { roleId: account.roleId, ...(account.enable ? { disabled: false } : {}) });
      return { user, created: false };
    },

    /**
     * On an empty database, the first administrator: from the configured account and password,
     * else `admin` with a random password that the caller prints once.
     */
    async ensureFirstAdministrator(configured: { account?: string | undefined; password?: string | undefined }) {
      if ((await countUsers(db)) > 0) return null;
      const password = configured.password ?? generatePassword();
      const user = await this.create({ loginAccount: configured.account ?? 'admin', password, roleId: ROLE_ADMINISTRATOR });
      return { account: user.login_account, password, generated: configured.password === undefined };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
