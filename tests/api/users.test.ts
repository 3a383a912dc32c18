import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER } from '../../contract/roles.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('staff accounts on %s', (dialect) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<TestContext['staff']>>;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await ctx.staff('administrator');
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: object, token = admin.token) =>
    ctx.request({ method: method as 'GET', url, payload, headers: { authorization: token } });
  const login = (loginAccount: string, password: string) =>
    ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount, password } });

  it('creates an editor who can sign in with the chosen password', async () => {
    const created = await call('POST', '/api/admin/users', {
      loginAccount: 'Maria.Keller',
      userName: 'Maria Keller',
      password: 'Harbour lights at dusk 9',
      roleId: 2,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body_.result).toMatchObject({ loginAccount: 'maria.keller', userName: 'Maria Keller', roleId: 2, roleName: 'Editor', disabled: false });
    expect((await login('MARIA.KELLER', 'Harbour lights at dusk 9')).statusCode).toBe(200);

    const again = await call('POST', '/api/admin/users', { loginAccount: 'maria.keller', password: 'Harbour lights at dusk 9', roleId: 2 });
    expect(again.statusCode).toBe(409);
  });

  it('answers simultaneous creates of one account with one 200 and 409s, never a 500', async () => {
    const create = () =>
      call('POST', '/api/admin/users', { loginAccount: 'Race.Runner', password: 'Six at the starting line 6', roleId: 2 }, admin.token);
    const answers = await Promise.all(Array.from({ length: 6 }, create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.body_.message).toBe('An account with this name already exists.');
  });

  it('validates new accounts field by field', async () => {
    const response = await call('POST', '/api/admin/users', { loginAccount: 'a b', password: 'short', roleId: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['loginAccount', 'password', 'roleId']);
  });

  it('resets a password and changes a role, ending the account sessions', async () => {
    const editor = await ctx.staff('editor');
    const reset = await call('PUT', '/api/admin/users', { id: editor.id, password: 'Completely new secret 55' });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/mine', undefined, editor.token)).statusCode).toBe(401);
    const fresh = (await login(editor.account, 'Completely new secret 55')).body_.result as string;

    const promoted = await call('PUT', '/api/admin/users', { id: editor.id, roleId: 1 });
    expect(promoted.body_.result.roleId).toBe(1);
    expect((await call('GET', '/api/admin/mine', undefined, fresh)).statusCode).toBe(401);
  });

  it('does not let an administrator lock themselves out', async () => {
    expect((await call('PUT', '/api/admin/users', { id: admin.id, roleId: 2 })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/mine')).statusCode).toBe(200);
    // Keeping the own administrator role while renaming oneself is no lock-out.
    const renamed = await call('PUT', '/api/admin/users', { id: admin.id, roleId: ROLE_ADMINISTRATOR, userName: 'Head of chambers' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.body_.result).toMatchObject({ roleId: ROLE_ADMINISTRATOR, userName: 'Head of chambers', disabled: false });
  });

  it('does not let a token alone change its own account password through the staff list', async () => {
    const res = await call('PUT', '/api/admin/users', { id: admin.id, password: 'A whole new password 2026' });
    expect(res.statusCode).toBe(400);
    expect(res.body_.result.fieldErrors[0]).toMatchObject({ field: 'password', message: expect.stringContaining('My account') });
    expect((await login(admin.account, 'A whole new password 2026')).body_.status).not.toBe(200);
    expect((await login(admin.account, admin.password)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await call('PUT', '/api/admin/users', { id: 999999, userName: 'Ghost' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/999999')).statusCode).toBe(404);
  });

  it('creates the first administrator once, from the configuration or with a generated password', async () => {
    const users = ctx.app.services.users;
    expect(await users.ensureFirstAdministrator({})).toBeNull();
  });
});

describe('first administrator and command line', () => {
  it('creates the configured administrator on an empty database only', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      const first = await ctx.app.services.users.ensureFirstAdministrator({ account: 'founder', password: 'Founding partner key 2026' });
      expect(first).toMatchObject({ account: 'founder', generated: false });
      expect((await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'founder', password: 'Founding partner key 2026' } })).statusCode).toBe(200);
      expect(await ctx.app.services.users.ensureFirstAdministrator({ account: 'other', password: 'Another partner key 2026' })).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it('generates a random password when none is configured', async () => {
    const a = await createTestContext('sqlite');
    const b = await createTestContext('sqlite');
    try {
      const first = await a.app.services.users.ensureFirstAdministrator({});
      const second = await b.app.services.users.ensureFirstAdministrator({});
      expect(first).toMatchObject({ account: 'admin', generated: true });
      expect(first!.password).toHaveLength(20);
      expect(first!.password).not.toBe(second!.password);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('creates and resets an account with npm run staff', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      const run = (args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
          env: { ...process.env, DATA_DIR: ctx.dataDir, STAFF_PASSWORD: '' },
          encoding: 'utf8',
          timeout: 30_000,
        });
      const created = run(['--account', 'night-editor', '--role', 'editor']);
      expect(created.status, created.stderr).toBe(0);
      const password = /Password: (\S+)/.exec(created.stdout)![1]!;
      expect((await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'night-editor', password } })).statusCode).toBe(200);

      expect(run(['--account', 'night-editor']).status).toBe(1);
      const reset = run(['--account', 'night-editor', '--reset']);
      expect(reset.status).toBe(0);
      const newPassword = /Password: (\S+)/.exec(reset.stdout)![1]!;
      expect(newPassword).not.toBe(password);
      expect((await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'night-editor', password: newPassword } })).statusCode).toBe(200);
      // A reset without --role keeps the role: it once made every account it reset an administrator.
      expect(reset.stdout).toContain('Reset editor account "night-editor"');
      const roleOf = async (account: string) => {
        const admin = await ctx.staff('administrator');
        const list = await ctx.request({ method: 'GET', url: '/api/admin/users?pageNo=1&pageSize=100', headers: { authorization: admin.token } });
        return list.json<{ result: { loginAccount: string; roleId: number }[] }>().result.find((u) => u.loginAccount === account)?.roleId;
      };
      expect(await roleOf('night-editor')).toBe(ROLE_EDITOR);
      const reviewer = run(['--account', 'second-reader', '--role', 'reviewer']);
      expect(reviewer.status, reviewer.stderr).toBe(0);
      expect(await roleOf('second-reader')).toBe(ROLE_REVIEWER);
      expect(run(['--account', 'x', '--role', 'owner']).status).toBe(2);
      // A mistyped or incomplete option is refused in words with the usage, not a stack trace.
      for (const wrong of [['--acount', 'x'], ['--account', 'x', '--role']]) {
        const refused = run(wrong);
        expect(refused.status, refused.stderr).toBe(2);
        expect(refused.stderr).toMatch(/^(Unknown option '--acount'|Option '--role <value>' argument missing)/);
        expect(refused.stderr).toContain('usage: npm run staff');
        expect(refused.stderr).not.toMatch(/\n\s+at /);
      }
      const help = run(['--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/^usage: npm run staff/);

      // A leaver's disabled account stays shut when its password is reset; --enable lets it in.
      const admin = await ctx.staff('administrator');
      const leaver = await ctx.staff('editor');
      expect((await ctx.request({ method: 'DELETE', url: `/api/admin/users/${leaver.id}`, headers: { authorization: admin.token } })).statusCode).toBe(200);
      const shut = run(['--account', leaver.account, '--reset']);
      expect(shut.status, shut.stderr).toBe(0);
      expect(shut.stdout).toContain('The account is disabled and cannot sign in; add --enable to let it in again.');
      const shutPassword = /Password: (\S+)/.exec(shut.stdout)![1]!;
      const signIn = (password: string) => ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: leaver.account, password } });
      expect((await signIn(shutPassword)).statusCode).toBe(400);
      const enabled = run(['--account', leaver.account, '--reset', '--enable']);
      expect(enabled.status, enabled.stderr).toBe(0);
      expect(enabled.stdout).not.toContain('disabled');
      expect((await signIn(/Password: (\S+)/.exec(enabled.stdout)![1]!)).statusCode).toBe(200);

      // A mistyped name with --reset creates nothing, least of all an administrator.
      const typo = run(['--account', 'night-edtior', '--reset']);
      expect(typo.status).toBe(1);
      expect(typo.stderr).toContain('No account "night-edtior" exists; nothing was reset or created.');
      expect(await roleOf('night-edtior')).toBeUndefined();
      expect(run(['--account', 'night-editor', '--enable']).status).toBe(2);
    } finally {
      await ctx.close();
    }
    // Twelve runs of the script, each compiling it afresh: the time is the machine's, not the test's.
  }, 240_000);
});
