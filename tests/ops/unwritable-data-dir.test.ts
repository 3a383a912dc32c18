/**
 * A server that cannot write where it keeps its data (the SQLite database and its folder, the
 * uploads folder) refuses to start, saying which path and which user, instead of reporting ready
 * and failing every sign-in or upload with a 500. Root may write anywhere, so the server runs
 * here as `nobody` on a copy of the demo's data folder owned by root.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process.js';
import { copyTemplate, makeDemoTemplate } from '../setup/web-fixture.js';

const NOBODY = 65534;

interface Run {
  code: number | string;
  output: string;
  ms: number;
}

/**
 * Whether the server can run here as nobody: the tests run as root, and the checkout must be
 * readable by others (a clone under /root, mode 0700, is not). Where it cannot, the tests say why
 * and are skipped rather than failing on the checkout's place.
 */
const runsAsNobody =
  process.getuid?.() === 0 && spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: path.resolve('.'), uid: NOBODY, gid: NOBODY, stdio: 'ignore' }).status === 0;
if (!runsAsNobody) process.stderr.write('tests/ops/unwritable-data-dir.test.ts skipped: the server cannot run as nobody here (not root, or the checkout is not readable by others)\n');

const made: string[] = [];
let template: string;

beforeAll(async () => {
  if (runsAsNobody) template = await makeDemoTemplate();
}, 180_000);

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

afterAll(() => {
  if (template) fs.rmSync(template, { recursive: true, force: true });
});

function demoCopy(): string {
  const dir = copyTemplate(template);
  made.push(dir);
  return dir;
}

function chownTree(target: string, uid: number): void {
  fs.chownSync(target, uid, uid);
  if (!fs.statSync(target).isDirectory()) return;
  for (const name of fs.readdirSync(target)) chownTree(path.join(target, name), uid);
}

/** The server from source, in production mode, as nobody; until it exits or answers /readyz. */
async function startAsNobody(dataDir: string): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve('.'),
    uid: NOBODY,
    gid: NOBODY,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const started = Date.now();
  const deadline = started + 60_000;
  try {
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false);
      if (ready) return { code: 'ready', output, ms: Date.now() - started };
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    return { code: child.exitCode ?? child.signalCode ?? 'timed out', output, ms: Date.now() - started };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
}

/** The message of the one fatal line of a start refused at once, which names the path and the user. */
function fatalMessage(run: Run): string {
  expect(run.code, run.output).toBe(1);
  expect(run.ms).toBeLessThan(15_000);
  const fatal = run.output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } })
    .filter((line) => line.level === 60);
  expect(fatal, run.output).toHaveLength(1);
  // The words lead the line itself (`msg`), not only the error under it.
  expect(fatal[0]!.msg).toMatch(/^The server could not start: the /);
  return fatal[0]!.msg;
}

describe.skipIf(!runsAsNobody)('a start as a user who cannot write DATA_DIR', () => {
  it('a start as nobody on a data folder nobody owns is ready (the control)', async () => {
      const dataDir = demoCopy();
    chownTree(dataDir, NOBODY);
    const run = await startAsNobody(dataDir);
    expect(run.code, run.output).toBe('ready');
  });

  it('a data folder nobody may write (root-owned, 0755) is refused at start, naming the folder and the user', async () => {
    const dataDir = demoCopy();
    fs.chmodSync(dataDir, 0o755);
    const run = await startAsNobody(dataDir);
    expect(fatalMessage(run)).toContain(`the database folder (DATA_DIR) ${dataDir} is not writable by this process (user nobody)`);
  });

  it('a database file nobody may write, in a folder it may, is refused at start', async () => {
    const dataDir = demoCopy();
    chownTree(dataDir, NOBODY);
    fs.chownSync(path.join(dataDir, 'site.sqlite'), 0, 0);
    const run = await startAsNobody(dataDir);
    expect(fatalMessage(run)).toContain(`the database file ${path.join(dataDir, 'site.sqlite')} (in DATA_DIR) is not writable by this process (user nobody)`);
  });

  it('a DATA_DIR that cannot be created is refused at start, naming it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-unwritable-'));
    made.push(parent);
    fs.chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'data');
    const run = await startAsNobody(dataDir);
    expect(fatalMessage(run)).toContain(`the database folder (DATA_DIR) ${dataDir} cannot be created by this process (user nobody)`);
  });

  it('an uploads folder nobody may write, beside a database it may, is refused at start', async () => {
    const dataDir = demoCopy();
    const uploads = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    chownTree(dataDir, NOBODY);
    fs.chownSync(uploads, 0, 0);
    fs.chmodSync(uploads, 0o755);
    const run = await startAsNobody(dataDir);
    expect(fatalMessage(run)).toContain(`the uploads folder (in DATA_DIR) ${uploads} is not writable by this process (user nobody)`);
  });

  it("a month's uploads folder nobody may write is refused at start too", async () => {
    const dataDir = demoCopy();
    const month = path.join(dataDir, 'uploads', '2026', '01');
    fs.mkdirSync(month, { recursive: true });
    chownTree(dataDir, NOBODY);
    fs.chownSync(month, 0, 0);
    const run = await startAsNobody(dataDir);
    expect(fatalMessage(run)).toContain(`the uploads folder (in DATA_DIR) ${month} is not writable by this process (user nobody)`);
  });
});
