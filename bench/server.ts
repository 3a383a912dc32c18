/**
 * The server the benchmarks measure: the production page build with the demo content, in a
 * child process of its own so the load generator does not share its core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { copyTemplate, ensurePageBuild, makeDemoTemplate } from '../tests/setup/web-fixture.js';

export interface BenchServer {
  origin: string;
  process: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  ensurePageBuild();
  const template = await makeDemoTemplate();
  const dir = copyTemplate(template);
  fs.rmSync(template, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error('the benchmark server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    process: child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The cookie of a visitor who has accepted the disclaimer, so pages render without the dialog. */
export const ACCEPTED_DISCLAIMER = 'disclaimer=accepted~2026-01-01';
