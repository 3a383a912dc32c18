/**
 * Deploying as an operator does: `npm start` builds only when the sources changed, a new build
 * goes beside the one a running server serves, and a process manager's SIGTERM to `npm start`
 * stops the server itself, gracefully; the operational scripts never build. Everything `npm start`
 * writes, the build's lines included, is one JSON object a line (issue 45.7). One throw-away copy
 * of the project; two real builds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { everyLineAsJson } from '../helpers/json-log.js';
import { copyProject, isAlive, isListening, type ServerProcess, startNpm } from '../helpers/server-process.js';

/** A real build takes one to several minutes, depending on how busy the machine is. */
const BUILD_TIMEOUT = 900_000;

let project: string;
const started: ServerProcess[] = [];

beforeAll(() => {
  project = copyProject();
});

afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  fs.rmSync(project, { recursive: true, force: true });
});

/** `npm start` in the copy; a start that builds (or wrongly rebuilds) may take minutes. */
async function npmStart(args?: string[]): Promise<ServerProcess> {
  const server = await startNpm(project, { timeoutMs: BUILD_TIMEOUT, ...(args ? { args } : {}) });
  started.push(server);
  return server;
}

/** Which build the pages come from: its real folder and the server bundle's file. */
function currentBuild(): { folder: string; inode: number; mtimeMs: number } {
  const folder = fs.realpathSync(path.join(project, 'build'));
  const bundle = fs.statSync(path.join(folder, 'server/index.js'));
  return { folder, inode: bundle.ino, mtimeMs: bundle.mtimeMs };
}

