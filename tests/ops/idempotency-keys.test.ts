/**
 * Idempotency keys across instances (decision 0065): the key table is in the database, so one
 * key sent to two instances of the site at once makes one item, whichever instance takes it.
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

it('makes one item of one key sent to two instances at once', async () => {
  const login = await fetch(`${servers[0]!.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  const token = ((await login.json()) as { result: string }).result;
  for (let round = 0; round < 5; round++) {
    const name = `Folder sent twice ${round}`;
    const answers = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}/api/admin/catalog`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': `two-instances-${round}`, lang: 'en_US' },
          body: JSON.stringify([{ lang: 'en_US', name, type: 0 }]),
        });
        return { status: response.status, body: await response.text() };
      }),
    );
    // The second either finds the first still at work (409) or gets its answer again (200).
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.status);
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => answer.body)).size).toBe(1);
    const { rows } = await db.query(`select count(*)::int as count from catalog_version where name = $1`, [name]);
    expect(rows[0].count, name).toBe(1);
  }
});
