/**
 * Every line the server and `npm start` write is one JSON object (issue 45.7): the build step's
 * lines, the server's, Node's warnings (the AWS SDK's on Node 20) and a failing request's line,
 * which is at level 50 (error). `/readyz` says when the uploads' S3 bucket cannot be reached, while
 * `/healthz` stays up: S3 points at a local port nothing listens on.
 */
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { copyProject, freePort, type ServerProcess, startNpm, startServer, StartedProcesses } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const BUILD_TIMEOUT = 900_000;
const started = new StartedProcesses();
let project: string | undefined;

beforeAll(() => ensurePageBuild(), 900_000);
afterEach(() => started.cleanUp());
afterAll(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

/** Uploads in a bucket behind a port where nothing answers. */
async function unreachableS3(): Promise<Record<string, string>> {
  return {
    S3_BUCKET: 'firm-uploads',
    S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'ops-test-key',
    S3_SECRET_ACCESS_KEY: 'ops-test-secret',
  };
}

/** Every non-empty line the process wrote, each parsed as JSON (a line that is not fails the test, shown whole). */
function everyLineAsJson(server: ServerProcess): Record<string, unknown>[] {
  const lines = server.output().split('\n').filter((line) => line.trim() !== '');
  const notJson = lines.filter((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Node 20 is the version the AWS SDK warns about (it wants 22 from 2027). */
const SDK_WARNS = Number(process.versions.node.split('.')[0]) < 22;

it('/readyz answers 503 with the reason while the S3 bucket is unreachable, and /healthz 200', async () => {
  const server = await startServer({ env: await unreachableS3() });
  started.servers.push(server);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  for (let i = 0; i < 2; i++) {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'object storage unreachable' });
  }
  started.release(server);
  expect(await server.stop('SIGTERM')).toBe(0);
  const warnings = server.logLines().filter((line) => line.msg === 'not ready: object storage check failed');
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatchObject({ level: 40, err: { message: expect.any(String) } });
});

it('npm start writes only JSON lines: the build, the server, Node warnings and a 5xx at level 50', async () => {
  project = copyProject();
  // npm's own banner ("> lawfirm-site@0.1.0 start") is left out with --silent, as a process manager should run it.
  const first = await startNpm(project, { args: ['--silent', 'start'], timeoutMs: BUILD_TIMEOUT, env: await unreachableS3() });
  started.servers.push(first);
  expect((await fetch(`${first.url}/home?lang=en_US`)).status).toBe(200);
  expect((await fetch(`${first.url}/no-such-page-anywhere`)).status).toBe(404);
  expect((await fetch(`${first.url}/readyz`)).status).toBe(503);
  started.release(first);
  expect(await first.stop('SIGTERM')).toBe(0);

  const lines = everyLineAsJson(first);
  expect(lines.some((line) => typeof line.msg === 'string' && /^Release \S+ is now current/.test(line.msg))).toBe(true);
  // The build tools' own output (Vite, tsc) comes as lines of its own.
  expect(lines.some((line) => line.build === 'stdout')).toBe(true);
  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.find((line) => line.url === '/readyz')).toMatchObject({ level: 50, status: 503 });
  expect(requests.find((line) => line.url === '/home')).toMatchObject({ level: 30, status: 200 });
  expect(requests.find((line) => line.url === '/no-such-page-anywhere')).toMatchObject({ level: 30, status: 404 });
  if (SDK_WARNS) {
    const warning = lines.find((line) => (line.warning as { code?: string } | undefined)?.code === 'NodeVersionSupportWarning');
    expect(warning).toMatchObject({ level: 40, msg: expect.stringContaining('will require node >=22') });
  }

  // The next start finds the release up to date and says so in JSON too.
  const second = await startNpm(project, { args: ['--silent', 'start'], timeoutMs: BUILD_TIMEOUT });
  started.servers.push(second);
  started.release(second);
  expect(await second.stop('SIGTERM')).toBe(0);
  const again = everyLineAsJson(second);
  expect(again[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/^Release \S+ is up to date with the sources; not building\.$/) });
}, BUILD_TIMEOUT * 2);