/** The script and style URLs a page loads. */
/** The scripts and stylesheets a public page and the sign-in screen load (public pages carry their styles inline). */
async function assetsOf(origin: string): Promise<string[]> {
  const html = (await Promise.all(['/home?lang=en_US', '/admin-login'].map(async (page) => (await fetch(`${origin}${page}`)).text()))).join('\n');
  return [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

it('npm start builds a fresh copy once, writing only JSON lines, then starts without building while nothing changed', { timeout: BUILD_TIMEOUT + 120_000 }, async () => {
  // npm's own banner ("> lawfirm-site@0.1.0 start") is left out with --silent, as a process manager should run it.
  const first = await npmStart(['--silent', 'start']);
  const built = currentBuild();
  expect((await fetch(`${first.url}/home?lang=en_US`)).status).toBe(200);
  expect(await first.stop()).toBe(0);
  const lines = everyLineAsJson(first);
  expect(lines.some((line) => typeof line.msg === 'string' && /^Release \S+ is now current/.test(line.msg))).toBe(true);
  // The build tools' own output (Vite, tsc) comes as lines of its own.
  expect(lines.some((line) => line.build === 'stdout')).toBe(true);
  expect(lines.filter((line) => line.msg === 'request').find((line) => line.url === '/home')).toMatchObject({ level: 30, status: 200 });
  // The process the helpers stop (and this suite's SIGTERM test watches) is the server, whose
  // lines follow the build's: not the build, which wrote the first lines with a pid.
  const serverLine = lines.find((line) => line.msg === 'request');
  expect(first.serverPid()).toBe(serverLine?.pid);
  expect(lines[0]?.pid).not.toBe(serverLine?.pid);
  expect(isAlive(first.serverPid()!)).toBe(false);

  // The next start finds the release up to date and says so in JSON too.
  const second = await npmStart(['--silent', 'start']);
  expect(currentBuild()).toEqual(built);
  expect(await statusOf(`${second.url}/home?lang=en_US`)).toBe(200);
  expect(await second.stop()).toBe(0);
  expect(everyLineAsJson(second)[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/^Release \S+ is up to date with the sources; not building\.$/) });
});

it('SIGTERM to the npm start process stops the server gracefully and frees the port', { timeout: BUILD_TIMEOUT + 120_000 }, async () => {
  const server = await npmStart();
  const serverPid = server.serverPid();
  expect(serverPid).toBeDefined();

  server.child.kill('SIGTERM');
  const code = await server.exited;
  await waitFor(() => !isAlive(serverPid!), 15_000);

  expect(isAlive(serverPid!)).toBe(false);
  expect(await isListening(server.port)).toBe(false);
  expect(server.logLines().map((line) => line.msg)).toContain('shutting down: finishing in-flight requests');
  expect(code).toBe(0);
});

it('a deploy builds the changed sources beside the running release, whose scripts and styles keep answering', { timeout: BUILD_TIMEOUT + 120_000 }, async () => {
  const running = await npmStart();
  const before = currentBuild();
  const assets = await assetsOf(running.url);
  expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true);

  // A change to the pages' styles: the next start must build again, with other asset names.
  fs.appendFileSync(path.join(project, 'app/styles/base.css'), '\n.deploy-test-marker { color: #123456; }\n');
  let deployed = false;
  const deploying = npmStart().finally(() => (deployed = true));
  const failures: string[] = [];
  let rounds = 0;
  while (!deployed) {
    for (const url of assets) {
      const status = await statusOf(`${running.url}${url}`);
      if (status !== 200) failures.push(`${url} answered ${status} during the build`);
    }
    rounds += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const next = await deploying;

  expect(rounds).toBeGreaterThan(1);
  expect(failures).toEqual([]);
  for (const url of assets) expect(await statusOf(`${running.url}${url}`)).toBe(200);
  expect(currentBuild().folder).not.toBe(before.folder);
  const nextAssets = await assetsOf(next.url);
  expect(nextAssets.filter((url) => url.endsWith('.css'))).not.toEqual(assets.filter((url) => url.endsWith('.css')));
  for (const url of nextAssets) expect(await statusOf(`${next.url}${url}`)).toBe(200);
});

/** Everything a build changes: the release folders, which one is current, and what the links point at. */
function releaseState(): { releases: string[]; current: string; build: string; dist: string; bundle: { inode: number; mtimeMs: number } } {
  const { folder, inode, mtimeMs } = currentBuild();
  return {
    releases: fs.readdirSync(path.join(project, 'releases')).sort(),
    current: fs.readlinkSync(path.join(project, 'releases/current')),
    build: folder,
    dist: fs.realpathSync(path.join(project, 'dist')),
    bundle: { inode, mtimeMs },
  };
}

it('migrate, staff, backup and demo:reload never build, even when the sources changed', { timeout: BUILD_TIMEOUT + 300_000 }, async () => {
  // The tests above leave a current release; run alone, this one makes it first.
  if (!fs.existsSync(path.join(project, 'releases/current'))) {
    const build = await startNpm(project, { args: ['run', 'build'], noWait: true });
    expect(await build.exited, build.output()).toBe(0);
    await build.stop();
  }
  // Sources that differ from the current release: a script that built "when needed" would build now.
  fs.appendFileSync(path.join(project, 'app/styles/base.css'), '\n.operational-scripts-test-marker { color: #654321; }\n');
  const before = releaseState();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-scripts-'));
  try {
    for (const args of [
      ['run', 'migrate'],
      ['run', 'staff', '--', '--account', 'ops-staff', '--role', 'editor'],
      ['run', 'backup', '--', '--out', path.join(dataDir, 'backup')],
      ['run', 'demo:reload'],
    ]) {
      const script = await startNpm(project, { args, noWait: true, env: { DATA_DIR: dataDir, STAFF_PASSWORD: 'Operations staff 2026' } });
      const code = await script.exited;
      const what = `npm ${args.join(' ')}:\n${script.output()}`;
      expect(code, what).toBe(0);
      expect(releaseState(), what).toEqual(before);
      expect(script.output(), what).not.toMatch(/vite|is now current|building/i);
    }
    expect(fs.existsSync(path.join(dataDir, 'backup/backup.json'))).toBe(true);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
