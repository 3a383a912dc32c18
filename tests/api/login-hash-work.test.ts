/**
 * A sign-in with an unknown (or disabled) account does the same work as one with a wrong password:
 * one argon2 verification, against a stand-in hash (issue 16.8b). Skipping it would make the
 * answer come back faster for a name that has no account, an oracle for which accounts exist.
 * The work is counted, not timed: the password module's `verifyPassword` is watched.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../server/modules/auth/password.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

vi.mock('../../server/modules/auth/password.js', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const verify = vi.mocked(password.verifyPassword);

describe.each(dialects)('the work a failed sign-in does on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx.close());
  beforeEach(() => verify.mockClear());

  const login = (loginAccount: string, secret: string, remoteAddress: string) =>
    ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount, password: secret }, remoteAddress });

  it('verifies a password once for a known account with a wrong password, against its own hash', async () => {
    const staff = await ctx.staff('editor');
    verify.mockClear();
    expect((await login(staff.account, 'not-the-password-at-all', '198.51.100.61')).statusCode).toBe(400);
    expect(verify).toHaveBeenCalledTimes(1);
    const stored = await ctx.app.db.selectFrom('staff_user').select('password_hash').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(verify.mock.calls[0]![0]).toBe(stored.password_hash);
  });

  it('verifies a password once for an unknown account too, against the stand-in argon2id hash', async () => {
    expect((await login('nobody-by-this-name', 'not-the-password-at-all', '198.51.100.62')).statusCode).toBe(400);
    expect(verify).toHaveBeenCalledTimes(1);
    const [hash, given] = verify.mock.calls[0]!;
    expect(hash).toBe(await password.hashForUnknownAccounts());
    // As costly as a real one: argon2id with the same parameters as stored passwords.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(given).toBe('not-the-password-at-all');
  });

  it('verifies a password once for a disabled account, whose own hash is not used', async () => {
    const staff = await ctx.staff('editor');
    await ctx.app.db.updateTable('staff_user').set({ disabled: 1 }).where('id', '=', staff.id).execute();
    verify.mockClear();
    expect((await login(staff.account, staff.password, '198.51.100.63')).statusCode).toBe(400);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toBe(await password.hashForUnknownAccounts());
  });
});
