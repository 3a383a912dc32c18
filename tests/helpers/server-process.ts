/**
 * Real server processes for the operations suite: a PostgreSQL database of the test's own
 * (created and dropped on the local server), and the server started from source as its own
 * process, so that what fails (a connection, a signal, an exit) fails as it would in production.
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
 * come from the production build, made first when it is missing or out of date.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  ensurePageBuild();
  const port = Number(options.env?.PORT ?? (await freePort()));
  const dataDir = options.env?.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-'));
  const child = spawn(process.execPath, ['--max-old-space-size=160', '--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve('.'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DEMO_CONTENT: 'false',
      ADMIN_ACCOUNT: 'ops-admin',
      ADMIN_PASSWORD: 'Operations test 2026',
      ...options.env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
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
