/**
 * Login throttling across instances: two server processes on one PostgreSQL database share the
 * counters, and simultaneous wrong passwords split between them still get at most the free
 * attempts checked (decision 0012).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, startServer, type ServerProcess, type TestDatabase } from '../helpers/server-process.js';

let db: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // One after the other: the first sets up the empty database, the second finds it ready.
  servers.push(await startServer({ env: { DATABASE_URL: db.url } }));
  servers.push(await startServer({ env: { DATABASE_URL: db.url } }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

it('checks at most 5 of 40 simultaneous wrong passwords split over two instances', async () => {
  const attempts = Array.from({ length: 40 }, (_, i) =>
    fetch(`${servers[i % 2]!.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginAccount: 'ops-admin', password: `wrong-${i}` }),
    }).then((response) => response.status),
  );
  const statuses = await Promise.all(attempts);
  const checked = statuses.filter((s) => s === 400).length;
  expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(1);
  expect(checked).toBeLessThanOrEqual(5);

  const { rows } = await db.query(`select key, failures from login_attempt where key like 'account:%'`);
  expect(rows).toEqual([{ key: 'account:ops-admin', failures: checked }]);
});
