/**
 * Starts bench/framework-floor-app.ts in a child process for a page's markup: the framework's own
 * floor for that page (decision 0063), which bench:floor prints and bench:throughput's rendered
 * rows are measured against (ENGINEERING.md's budget for a page nothing can cache).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type FloorMode = 'gzip' | 'react' | 'router';

export interface FloorServer {
  /** The page's address on the floor's server. */
  url: string;
  stop(): Promise<void>;
}

/** The insides of a page's <head> and <body> as our server sent them. */
export function pageMarkup(html: string): string {
  const parts = /<head[^>]*>([\s\S]*)<\/head>\s*<body[^>]*>([\s\S]*)<\/body>/.exec(html);
  if (!parts) throw new Error('the page has no <head> and <body>');
  return parts[1]! + parts[2]!;
}

export async function startFloorServer(mode: FloorMode, markup: string, port: number): Promise<FloorServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  const markupFile = path.join(directory, 'page.html');
  fs.writeFileSync(markupFile, markup);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/framework-floor-app.ts', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', FLOOR_MODE: mode, FLOOR_BODY: markupFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A benchmark that fails half-way must not leave its server running; one that cannot start says so.
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the floor's ${mode} server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/news/detail/1`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      process.off('exit', killOnExit);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
