/**
 * Builds the whole app (API and pages from the production build) on a private copy of the demo
 * database, for server-render tests through `inject`: SQLite by default, or PostgreSQL for the
 * tests that run on each of `dialects` (tests/helpers/app.ts).
 */
import fs from 'node:fs';
import { expect, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectDatabase, type Dialect } from '../../server/db/connection.js';
import { TEST_LANGUAGES_ENV } from './test-languages.js';
import { ADMIN, copyPostgresTemplate, copyTemplate, databaseUrl, dropDatabase } from '../setup/web-fixture.js';

export type WebApp = Awaited<ReturnType<typeof buildApp>>;

/** A private copy of the demo for one app: its data folder, and on PostgreSQL its database. */
async function demoCopy(dialect: Dialect): Promise<{ dir: string; env: Record<string, string>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { dir: copyTemplate(inject('demoTemplate')), env: {}, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('demoTemplatePostgres');
  if (!serverUrl || !template) throw new Error('page tests on PostgreSQL need TEST_DATABASE_URL (the global set-up then loads their demo database)');
  const { dir, database } = await copyPostgresTemplate(serverUrl, template);
  return { dir, env: { DATABASE_URL: databaseUrl(serverUrl, database) }, drop: () => dropDatabase(serverUrl, database) };
}

/** `env` adds to (or overrides) the test configuration, e.g. `{ PAGE_CACHE_MAX_BYTES: '50000' }`. */
export async function createWebApp(
  env: Record<string, string> = {},
  dialect: Dialect = 'sqlite',
  options: {
    /** Told the SQL of every query the app runs. */
    onQuery?: (sql: string) => void;
    /** Given each line the app logs at level warn or above, as JSON. */
    onLog?: (line: string) => void;
  } = {},
): Promise<{ app: WebApp; close: () => Promise<void>; adminToken: () => Promise<string> }> {
  const copy = await demoCopy(dialect);
  // No reads of the content state on a timer (the tests that count queries count a request's own);
  // a test of the refreshes after a change turns it on.
  const config = loadConfig({ DATA_DIR: copy.dir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', NODE_ENV: 'production', DEFAULT_LOCALE: 'zh_CN', PAGE_CACHE_POLL_MS: '0', ...TEST_LANGUAGES_ENV, ...copy.env, ...env });
  const { onQuery, onLog } = options;
  // Opened here only to watch the queries; closed with the app below.
  const database = onQuery
    ? connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, onQuery: (event) => onQuery(event.query.sql) })
    : undefined;
  let app: WebApp;
  try {
    const logger = onLog ? { level: 'warn', stream: { write: onLog } } : false;
    app = await buildApp({ config, logger, web: 'production', ...(database ? { database } : {}) });
    await app.ready();
    if (app.dialect !== dialect) throw new Error(`asked for ${dialect}, got ${app.dialect}`);
  } catch (error) {
    await database?.db.destroy();
    await copy.drop();
    fs.rmSync(copy.dir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database?.db.destroy();
      await copy.drop();
      fs.rmSync(copy.dir, { recursive: true, force: true });
    },
    async adminToken() {
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: ADMIN.account, password: ADMIN.password } });
      return response.json().result as string;
    },
  };
}

/** Headers that take a page past the page cache, as a page whose address is new. */
export const PAST_THE_CACHE = { authorization: 'Bearer renders-afresh', cookie: '' };

/**
 * A web app whose queries are counted: `render` asks for a page past the page cache (an
 * Authorization header, as a page whose address is new) and gives its HTML and the SQL it ran.
 */
export async function createCountingWebApp(dialect: Dialect): Promise<{ web: Awaited<ReturnType<typeof createWebApp>>; render: (url: string) => Promise<{ body: string; ran: string[] }> }> {
  let queries: string[] = [];
  const web = await createWebApp({}, dialect, { onQuery: (sql) => queries.push(sql) });
  return {
    web,
    async render(url) {
      queries = [];
      const response = await web.app.inject({ method: 'GET', url, headers: PAST_THE_CACHE });
      expect(response.statusCode, url).toBe(200);
      return { body: response.body, ran: queries };
    },
  };
}

/** The text of the first element matching a simple regular expression over the HTML. */
export function firstMatch(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** A visitor's GET, uncompressed, so a test reads the body. */
export function visit(app: WebApp, url: string) {
  return app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
}

/** Asks until the address is stored, as the page cache stores an address asked for twice (cache-admission.ts); its third answer. */
export async function storedAnswer(app: WebApp, url: string) {
  await visit(app, url);
  await visit(app, url);
  const answer = await visit(app, url);
  expect(answer.headers['x-cache'], url).toBe('hit');
  return answer;
}
