/**
 * Issue 9.1 against a real server process with production's 160 MB heap: the hostile SVGs that
 * used to freeze it and run it out of memory are refused, /healthz answers while they are being
 * refused, and the process is still up afterwards.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { fileUpload, svgNested, svgWithRects } from '../helpers/uploads.js';

let db: TestDatabase;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServer({ env: { DATABASE_URL: db.url } });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  token = ((await login.json()) as { result: string }).result;
});

afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

async function upload(data: string, filename: string): Promise<{ status: number; message: string }> {
  const body = fileUpload(data, filename, 'image/svg+xml');
  const response = await fetch(`${server.url}/api/admin/files/upload`, {
    method: 'POST',
    headers: { ...body.headers, authorization: token, lang: 'en_US' },
    body: new Uint8Array(body.payload),
  });
  const envelope = (await response.json()) as { message: string };
  return { status: response.status, message: envelope.message };
}

/** Asks /healthz every 200 ms until `done` settles; every answer must come (generous timeout) and be 200. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return statuses;
}

function expectAlive() {
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  expect(server.output()).not.toMatch(/heap out of memory/i);
}

it.each([
  ['25,000 rectangles', () => svgWithRects(25_000)],
  ['5,000 nested groups', () => svgNested(5_000)],
  ['50,000 nested groups', () => svgNested(50_000)],
])('refuses an SVG of %s with 413 while /healthz keeps answering', async (_name, svg) => {
  const answer = upload(svg(), 'hostile.svg');
  const health = await healthWhile(answer);
  const { status, message } = await answer;
  expect(status).toBe(413);
  expect(message).toMatch(/too many elements|nested too deeply/);
  expect(health.length).toBeGreaterThan(0);
  expect(health.every((s) => s === 200)).toBe(true);
  expectAlive();
});

it('survives all three at once and still stores a normal drawing afterwards', async () => {
  const answers = Promise.all([upload(svgWithRects(25_000), 'a.svg'), upload(svgNested(5_000), 'b.svg'), upload(svgNested(50_000), 'c.svg')]);
  const health = await healthWhile(answers);
  for (const { status } of await answers) expect([413, 429]).toContain(status);
  expect(health.every((s) => s === 200)).toBe(true);
  expectAlive();
  const normal = await upload(svgWithRects(20), 'logo.svg');
  expect(normal.status).toBe(200);
});

it('gives 422 in words for a file under the counts that is too heavy for a worker, and keeps serving', async () => {
  // One element with 400,000 attributes: within the element and depth limits, but far more than
  // a worker's memory allows to parse and clean.
  const attributes = Array.from({ length: 400_000 }, (_, i) => `a${i}="${i}"`).join(' ');
  const heavy = `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`;
  const answer = upload(heavy, 'heavy.svg');
  const health = await healthWhile(answer);
  const { status, message } = await answer;
  expect(status).toBe(422);
  expect(message).toMatch(/too complex to process/);
  expect(health.every((s) => s === 200)).toBe(true);
  expectAlive();
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});
