/**
 * What page tests stand on: a current production build of the pages, and a demo database made
 * once per run that each test copies (loading the demo takes seconds; copying it, milliseconds).
 * On SQLite the copy is of the data folder; on PostgreSQL (when TEST_DATABASE_URL names a
 * server) the demo is loaded into a template database of its own, which each test copies with
 * `CREATE DATABASE ... TEMPLATE`, and the data folder, holding the demo's uploads, is copied too.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureRelease } from '../../scripts/release/ensure-release.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { prepareDatabase } from '../../server/startup.js';

export const ADMIN = { account: 'test-admin', password: 'Test administrator 2026' };

/** The demo loaded into a PostgreSQL database, and the data folder with its uploads. */
export interface PostgresDemoTemplate {
  dir: string;
  database: string;
}

/**
 * Makes the pages of the current release match the sources, building a new release when they do
 * not (scripts/release/); `build/` then points at it. Only the pages: a change to the server alone
 * needs no new build for tests, which run the server from source.
 */
export function ensurePageBuild(): void {
  ensureRelease(process.cwd(), { parts: ['pages'] });
}

/** A data folder with the demo firm loaded and a known administrator; in `databaseUrl` when given. */
export async function makeDemoTemplate(databaseUrl?: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-demo-template-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ADMIN_ACCOUNT: ADMIN.account,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
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

/** The URL of another database on the server that `serverUrl` names. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server `serverUrl` names, with a connection of its own. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

/** The demo firm in a new database on the server `serverUrl` names (the global set-up drops it). */
export async function makePostgresDemoTemplate(serverUrl: string): Promise<PostgresDemoTemplate> {
  const database = `web_template_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `CREATE DATABASE ${database}`);
  try {
    return { dir: await makeDemoTemplate(databaseUrl(serverUrl, database)), database };
  } catch (error) {
    await dropDatabase(serverUrl, database);
    throw error;
  }
}

/** How long a copy waits for the template's last connections to end (PostgreSQL refuses while any remain). */
const TEMPLATE_BUSY_DEADLINE_MS = 30_000;

/** A private copy of the PostgreSQL demo: a database made from the template, and its data folder. */
export async function copyPostgresTemplate(serverUrl: string, template: PostgresDemoTemplate): Promise<{ dir: string; database: string }> {
  const database = `web_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const deadline = Date.now() + TEMPLATE_BUSY_DEADLINE_MS;
  for (;;) {
    try {
      await onServer(serverUrl, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
      break;
    } catch (error) {
      // 55006: "source database is being accessed by other users", until its connections have ended.
      if ((error as { code?: unknown }).code !== '55006' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { dir: copyTemplate(template.dir), database };
}
