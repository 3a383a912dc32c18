/**
 * Two-step sign-in (TOTP with recovery codes) and the checks that guard every change of a
 * credential: set-up, removal and the password change need the current password, and the
 * current code while two-step sign-in is on; wrong answers are throttled per account like sign-in
 * (decision 0015), so a stolen session token alone neither changes a credential nor guesses one.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

/** The authenticator code of the time step `stepsAhead` steps from now (the server allows one step of drift). */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Stops the clock (Date only: the server and otpauth read the time through it, timers stay real)
 * one second into the next 30-second step, so all of a test's codes fall in one step however
 * long the test runs. A test never starts at an earlier step than the one before it.
 */
function stopClockAtStepStart(): void {
  const step = Math.floor(Date.now() / 30_000) + 1;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(step * 30_000 + 1_000);
}

type Staff = Awaited<ReturnType<TestContext['staff']>>;

describe.each(dialects)('two-step sign-in on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx.close());
  beforeEach(stopClockAtStepStart);
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Each test calls from an address of its own, so the address's counter is its own too. */
  const call = (method: string, url: string, token: string, payload?: object, remoteAddress = '127.0.0.1') =>
    ctx.request({ method: method as 'GET', url, payload, headers: { authorization: token }, remoteAddress });
  const login = (loginAccount: string, password: string, otp?: string) =>
    ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount, password, ...(otp ? { otp } : {}) } });
  const twoFactorOn = async (token: string) => (await call('GET', '/api/admin/mine', token)).body_.result.twoFactorEnabled as boolean;
  const fieldsOf = (response: { body_: any }) => (response.body_.result?.fieldErrors ?? []).map((e: { field: string }) => e.field);

  /** Turns two-step sign-in on; the code that confirmed it is spent, so the next step's code is the one to use. */
  async function turnOn(staff: Staff): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.body_.result;
    const confirmed = await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.body_.result.recoveryCodes };
  }

  it('is set up with a code from the app, then asked for at sign-in, each code once, and recovery codes once', async () => {
    const staff = await ctx.staff('editor');
    const setup = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.body_.result;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['otp']);
    const confirmed = await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes = confirmed.body_.result.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(await twoFactorOn(staff.token)).toBe(true);

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

    const disabled = await call('POST', '/api/admin/two-factor/disable', staff.token, { password: staff.password, otp: recoveryCodes[1] });
    expect(disabled.statusCode).toBe(200);
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
  });

  it('starts a set-up only with the password, and the code while on; the old second factor holds until the new one is confirmed', async () => {
    const staff = await ctx.staff('editor');
    const first = await turnOn(staff);

    // A session token alone: refused, and two-step sign-in stays on.
    expect((await call('POST', '/api/admin/two-factor/setup', staff.token)).statusCode).toBe(400);
    const tokenOnly = await call('POST', '/api/admin/two-factor/setup', staff.token, {});
    expect(tokenOnly.statusCode).toBe(400);
    expect(fieldsOf(tokenOnly)).toEqual(['password']);
    expect(await twoFactorOn(staff.token)).toBe(true);
    expect((await login(staff.account, staff.password)).body_.result).toEqual({ otpRequired: true });

    const withoutCode = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.body_.result.fieldErrors).toEqual([{ field: 'otp', message: 'Enter the code from your authenticator app or a recovery code.' }]);
    const wrongPassword = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: 'not my password', otp: codeFor(first.secret, 1) });
    expect(wrongPassword.body_.result.fieldErrors).toEqual([{ field: 'password', message: 'The current password is not correct.' }]);
    const wrongCode = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password, otp: '000000' });
    expect(fieldsOf(wrongCode)).toEqual(['otp']);

    const again = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password, otp: first.recoveryCodes[0] });
    expect(again.statusCode).toBe(200);
    const second = again.body_.result.secret as string;
    expect(second).not.toBe(first.secret);
    // Started, not confirmed: still on, with the old secret and the old recovery codes.
    expect(await twoFactorOn(staff.token)).toBe(true);
    expect((await login(staff.account, staff.password)).body_.result).toEqual({ otpRequired: true });
    expect((await login(staff.account, staff.password, first.recoveryCodes[1])).statusCode).toBe(200);

    // Confirmed with a code of the new secret, even in the step whose old code started it.
    const confirmed = await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: codeFor(second, 1) });
    expect(confirmed.statusCode).toBe(200);
    const fresh = confirmed.body_.result.recoveryCodes as string[];
    expect((await login(staff.account, staff.password, first.recoveryCodes[2])).statusCode).toBe(400);
    expect((await login(staff.account, staff.password, fresh[0])).statusCode).toBe(200);
    expect(await twoFactorOn(staff.token)).toBe(true);
    // Nothing is waiting for confirmation any more.
    expect((await call('POST', '/api/admin/two-factor/confirm', staff.token, { otp: codeFor(second) })).statusCode).toBe(400);
  });

  it('is turned off only with the password and the current code', async () => {
    const staff = await ctx.staff('editor');
    const { secret } = await turnOn(staff);
    const disable = (payload?: object) => call('POST', '/api/admin/two-factor/disable', staff.token, payload);

    expect((await disable()).statusCode).toBe(400);
    const passwordOnly = await disable({ password: staff.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(fieldsOf(passwordOnly)).toEqual(['otp']);
    const codeOnly = await disable({ otp: codeFor(secret, 1) });
    expect(fieldsOf(codeOnly)).toContain('password');
    expect(fieldsOf(await disable({ password: 'not my password', otp: codeFor(secret, 1) }))).toEqual(['password']);
    expect(await twoFactorOn(staff.token)).toBe(true);

    expect((await disable({ password: staff.password, otp: codeFor(secret, 1) })).statusCode).toBe(200);
    expect(await twoFactorOn(staff.token)).toBe(false);
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
  });

  it('asks for the current code to change the password while two-step sign-in is on', async () => {
    const staff = await ctx.staff('editor');
    const { secret } = await turnOn(staff);
    const newPassword = 'A much better passphrase 42';
    const change = (payload: object) => call('PUT', '/api/admin/modify-password', staff.token, payload);

    const withoutCode = await change({ oldPassword: staff.password, newPassword });
    expect(withoutCode.statusCode).toBe(400);
    expect(fieldsOf(withoutCode)).toEqual(['otp']);
    expect(fieldsOf(await change({ oldPassword: staff.password, newPassword, otp: '000000' }))).toEqual(['otp']);
    expect(fieldsOf(await change({ oldPassword: 'not my password', newPassword, otp: codeFor(secret, 1) }))).toEqual(['oldPassword']);
    expect((await login(staff.account, newPassword)).statusCode).toBe(400);

    expect((await change({ oldPassword: staff.password, newPassword, otp: codeFor(secret, 1) })).statusCode).toBe(200);
    expect((await login(staff.account, newPassword)).body_.result).toEqual({ otpRequired: true });
  });

  it.each([
    ['the current password of a password change', 'PUT', '/api/admin/modify-password', (guess: string) => ({ oldPassword: guess, newPassword: 'A much better passphrase 42' }), 'oldPassword', '198.51.100.11'],
    ['the password that turns two-step sign-in off', 'POST', '/api/admin/two-factor/disable', (guess: string) => ({ password: guess }), 'password', '198.51.100.12'],
    ['the password that starts a set-up', 'POST', '/api/admin/two-factor/setup', (guess: string) => ({ password: guess }), 'password', '198.51.100.13'],
  ])('throttles guesses at %s with one token like sign-in', async (_name, method, url, body, field, address) => {
    const staff = await ctx.staff('editor');
    for (let i = 0; i < 5; i++) {
      const refused = await call(method, url, staff.token, body(`guess-${i}`), address);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual([field]);
    }
    const locked = await call(method, url, staff.token, body('guess-5'), address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body_.message).toMatch(/^Too many wrong passwords or codes\. Please try again in \d+ minute/);
    expect(locked.body_.result.fieldErrors).toEqual([{ field, message: locked.body_.message }]);
    // Locked for the right password too, from any address: the key is the account's.
    expect((await call(method, url, staff.token, body(staff.password), '203.0.113.9')).statusCode).toBe(429);
    // Signing in is a separate door with its own counters.
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
  });

  it('lets at most 5 of 20 simultaneous wrong passwords with one token reach the check', async () => {
    const staff = await ctx.staff('editor');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', '/api/admin/modify-password', staff.token, { oldPassword: `wrong-${i}`, newPassword: 'A much better passphrase 42' }, '198.51.100.20'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
  });

  it('counts a wrong code as a failure and takes a right answer back', async () => {
    const staff = await ctx.staff('editor');
    const { secret } = await turnOn(staff);
    const address = '198.51.100.30';
    const disable = (payload: object) => call('POST', '/api/admin/two-factor/disable', staff.token, payload, address);
    // A right password with a wrong code, four times; a missing code is no attempt at all.
    for (let i = 0; i < 4; i++) expect(fieldsOf(await disable({ password: staff.password, otp: String(100000 + i) }))).toEqual(['otp']);
    for (let i = 0; i < 3; i++) expect(fieldsOf(await disable({ password: staff.password }))).toEqual(['otp']);
    // A right answer is no failure: the fifth free attempt is still there afterwards.
    const setup = await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password, otp: codeFor(secret, 1) }, address);
    expect(setup.statusCode).toBe(200);
    expect((await disable({ password: 'not my password', otp: '123456' })).statusCode).toBe(400);
    expect((await disable({ password: staff.password, otp: '123456' })).statusCode).toBe(429);
  });

  it('throttles wrong codes at sign-in after the right password, like wrong passwords', async () => {
    const staff = await ctx.staff('editor');
    const { secret } = await turnOn(staff);
    const address = '198.51.100.50';
    const signIn = (otp: string) =>
      ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: staff.account, password: staff.password, otp }, remoteAddress: address });
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(String(300000 + i));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body_.result).toMatchObject({ otpRequired: true });
    }
    const locked = await signIn('300005');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Locked for the right code too: guessing six digits is not made cheaper by knowing the password.
    expect((await signIn(codeFor(secret, 1))).statusCode).toBe(429);
  });

  it('throttles guesses at the code that confirms a set-up left waiting', async () => {
    const staff = await ctx.staff('editor');
    const address = '198.51.100.40';
    expect((await call('POST', '/api/admin/two-factor/setup', staff.token, { password: staff.password }, address)).statusCode).toBe(200);
    const confirm = (otp: string) => call('POST', '/api/admin/two-factor/confirm', staff.token, { otp }, address);
    for (let i = 0; i < 5; i++) expect(fieldsOf(await confirm(String(200000 + i)))).toEqual(['otp']);
    const locked = await confirm('200005');
    expect(locked.statusCode).toBe(429);
    expect(locked.body_.result.fieldErrors).toEqual([{ field: 'otp', message: locked.body_.message }]);
    expect(await twoFactorOn(staff.token)).toBe(false);
  });

  it('can be required for every account by an administrator, who then sets it up with the password', async () => {
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

      const { secret } = await turnOn(editor);
      expect((await call('GET', '/api/admin/latest-news', editor.token)).statusCode).toBe(200);
      expect((await call('POST', '/api/admin/two-factor/disable', editor.token, { password: editor.password, otp: codeFor(secret, 1) })).statusCode).toBe(409);
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
