/**
 * Every line the server writes is one JSON object (issue 45.7): its own lines, Node's warnings
 * (the AWS SDK's on Node 20) and a failing request's line, which is at level 50 (error).
 * `/readyz` says when the uploads' S3 bucket cannot be reached, while `/healthz` stays up: S3
 * points at a local port nothing listens on (port 1). What `npm start` writes while it builds is checked
 * on the fresh build of tests/ops/deploy.test.ts, which makes one anyway.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { everyLineAsJson, SDK_WARNS, unreachableS3 } from '../helpers/json-log.js';
import { startServer, StartedProcesses } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild(), 900_000);
afterEach(() => started.cleanUp());

it('/readyz answers 503 with the reason while the S3 bucket is unreachable, and /healthz 200; every line is JSON, the 5xx at level 50', async () => {
  const server = await startServer({ env: unreachableS3() });
  started.servers.push(server);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  for (let i = 0; i < 2; i++) {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'object storage unreachable' });
  }
  expect((await fetch(`${server.url}/home?lang=en_US`)).status).toBe(200);
  expect((await fetch(`${server.url}/no-such-page-anywhere`)).status).toBe(404);
  started.release(server);
  expect(await server.stop('SIGTERM')).toBe(0);

  const lines = everyLineAsJson(server);
  const warnings = lines.filter((line) => line.msg === 'not ready: object storage check failed');
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatchObject({ level: 40, err: { message: expect.any(String) } });
  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.find((line) => line.url === '/readyz')).toMatchObject({ level: 50, status: 503 });
  expect(requests.find((line) => line.url === '/home')).toMatchObject({ level: 30, status: 200 });
  expect(requests.find((line) => line.url === '/no-such-page-anywhere')).toMatchObject({ level: 30, status: 404 });
  if (SDK_WARNS) {
    const warning = lines.find((line) => (line.warning as { code?: string } | undefined)?.code === 'NodeVersionSupportWarning');
    expect(warning).toMatchObject({ level: 40, msg: expect.stringContaining('will require node >=22') });
  }
});
