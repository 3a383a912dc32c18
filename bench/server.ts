/**
 * The server the benchmarks measure: the compiled server and production page build with the demo
 * content, in a child process of its own so the load generator does not share its core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureRelease } from '../scripts/release/ensure-release.js';
import { RELEASE_PARTS } from '../scripts/release/fingerprint.js';
import { copyTemplate, makeDemoTemplate } from '../tests/setup/web-fixture.js';

export interface BenchServer {
  origin: string;
  process: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/** The Node.js flags `npm start` gives the server (its heap limit), so the benchmarks run the same. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(start)?.[1]?.trim().split(' ').filter(Boolean) ?? [];
}

/** The environment `npm start` sets for Node besides NODE_ENV: the C allocator's settings (README, memory note). */
export function startEnv(): Record<string, string> {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return Object.fromEntries([...start.matchAll(/\b(MALLOC_\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
}

/** Extra Node.js flags for the server, e.g. `--cpu-prof` (bench/throughput.ts's BENCH_PROFILE). */
export async function startBenchServer(port: number, extraFlags: string[] = []): Promise<BenchServer> {
  // The compiled server of the current release, as `npm start` runs it: a TypeScript loader would
  // add its own memory and work.
  ensureRelease(process.cwd(), { parts: RELEASE_PARTS, log: (line) => process.stdout.write(`${line}\n`) });
  const template = await makeDemoTemplate();
  const dir = copyTemplate(template);
  fs.rmSync(template, { recursive: true, force: true });
  const child = spawn(process.execPath, [...startFlags(), ...extraFlags, 'dist/server/main.js'], {
    env: { ...process.env, ...startEnv(), NODE_ENV: 'production', DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A benchmark that fails half-way must not leave its server running.
  process.on('exit', () => child.kill('SIGTERM'));
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

/**
 * The cookie of a visitor who has accepted the site's current disclaimer (its version is read off
 * the dialog's form), so pages render as a returning visitor sees them: without the dialog and
 * with the frame not inert. ACCEPTED_DISCLAIMER names no version and so still gets the dialog.
 */
export async function acceptedDisclaimerCookie(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/home?lang=en_US`)).text();
  const version = /name="version" value="([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error('the home page asks for no disclaimer whose version could be accepted');
  return `disclaimer=${version}~2026-01-01`;
}
