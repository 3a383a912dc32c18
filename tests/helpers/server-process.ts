/**
 * Real server processes for the operations suite: a PostgreSQL database of the test's own
 * (created and dropped on the local server), and the server started from source as its own
 * process, or by `npm start` in a throw-away copy of the project, so that what fails (a
 * connection, a signal, an exit, a deploy) fails as it would in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensurePageBuild } from '../setup/web-fixture.js';

const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
};

export interface TestDatabase {
  name: string;
  url: string;
  /** Runs one statement on the test's database with a connection of its own. */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database; `drop()` removes it, ending whatever still uses it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ops_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ ...PG, database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`;
  return {
    name,
    url,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ ...PG, database: 'postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr, in order. */
  output(): string;
  /** JSON log lines written so far, parsed (other lines left out). */
  logLines(): Record<string, unknown>[];
  /** The server's process id, from its log lines (it differs from `child.pid` under npm). */
  serverPid(): number | undefined;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Resolve as soon as the process is spawned rather than when it answers /healthz. */
  noWait?: boolean;
  /** How long to wait for /healthz. */
  timeoutMs?: number;
}

/**
 * Starts `server/main.ts` from source (through tsx) in production mode on a free port. The pages
 * come from the production build, made first when it is missing or out of date; with
 * `projectDir` (a copy from copyProject), from that copy's current build, as it is.
 */
export async function startServer(options: StartOptions & { projectDir?: string } = {}): Promise<ServerProcess> {
  if (!options.projectDir) ensurePageBuild();
  return launch(process.execPath, ['--max-old-space-size=160', '--import', 'tsx', 'server/main.ts'], options.projectDir ?? path.resolve('.'), {
    NODE_ENV: 'production',
    ...options.env,
  }, options);
}

/**
 * Runs `npm <args>` (by default `npm start`) in `projectDir` the way an operator or a process
 * manager does: `child` is the npm process itself, and whatever it builds or starts is its own.
 */
export async function startNpm(projectDir: string, options: StartOptions & { args?: string[] } = {}): Promise<ServerProcess> {
  return launch('npm', options.args ?? ['start'], projectDir, {
    HOME: process.env.HOME ?? os.homedir(),
    npm_config_update_notifier: 'false',
    ...options.env,
  }, options);
}

async function launch(command: string, args: string[], cwd: string, env: Record<string, string>, options: StartOptions): Promise<ServerProcess> {
  const port = Number(options.env?.PORT ?? (await freePort()));
  const dataDir = options.env?.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-'));
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      DEMO_CONTENT: 'false',
      ADMIN_ACCOUNT: 'ops-admin',
      ADMIN_PASSWORD: 'Operations test 2026',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const url = `http://127.0.0.1:${port}`;
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  // The server's own process: under `npm start` the build writes JSON lines first, with its own
  // pid, so the first line with a pid is not the server's (taking it left servers running after
  // their test, and checked the SIGTERM test against a process that had already ended).
  const serverPid = () => {
    const lines = logLines().filter((line) => typeof line.pid === 'number');
    const listening = lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening at'));
    return (listening ?? lines.at(-1))?.pid as number | undefined;
  };
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    logLines,
    serverPid,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
        // A server its launcher left behind must not outlive the test.
        const pid = serverPid();
        if (pid !== undefined && pid !== child.pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
        if (!options.env?.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  if (options.noWait) return server;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it answered:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server did not answer /healthz in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether a process with this id still runs (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port right now. */
export async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What a build is made from; everything else (node_modules) is linked, not copied. */
const PROJECT_SOURCES = ['app', 'contract', 'server', 'scripts', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

/**
 * A throw-away copy of this project's sources with the shared node_modules linked in, for tests
 * that build and start the site as an operator would without touching this checkout's build.
 */
export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-project-'));
  const names = [...PROJECT_SOURCES, ...fs.readdirSync('.').filter((name) => /^tsconfig.*\.json$/.test(name))];
  for (const name of names) fs.cpSync(path.resolve(name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(fs.realpathSync('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Two server processes on one new PostgreSQL database, and the database itself. */
export interface TwoInstances {
  db: TestDatabase;
  first: ServerProcess;
  second: ServerProcess;
}

/**
 * What a test file starts, ended by `cleanUp()` (from `afterEach`): servers killed first, then
 * their databases dropped and their data folders removed.
 */
export class StartedProcesses {
  readonly servers: ServerProcess[] = [];
  readonly databases: TestDatabase[] = [];
  readonly folders: string[] = [];

  /**
   * Two instances of the site on one new database, started one after the other: only the first
   * creates the first administrator and loads the demo content, the second finds them there.
   */
  async twoInstances(): Promise<TwoInstances> {
    const db = await createTestDatabase();
    this.databases.push(db);
    const first = await startServer({ env: { DATABASE_URL: db.url, DEMO_CONTENT: 'true' } });
    this.servers.push(first);
    const second = await startServer({ env: { DATABASE_URL: db.url } });
    this.servers.push(second);
    return { db, first, second };
  }

  /** Leaves `server` to the test, which ends it itself (a graceful stop it checks). */
  release(server: ServerProcess): void {
    const at = this.servers.indexOf(server);
    if (at >= 0) this.servers.splice(at, 1);
  }

  async cleanUp(): Promise<void> {
    await Promise.all(this.servers.splice(0).map((s) => s.stop('SIGKILL')));
    await Promise.all(this.databases.splice(0).map((d) => d.drop()));
    for (const folder of this.folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  }
}
