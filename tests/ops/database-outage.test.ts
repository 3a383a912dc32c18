/**
 * Database faults, on real server processes and a PostgreSQL database of the test's own: every
 * connection killed at once (what a restart, a failover or a connection reaper does), and the
 * database refusing connections for a while (a TCP proxy in between, closed and reopened). The
 * server must stay up, say 503 while the database is away, keep /healthz answering, and answer
 * again as soon as the database is back, without a restart.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/outage.js';
import { CuttingProxy } from '../helpers/cutting-proxy.js';
import { createTestDatabase, freePort, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const PG_PORT = Number(process.env.PGPORT ?? 5432);

/**
 * After the terminations, where a pooled connection may still be learning that it was ended.
 * Generous for a loaded machine; a server that never reconnects or hangs on a dead pool misses it by far.
 */
const RECOVERY_DEADLINE_MS = 5_000;
/**
 * The issue asks for answers within a second of the database returning. What proves it whatever
 * the machine's load is that the first request of each kind sent once the database is reachable
 * succeeds: nothing waits, backs off or remembers the outage. The timing on top catches a server
 * that gets there slowly (a cool-down, a retry timer): those first answers must come within a
 * second plus three times what the same kinds of request took just before the outage, a margin
 * that grows with the machine's load as the requests' own time does.
 */
const RECOVERY_SECOND_MS = 1_000;
const USUAL_TIME_FACTOR = 3;
/** No request may hang during the outage longer than this (the pool's connect timeout is well below). */
const REQUEST_DEADLINE_MS = 10_000;

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** Sends the requests at once; each one's status and the milliseconds from `since` to its answer. */
async function together(origin: string, paths: string[], since = performance.now()): Promise<{ path: string; status: number; ms: number }[]> {
  return Promise.all(
    paths.map(async (path) => {
      const answer = await get(`${origin}${path}`);
      return { path, status: answer.status, ms: Math.round(performance.now() - since) };
    }),
  );
}

