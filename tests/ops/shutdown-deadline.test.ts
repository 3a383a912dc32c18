/**
 * A shutdown ends within its grace period (decision 0103): a client that sent part of a body and
 * stopped no longer holds the process (it did for as long as the client stayed, 468 s in the
 * operator's audit); its connection is cut once SHUTDOWN_GRACE_SECONDS have passed, the log says
 * so in words, and the process exits 0. A request whose body arrives within the grace period is
 * still answered. A request stuck in the database (on a table another process has locked) does not
 * hold it either: a few seconds after the cut the process exits 1, saying why.
 */
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { createTestDatabase, startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

// Building the pages, when they changed, takes minutes on a busy machine: not part of the test.
beforeAll(() => ensurePageBuild(), 900_000);

const GRACE_SECONDS = 2;
const LOGIN = JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' });

it('on SIGTERM, a client stalled half-way through a POST body is cut after SHUTDOWN_GRACE_SECONDS and the process exits 0; a body finished in time is answered', async () => {
  const server = await startServer({ env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } });
  try {
    // Says it sends 1000 bytes, sends 16, and stops.
    const stalled = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => stalled.once('connect', resolve).once('error', reject));
    let stalledReceived = '';
    stalled.on('data', (chunk: Buffer) => (stalledReceived += chunk.toString('utf8')));
    stalled.on('error', () => {});
    const stalledClosed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    stalled.write('POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"loginAccount":');

    // A login whose body is sent in two parts, the second after SIGTERM, within the grace period.
    const slow = http.request(`${server.url}/api/admin/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(LOGIN) },
    });
    const slowAnswer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      slow.on('error', reject);
      slow.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
      });
    });
    slow.write(LOGIN.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    slow.end(LOGIN.slice(10));
    expect(await slowAnswer).toEqual({ status: 200, connection: 'close' });

    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), GRACE_SECONDS * 1000 + 8_000))]);
    const tookMs = Date.now() - signalled;
    expect(code).toBe(0);
    // It waited the grace period for the stalled client, and not much longer.
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    expect(tookMs).toBeLessThan(GRACE_SECONDS * 1000 + 5_000);
    await stalledClosed;
    expect(stalledReceived).toBe('');

    const cut = server.logLines().filter((line) => typeof line.msg === 'string' && line.msg.includes('cut'));
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ level: 40, connections: 1, graceSeconds: GRACE_SECONDS, msg: `shutting down: 1 connection still open after ${GRACE_SECONDS} s, cut` });
    expect(server.logLines().some((line) => line.msg === 'stopped')).toBe(true);
  } finally {
    await server.stop('SIGKILL');
  }
});

it('on SIGTERM, a request stuck on a table another process has locked does not hold the exit: its connection is cut after the grace period, and the process exits 1 seconds later, saying why', async () => {
  const db = await createTestDatabase();
  const server = await startServer({ env: { DATABASE_URL: db.url, DEMO_CONTENT: 'false', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } });
  // Another process (a migration by hand, a long maintenance statement) holds the table of sign-in attempts.
  const locker = new pg.Client({ connectionString: db.url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table login_attempt in access exclusive mode');
    const stuck = fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LOGIN }).then(
      (response) => response.status,
      () => 'cut',
    );
    const waitingOnTheLock = async () => Number((await db.query("select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n);
    await expect.poll(waitingOnTheLock, { timeout: 15_000 }).toBe(1);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), GRACE_SECONDS * 1000 + 20_000))]);
    const tookMs = Date.now() - signalled;
    expect(code).toBe(1);
    expect(await stuck).toBe('cut');

    const lines = server.logLines();
    expect(lines.find((line) => typeof line.msg === 'string' && line.msg.includes('cut'))).toMatchObject({ level: 40, connections: 1, msg: `shutting down: 1 connection still open after ${GRACE_SECONDS} s, cut` });
    const gaveUp = lines.find((line) => line.msg === 'shutdown did not finish after the connections were cut: exiting');
    expect(gaveUp).toMatchObject({ level: 50, afterCutMs: expect.any(Number) });
    // The grace period, then the time after the cut, and not a moment less.
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 + (gaveUp!.afterCutMs as number) - 100);
    expect(lines.some((line) => line.msg === 'stopped')).toBe(false);
  } finally {
    await locker.query('rollback').catch(() => {});
    await locker.end().catch(() => {});
    await server.stop('SIGKILL');
    await db.drop();
  }
});
