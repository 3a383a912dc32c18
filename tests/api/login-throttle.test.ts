/**
 * Login throttling under load and from several addresses (decision 0012): an attempt is reserved
 * before the password is checked, so simultaneous guesses never get more than the free ones, and a
 * guesser at one address cannot lock the owner out from another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('login throttling on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1, our stand-in for the load balancer.
    ctx = await createTestContext(dialect, { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => ctx.close());

  const login = (loginAccount: string, password: string, clientAddress: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { loginAccount, password },
      headers: { 'x-forwarded-for': clientAddress },
    });

  const storedFailures = async (account: string) => {
    const rows = await ctx.app.db.selectFrom('login_attempt').select(['key', 'failures']).execute();
    return rows.filter((row) => row.key.endsWith(account)).map((row) => row.failures);
  };

  it.each([20, 200])('lets at most 5 of %i simultaneous wrong passwords reach the check, and loses none of them', async (attempts) => {
    const staff = await ctx.staff('editor');
    const address = `198.51.100.${attempts === 20 ? 20 : 200}`;
    const answers = await Promise.all(Array.from({ length: attempts }, (_, i) => login(staff.account, `wrong-${i}`, address)));
    const statuses = answers.map((a) => a.statusCode);
    const checked = statuses.filter((s) => s === 400).length;
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    // Every counter that names the account holds exactly the failures that were checked.
    const stored = await storedFailures(staff.account);
    expect(stored.length).toBeGreaterThan(0);
    for (const failures of stored) expect(failures).toBe(checked);
    // Still locked for the right password from that address.
    expect((await login(staff.account, staff.password, address)).statusCode).toBe(429);
  });

  it('keeps the owner signing in from another address while a guesser is locked out', async () => {
    const staff = await ctx.staff('administrator');
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) expect((await login(staff.account, `guess-${i}`, attacker)).statusCode).toBe(400);
    const refused = await login(staff.account, `guess-5`, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused from the guesser's address while it is locked.
    expect((await login(staff.account, staff.password, attacker)).statusCode).toBe(429);

    const owner = await login(staff.account, staff.password, '198.51.100.8');
    expect(owner.statusCode).toBe(200);
    expect(typeof owner.body_.result).toBe('string');
    // The owner's success does not free the guesser.
    expect((await login(staff.account, `guess-6`, attacker)).statusCode).toBe(429);
    // Refused attempts spend nothing of the account's ceiling, and the owner's success is no failure.
    const account = await ctx.app.db.selectFrom('login_attempt').select('failures').where('key', '=', `account:${staff.account}`).executeTakeFirst();
    expect(account?.failures).toBe(5);
  });

  it('stops guessing spread over many addresses at the account ceiling of 100', async () => {
    const staff = await ctx.staff('editor');
    // 99 failures from elsewhere, as 20 addresses × 5 would leave them (checking 99 hashes is slow).
    await ctx.app.db.deleteFrom('login_attempt').where('key', '=', `account:${staff.account}`).execute();
    await ctx.app.db
      .insertInto('login_attempt')
      .values({ key: `account:${staff.account}`, failures: 99, first_failure_time: new Date().toISOString(), locked_until: null })
      .execute();
    expect((await login(staff.account, 'guess-100', '192.0.2.100')).statusCode).toBe(400);
    expect((await login(staff.account, staff.password, '192.0.2.101')).statusCode).toBe(429);
  });

  it('lets a right password through among wrong ones and counts it as no failure', async () => {
    const staff = await ctx.staff('editor');
    const address = '198.51.100.77';
    for (let i = 0; i < 4; i++) expect((await login(staff.account, `wrong-${i}`, address)).statusCode).toBe(400);
    expect((await login(staff.account, staff.password, address)).statusCode).toBe(200);
    // The success cleared the pair: five more free guesses, then the lock.
    for (let i = 0; i < 5; i++) expect((await login(staff.account, `again-${i}`, address)).statusCode).toBe(400);
    expect((await login(staff.account, 'again-5', address)).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 (one host) as one address, and an IPv4 address written as IPv6 as itself', async () => {
    const staff = await ctx.staff('editor');
    // A fresh address of the host's /64 for every guess: the sixth is refused, as from one address.
    const fromOneHost: number[] = [];
    for (let i = 1; i <= 6; i++) fromOneHost.push((await login(staff.account, `wrong-${i}`, `2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(fromOneHost).toEqual([400, 400, 400, 400, 400, 429]);
    // Another /64 is another guesser.
    expect((await login(staff.account, 'wrong-7', '2001:db8:1:3::1')).statusCode).toBe(400);
    const other = await ctx.staff('editor');
    for (let i = 1; i <= 5; i++) expect((await login(other.account, `wrong-${i}`, i % 2 ? '192.0.2.44' : '::ffff:192.0.2.44')).statusCode).toBe(400);
    expect((await login(other.account, 'wrong-6', '192.0.2.44')).statusCode).toBe(429);
  });

  it('does not let a staff member signing in wipe the count of guesses the address made at colleagues', async () => {
    const insider = await ctx.staff('reviewer');
    const colleagues: { account: string }[] = [];
    for (let i = 0; i < 21; i++) colleagues.push(await ctx.staff('editor'));
    const address = '203.0.113.77';
    const guess = (account: string) => login(account, 'Password1234!', address).then((answer) => answer.statusCode);
    const statuses: number[] = [];
    for (const colleague of colleagues.slice(0, 15)) statuses.push(await guess(colleague.account));
    // The insider's own sign-in goes through, and takes back only its own attempt.
    expect((await login(insider.account, insider.password, address)).statusCode).toBe(200);
    for (const colleague of colleagues.slice(15)) statuses.push(await guess(colleague.account));
    // 21 guesses at 21 accounts: the address's 20 free ones, then 429.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
});
