/**
 * What page tests stand on: a current production build of the pages, and a demo database made
 * once per run that each test copies (loading the demo takes seconds; copying it, milliseconds).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { prepareDatabase } from '../../server/startup.js';

export const ADMIN = { account: 'test-admin', password: 'Test administrator 2026' };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the pages when the build is missing or older than any source it comes from. */
export function ensurePageBuild(): void {
  const built = path.resolve('build/server/index.js');
  const sources = Math.max(newestMtime(path.resolve('app')), newestMtime(path.resolve('contract')), fs.statSync('vite.config.ts').mtimeMs);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > sources) return;
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** A data folder with the demo firm loaded and a known administrator. */
export async function makeDemoTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-demo-template-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ADMIN_ACCOUNT: ADMIN.account, ADMIN_PASSWORD: ADMIN.password });
  const app = await buildApp({ config, logger: false });
  await prepareDatabase(app);
  await app.close();
  return dir;
}

/** A private copy of the demo data folder. */
export function copyTemplate(template: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-demo-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
