import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('staff sign-in on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
  });
  afterAll(async () => ctx.close());

  const login = (loginAccount: string, password: string, headers: Record<string, string> = {}) =>
    ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount, password }, headers });
  const mine = (token: string) => ctx.request({ method: 'GET', url: '/api/admin/mine', headers: { authorization: token } });

  it('signs in and answers with an opaque token that opens the profile, bare or as Bearer', async () => {
    const staff = await ctx.staff('administrator');
    const response = await login(staff.account, staff.password);
    expect(response.statusCode).toBe(200);
    expect(response.body_).toMatchObject({ status: 200, message: 'success' });
    const token = response.body_.result as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const bare = await mine(token);
    expect(bare.statusCode).toBe(200);
    expect(bare.body_.result).toMatchObject({ loginAccount: staff.account, roleId: 1, roleName: 'Administrator' });
    expect(bare.body_.result.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(bare.body_)).not.toMatch(/password_hash|argon2/);

    const bearer = await mine(`Bearer ${token}`);
    expect(bearer.statusCode).toBe(200);

    const zh = await ctx.request({ method: 'GET', url: '/api/admin/mine', headers: { authorization: token, lang: 'zh_CN' } });
    expect(zh.body_.result.roleName).toBe('管理员');
  });

  it('stores only a hash of the token', async () => {
    const staff = await ctx.staff('editor');
    const rows = await ctx.app.db.selectFrom('staff_session').select('token_hash').where('user_id', '=', staff.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toBe(staff.token);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const staff = await ctx.staff('editor');
    const wrong = await login(staff.account, 'not-the-password-at-all');
    const unknown = await login('nobody-by-this-name', 'not-the-password-at-all');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body_).toEqual({ status: 400, message: 'incorrect account or password', result: null });
    expect(unknown.body_).toEqual(wrong.body_);

    const de = await login('nobody-by-this-name', 'x', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.body_.message).toBe('Benutzerkonto oder Passwort ist falsch');
    const zh = await login('nobody-by-this-name', 'x', { lang: 'zh_CN' });
    expect(zh.body_.message).toBe('账号或密码错误');
  });

  it('names each missing login field', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/admin/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([
      { field: 'loginAccount', message: 'Please enter account' },
      { field: 'password', message: 'Please enter password' },
    ]);
  });

  it('throttles repeated failures with 429 and Retry-After, and a success clears the count', async () => {
    const staff = await ctx.staff('editor');
    for (let i = 0; i < 5; i++) expect((await login(staff.account, `wrong-${i}`)).statusCode).toBe(400);

    const refused = await login(staff.account, staff.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body_.status).toBe(429);
    expect(refused.body_.message).toMatch(/Too many failed sign-in attempts/);

    // The account is locked from this address; let the lock run out.
    await ctx.app.db
      .updateTable('login_attempt')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'like', `%${staff.account}`)
      .execute();
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
    const left = await ctx.app.db.selectFrom('login_attempt').selectAll().where('key', 'like', `pair:%/${staff.account}`).execute();
    expect(left).toEqual([]);
    // Counting starts again from zero: one more failure is an ordinary 400.
    expect((await login(staff.account, 'wrong-again')).statusCode).toBe(400);
  });

  it('throttles one client address across accounts', async () => {
    const headers = { 'x-test': 'address' };
    let last;
    for (let i = 0; i < 21; i++) {
      last = await ctx.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { loginAccount: `someone-${i}`, password: 'wrong-password' },
        remoteAddress: '203.0.113.9',
        headers,
      });
    }
    expect(last?.statusCode).toBe(429);
    const other = await ctx.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { loginAccount: 'someone-else', password: 'wrong-password' },
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(400);
  });

  it('answers 401 for a token unused longer than the idle limit', async () => {
    const staff = await ctx.staff('editor');
    expect((await mine(staff.token)).statusCode).toBe(200);
    await ctx.app.db
      .updateTable('staff_session')
      .set({ last_used_time: new Date(Date.now() - 13 * 3600_000).toISOString() })
      .where('user_id', '=', staff.id)
      .execute();
    const expired = await mine(staff.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.body_).toEqual({ status: 401, message: 'login expired, please log in again', result: null });
  });

  it('answers 401 for a token past its absolute lifetime even when in use', async () => {
    const staff = await ctx.staff('editor');
    await ctx.app.db
      .updateTable('staff_session')
      .set({ expires_time: new Date(Date.now() - 1000).toISOString(), last_used_time: new Date().toISOString() })
      .where('user_id', '=', staff.id)
      .execute();
    expect((await mine(staff.token)).statusCode).toBe(401);
  });

  it('revokes the token on quit', async () => {
    const staff = await ctx.staff('editor');
    const quit = await ctx.request({ method: 'GET', url: '/api/admin/quit', headers: { authorization: staff.token } });
    expect(quit.statusCode).toBe(200);
    expect((await mine(staff.token)).statusCode).toBe(401);
    const zh = await ctx.request({ method: 'GET', url: '/api/admin/mine', headers: { authorization: staff.token, lang: 'zh_CN' } });
    expect(zh.body_.message).toBe('登录失效，请重新登录');
  });

  it('answers 401 for a made-up token and for none', async () => {
    expect((await mine('made-up-token-that-is-long-enough-to-look-real')).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/mine' })).statusCode).toBe(401);
  });

  it('changes the password, keeps the calling session and revokes every other one', async () => {
    const staff = await ctx.staff('editor');
    const second = (await login(staff.account, staff.password)).body_.result as string;
    const newPassword = 'A much better passphrase 42';
    const change = await ctx.request({
      method: 'PUT',
      url: '/api/admin/modify-password',
      headers: { authorization: staff.token },
      payload: { oldPassword: staff.password, newPassword },
    });
    expect(change.statusCode).toBe(200);
    expect(change.body_.result).toBe(true);
    expect((await mine(staff.token)).statusCode).toBe(200);
    expect((await mine(second)).statusCode).toBe(401);
    expect((await login(staff.account, staff.password)).statusCode).toBe(400);
    expect((await login(staff.account, newPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short one and a common one, at their fields', async () => {
    const staff = await ctx.staff('editor');
    const put = (payload: object) =>
      ctx.request({ method: 'PUT', url: '/api/admin/modify-password', headers: { authorization: staff.token }, payload });

    const wrongOld = await put({ oldPassword: 'not-my-password', newPassword: 'Another fine passphrase 7' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.body_.result.fieldErrors).toEqual([{ field: 'oldPassword', message: 'The current password is not correct.' }]);

    const short = await put({ oldPassword: staff.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body_.result.fieldErrors[0]).toEqual({ field: 'newPassword', message: 'New password must be at least 12 characters' });

    const common = dictionary.passwords.find((p) => p.length >= 12 && p.length <= 128)!;
    const tooCommon = await put({ oldPassword: staff.password, newPassword: common });
    expect(tooCommon.statusCode).toBe(400);
    expect(tooCommon.body_.result.fieldErrors[0].field).toBe('newPassword');
    expect(tooCommon.body_.result.fieldErrors[0].message).toMatch(/too common/);

    const missing = await put({});
    expect(missing.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['oldPassword', 'newPassword']);
    expect((await login(staff.account, staff.password)).statusCode).toBe(200);
  });

  it('changes the avatar to an uploaded file or an http(s) address, nothing else', async () => {
    const staff = await ctx.staff('editor');
    const put = (headImg: string) =>
      ctx.request({ method: 'PUT', url: '/api/admin/modify-head-img', headers: { authorization: staff.token }, payload: { headImg } });
    expect((await put('2026/11/0123456789abcdef0123.webp')).statusCode).toBe(200);
    expect((await mine(staff.token)).body_.result.headImg).toBe('2026/11/0123456789abcdef0123.webp');
    expect((await put('https://cdn.example.com/me.png')).statusCode).toBe(200);
    for (const bad of ['javascript:alert(1)', '../../etc/passwd', 'data:image/png;base64,AAAA']) {
      const refused = await put(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.body_.result.fieldErrors[0]).toEqual({
        field: 'headImg',
        message: 'Avatar must be an absolute http(s) URL or an uploaded file',
      });
    }
  });

  it('keeps a disabled account out and ends its sessions', async () => {
    const admin = await ctx.staff('administrator');
    const editor = await ctx.staff('editor');
    const disable = await ctx.request({ method: 'DELETE', url: `/api/admin/users/${editor.id}`, headers: { authorization: admin.token } });
    expect(disable.statusCode).toBe(200);
    expect((await mine(editor.token)).statusCode).toBe(401);
    expect((await login(editor.account, editor.password)).body_.message).toBe('incorrect account or password');
  });
});