/** Asks until the answer has the status, or fails with the last answer after the deadline. */
async function until(url: string, status: number, deadlineMs: number): Promise<Answer> {
  const deadline = Date.now() + deadlineMs;
  let last: Answer | string = 'no answer';
  for (;;) {
    try {
      last = await get(url);
      if (last.status === status) return last;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} in ${deadlineMs} ms; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stillRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

const running: { servers: ServerProcess[]; databases: TestDatabase[]; proxies: CuttingProxy[] } = { servers: [], databases: [], proxies: [] };

// A build made inside the first test would eat its time.
beforeAll(() => ensurePageBuild());

afterEach(async () => {
  await Promise.all(running.servers.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(running.proxies.splice(0).map((p) => p.close()));
  await Promise.all(running.databases.splice(0).map((d) => d.drop()));
});

/** A server on a database of its own, reached through a proxy the test can close and cut. */
async function serverBehindProxy(): Promise<{ server: ServerProcess; proxy: CuttingProxy }> {
  const db = await createTestDatabase();
  running.databases.push(db);
  const proxy = new CuttingProxy(await freePort());
  running.proxies.push(proxy);
  await proxy.open();
  const proxied = db.url.replace(`:${PG_PORT}/`, `:${proxy.port}/`);
  const server = await startServer({ env: { DATABASE_URL: proxied, DEFAULT_LOCALE: 'en_US' } });
  running.servers.push(server);
  return { server, proxy };
}

describe('database outages', () => {
  it('two instances survive every connection being terminated, log it as JSON, and answer again', async () => {
    const db = await createTestDatabase();
    running.databases.push(db);
    // One after the other: both would otherwise race to create the first administrator.
    const first = await startServer({ env: { DATABASE_URL: db.url } });
    running.servers.push(first);
    const second = await startServer({ env: { DATABASE_URL: db.url } });
    running.servers.push(second);
    const servers = [first, second];

    // Requests in flight the whole time, so connections are both busy and idle when they go.
    let load = true;
    const traffic = servers.map(async (server) => {
      const statuses: number[] = [];
      while (load) {
        const answers = await Promise.allSettled([get(`${server.url}/api/user/banner`), get(`${server.url}/readyz`)]);
        for (const a of answers) statuses.push(a.status === 'fulfilled' ? a.value.status : 0);
      }
      return statuses;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const killed: number[] = [];
    for (let round = 0; round < 3; round++) {
      const result = await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [db.name]);
      killed.push(result.rowCount ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    load = false;
    const statuses = (await Promise.all(traffic)).flat();
    expect(killed[0]).toBeGreaterThan(0);

    for (const server of servers) {
      expect(stillRunning(server), server.output()).toBe(true);
      const lost = server.logLines().find((line) => line.msg === 'database connection lost');
      expect(lost, server.output()).toBeDefined();
      expect(lost!.level).toBe(50);
      // The server's notice (57P01) or the reset of its socket, whichever the pool reads first.
      expect(isDatabaseUnavailable(lost!.err), JSON.stringify(lost!.err)).toBe(true);
      await until(`${server.url}/readyz`, 200, RECOVERY_DEADLINE_MS);
      await until(`${server.url}/api/user/banner`, 200, RECOVERY_DEADLINE_MS);
    }
    // A request that met a dying connection says so with 503, never with a 500 or a dropped connection.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });

  it('while the database refuses connections: live, not ready, 503 in words; answering again as soon as it returns', async () => {
    const { server, proxy } = await serverBehindProxy();
    expect((await get(`${server.url}/home`)).status).toBe(200);
    expect((await get(`${server.url}/api/user/banner`)).status).toBe(200);
    // What these requests take on this machine now; /expertises is rendered, as /about is below.
    const usual = await together(server.url, ['/readyz', '/api/user/banner', '/home', '/expertises']);
    expect(usual.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    const usualMs = Math.max(...usual.map(({ ms }) => ms));

    await proxy.close();

    const health = await get(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', reason: 'database unreachable' });

    for (const [lang, words] of [
      ['en_US', 'briefly unavailable'],
      ['de_DE', 'kurz nicht erreichbar'],
      ['zh_CN', '暂时无法使用'],
    ] as const) {
      const api = await get(`${server.url}/api/user/banner?lang=${lang}`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(api.headers.get('cache-control')).toBe('no-store');
      const envelope = JSON.parse(api.body) as { status: number; message: string; result: unknown };
      expect(envelope.status).toBe(503);
      expect(envelope.message).toContain(words);
      expect(api.body).not.toMatch(/ECONNREFUSED|at .*\.ts|select /i);
    }
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    });
    expect(login.status).toBe(503);

    const page = await get(`${server.url}/home`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    // A resource route (no page around it) answers a plain 503 too, never a 500.
    const sitemap = await get(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(sitemap.headers.get('cache-control')).toBe('no-store');
    expect(stillRunning(server)).toBe(true);

    await proxy.open();
    const back = performance.now();
    // Each the first of its kind since the database returned: none may need a second try. /about
    // was never stored by the page cache, so it is rendered from the database.
    const paths = ['/readyz', '/api/user/banner', '/home', '/about'];
    const first = await together(server.url, paths, back);
    expect(first.map(({ path, status }) => ({ path, status }))).toEqual(paths.map((path) => ({ path, status: 200 })));
    const bound = RECOVERY_SECOND_MS + USUAL_TIME_FACTOR * usualMs;
    for (const { path, ms } of first) expect(ms, `${path} answered ${ms} ms after the database returned (usually ${usualMs} ms)`).toBeLessThan(bound);
    expect(stillRunning(server)).toBe(true);
  });

  it('a request whose connection is lost midway answers 503, API call or page, and that answer is not kept', async () => {
    const { server, proxy } = await serverBehindProxy();

    // Addresses the page cache has not stored yet: it reads the content version on one
    // connection, then the banners' own query loses its connection (a failover between the two).
    // On /home that query is the page's, not the frame's, whose failures were the only 503s.
    for (const [url, type] of [
      [`${server.url}/api/user/banner?lang=de_DE`, /^application\/json/],
      [`${server.url}/home?lang=de_DE`, /^text\/html/],
    ] as const) {
      proxy.cutAt('banner_version');
      const cut = await get(url);
      expect(proxy.cutPending, url).toBe(false);
      expect(cut.status, url).toBe(503);
      expect(cut.headers.get('content-type')).toMatch(type);
      expect(cut.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(cut.headers.get('cache-control')).toBe('no-store');
      // The database is back at once; a stored 503 would be served until the content changed.
      const next = await get(url);
      expect(next.status, url).toBe(200);
      // Said in the log as an outage, at warn with the request's id, not as a fault of the page;
      // the request's own line is at error level, as every 5xx's (issue 45.7).
      const said = server.logLines().filter((line) => line.reqId === cut.headers.get('x-request-id') && (line.level as number) >= 40);
      expect(said.map((line) => [line.level, line.msg]), url).toEqual([
        [40, 'database unavailable'],
        [50, 'request'],
      ]);
    }
  });
});
