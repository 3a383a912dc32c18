/**
 * What page tests stand on: a current production build of the pages, and a demo database made
 * once per run that each test copies (loading the demo takes seconds; copying it, milliseconds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureRelease } from '../../scripts/release/ensure-release.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { prepareDatabase } from '../../server/startup.js';

export const ADMIN = { account: 'test-admin', password: 'Test administrator 2026' };

/**
 * Makes the pages of the current release match the sources, building a new release when they do
 * not (scripts/release/); `build/` then points at it. Only the pages: a change to the server alone
 * needs no new build for tests, which run the server from source.
 */
export function ensurePageBuild(): void {
  ensureRelease(process.cwd(), { parts: ['pages'] });
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
