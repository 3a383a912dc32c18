/**
 * Creates a staff account or resets its password from the command line:
 *
 *   npm run staff -- --account alice --role editor            (prints a generated password)
 *   npm run staff -- --account admin --reset                  (new password for an existing account; its role stays)
 *   npm run staff -- --account admin --reset --enable         (the same, and a disabled account may sign in again)
 *   STAFF_PASSWORD='...' npm run staff -- --account bob       (password from the environment)
 *
 * The password is never taken from the command line itself, where shell history would keep it.
 */
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER, type RoleId } from '../contract/roles.js';
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { AppError } from '../server/http/errors.js';
import { translate } from '../server/i18n/translate.js';
import { generatePassword } from '../server/modules/auth/password.js';
import { createUserService } from '../server/modules/users/service.js';
import { commandOptions, runCommand } from './run-command.js';

const usage = 'usage: npm run staff -- --account <name> [--role administrator|editor|reviewer] [--name "Full Name"] [--reset [--enable]]';

/** The roles by name; a new account without --role is an administrator. */
const ROLES: Record<string, RoleId> = { administrator: ROLE_ADMINISTRATOR, editor: ROLE_EDITOR, reviewer: ROLE_REVIEWER };

async function main(): Promise<number> {
  const values = commandOptions(
    {
      account: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      reset: { type: 'boolean', default: false },
      enable: { type: 'boolean', default: false },
    } as const,
    `${usage}\n`,
  );
  if (typeof values === 'number') return values;
  if (!values.account || (values.role !== undefined && !Object.hasOwn(ROLES, values.role)) || (values.enable && !values.reset)) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  const { db } = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const users = createUserService(db);
    const existing = await users.findByAccount(values.account);
    if (existing && !values.reset) {
      process.stderr.write(`The account "${existing.login_account}" exists. Add --reset to give it a new password.\n`);
      return 1;
    }
    // A mistyped name must not create an account (an administrator, without --role).
    if (!existing && values.reset) {
      process.stderr.write(`No account "${values.account}" exists; nothing was reset or created. Leave out --reset to create it.\n`);
      return 1;
    }
    const given = process.env.STAFF_PASSWORD;
    const password = given || generatePassword();
    const roleId = values.role === undefined ? undefined : ROLES[values.role];
    const { user, created } = await users.createOrReset({ loginAccount: values.account, userName: values.name, password, roleId, enable: values.enable });
    const role = Object.keys(ROLES).find((name) => ROLES[name] === user.role_id) ?? 'staff';
    process.stdout.write(`${created ? 'Created' : 'Reset'} ${role} account "${user.login_account}".\n`);
    if (user.disabled === 1) process.stdout.write('The account is disabled and cannot sign in; add --enable to let it in again.\n');
    if (!given) process.stdout.write(`Password: ${password}\n(shown once; every earlier session of the account has ended)\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const problems = (error.details.fieldProblems ?? []).map((p) => translate('en_US', p.key, { label: p.field, ...p.vars }));
      process.stderr.write(`Refused: ${[translate('en_US', error.key, error.vars), ...problems].join(' ')}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
