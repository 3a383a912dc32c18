/**
 * A database that refuses connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`: a maintenance
 * window, a failover, a restore) while the server runs: pages, public calls and staff writes
 * answer 503 with Retry-After in the asked language, not 500, and 200 again once it allows
 * connections, without a restart (issue 45, point 2).
 */
import pg from 'pg';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const PG = { host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres' };
/** After the database allows connections again; a server that never reconnects misses it by far. */
const RECOVERY_DEADLINE_MS = 5_000;
const REQUEST_DEADLINE_MS = 10_000;

const running: { servers: ServerProcess[]; databases: TestDatabase[] } = { servers: [], databases: [] };

beforeAll(() => ensurePageBuild());

afterEach(async () => {
  await Promise.all(running.servers.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(running.databases.splice(0).map((d) => d.drop()));
});

/** Runs a statement from the maintenance database, which stays open while the test's is closed. */
async function asAdministrator(text: string, values?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

it('answers 503 with Retry-After in the asked language while the database refuses connections, and 200 once it allows them', async () => {
  const db = await createTestDatabase();
  running.databases.push(db);
  // The default language stays Chinese, so an answer in English or German was asked for.
  const server = await startServer({ env: { DATABASE_URL: db.url } });
  running.servers.push(server);
  const login = await send(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  const token = (JSON.parse(login.body) as { result: string }).result;
  const requests = (lang: string) => ({
    page: () => send(`${server.url}/home?lang=${lang}`),
    publicCall: () => send(`${server.url}/api/user/banner?lang=${lang}`),
    staffWrite: () =>
      send(`${server.url}/api/admin/users/two-factor-policy`, {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json', lang },
        body: JSON.stringify({ required: false }),
      }),
  });
  for (const call of Object.values(requests('en_US'))) expect((await call()).status).toBe(200);

  await asAdministrator(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
  try {
    const ended = await asAdministrator(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [db.name]);
    expect(ended.rowCount).toBeGreaterThan(0);

    for (const [lang, apiWords, pageWords] of [
      ['en_US', 'briefly unavailable', 'Temporarily unavailable'],
      ['de_DE', 'kurz nicht erreichbar', 'Vorübergehend nicht erreichbar'],
    ] as const) {
      const { page, publicCall, staffWrite } = requests(lang);
      for (const [name, answer] of [
        ['page', await page()],
        ['public call', await publicCall()],
        ['staff write', await staffWrite()],
      ] as const) {
        expect(answer.status, `${name} ${lang}: ${answer.body.slice(0, 300)} ${server.output().slice(-3000)}`).toBe(503);
        expect(answer.headers.get('retry-after'), name).toMatch(/^\d+$/);
        expect(answer.headers.get('cache-control'), name).toBe('no-store');
        expect(answer.body, name).not.toMatch(/not currently accepting connections|55000|at .*\.ts/);
        if (name === 'page') expect(answer.body, name).toContain(pageWords);
        else expect((JSON.parse(answer.body) as { message: string }).message, name).toContain(apiWords);
      }
    }
  } finally {
    await asAdministrator(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
  }

  for (const [name, call] of Object.entries(requests('en_US'))) {
    const deadline = Date.now() + RECOVERY_DEADLINE_MS;
    let answer = await call();
    while (answer.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await call();
    }
    expect(answer.status, `${name} after the database allows connections: ${answer.body.slice(0, 300)}`).toBe(200);
  }
  expect(server.child.exitCode).toBeNull();
});

it('still stops a start on a database that is missing or closed to connections, with one fatal line naming the cause', async () => {
  const db = await createTestDatabase();
  running.databases.push(db);
  const missing = db.url.replace(`/${db.name}`, `/${db.name}_missing`);
  await asAdministrator(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
  try {
    for (const [url, code, words] of [
      [missing, '3D000', 'does not exist'],
      [db.url, '55000', 'not currently accepting connections'],
    ] as const) {
      const server = await startServer({ env: { DATABASE_URL: url }, noWait: true });
      running.servers.push(server);
      expect(await server.exited).toBe(1);
      const fatal = server.logLines().find((line) => line.level === 60);
      expect(fatal, server.output()).toMatchObject({ msg: 'The server could not start', err: { code, message: expect.stringContaining(words) } });
    }
  } finally {
    await asAdministrator(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
  }
});
