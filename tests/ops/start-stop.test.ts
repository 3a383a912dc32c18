import { expect, it } from 'vitest';
import { createTestDatabase, startServer } from '../helpers/server-process.js';

it('starts on an empty PostgreSQL database, is ready, and exits 0 on SIGTERM', async () => {
  const db = await createTestDatabase();
  const s = await startServer({ env: { DATABASE_URL: db.url } });
  const r = await fetch(`${s.url}/readyz`);
  expect(r.status).toBe(200);
  expect(await s.stop()).toBe(0);
  await db.drop();
});
