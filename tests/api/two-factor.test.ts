import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

/** The authenticator code of the time step `stepsAhead` steps from now (the server allows one step of drift). */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Waits for a fresh 30-second step when this one ends soon, so a test's codes all fall in one step. */
async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe.each(dialects)('two-step sign-in on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, token: string, payload?: object) =>
    ctx.request({ method: method as 'GET', url, payload, headers: { authorization: token } });
  const login = (loginAccount: string, password: string, otp?: string) =>
    ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount, password, ...(otp ? { otp } : {}) } });

  it('is set up with a code from the app, then asked for at sign-in, each code once, and recovery codes once', async () => {
    const staff = await ctx.staff('editor');
    await awayFromStepEdge();
    const setup = await call('POST', '/api/admin/two-factor/setup', staff.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.body_.result;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect((await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: '000000' })).statusCode).toBe(400);
    const confirmed = await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes = confirmed.body_.result.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/admin/mine', staff.token)).body_.result.twoFactorEnabled).toBe(true);

    const withoutCode = await login(staff.account, staff.password);
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.body_.result).toEqual({ otpRequired: true });
    expect(withoutCode.body_.message).toMatch(/authenticator app/);
    expect((await login(staff.account, staff.password, '123456')).statusCode).toBe(400);
    // The code that confirmed the set-up is spent; the next step's code signs in, once.
    expect((await login(staff.account, staff.password, codeFor(secret))).statusCode).toBe(400);
    expect((await login(staff.account, staff.password, codeFor(secret, 1))).statusCode).toBe(200);
    expect((await login(staff.account, staff.password, codeFor(secret, 1))).statusCode).toBe(400);
    expect((await login(staff.account, staff.password, recoveryCodes[0])).statusCode).toBe(200);
    expect((await login(staff.account, staff.password, recoveryCodes[0])).statusCode).toBe(400);
    // A wrong password with a right code is still just a wrong password.
    expect((await login(staff.account, 'wrong password here', codeFor(secret, 1))).body_.message).toBe('incorrect account or password');

    const disabled = await call('POST', '/api/admin/two-factor/disable', staff.token, { password: staff.password });
    expect(disabled.statusCode).toBe(200);
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
  });

  it('can be required for every account by an administrator', async () => {
    const admin = await ctx.staff('administrator');
    const editor = await ctx.staff('editor');
    const policy = await call('PUT', '/api/admin/users/two-factor-policy', admin.token, { required: true });
    expect(policy.body_.result).toEqual({ required: true });
    try {
      const blocked = await call('GET', '/api/admin/latest-news', editor.token);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.body_.result).toEqual({ twoFactorSetupRequired: true });
      const mine = await call('GET', '/api/admin/mine', editor.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.body_.result).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });

      const { secret } = (await call('POST', '/api/admin/two-factor/setup', editor.token)).body_.result;
      await call('POST', '/api/admin/two-factor/confirm', editor.token, { otp: codeFor(secret) });
      expect((await call('GET', '/api/admin/latest-news', editor.token)).statusCode).toBe(200);
      expect((await call('POST', '/api/admin/two-factor/disable', editor.token, { password: editor.password })).statusCode).toBe(409);
    } finally {
      const off = await ctx.request({
        method: 'PUT',
        url: '/api/admin/users/two-factor-policy',
        headers: { authorization: (await ctx.staff('administrator')).token },
        payload: { required: false },
      });
      expect(off.statusCode).toBe(403); // a fresh administrator has no second factor yet either
      await ctx.app.db.updateTable('site_state').set({ require_two_factor: 0 }).execute();
    }
  });
});
