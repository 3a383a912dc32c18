/**
 * Builds the app for API tests on a fresh database: SQLite in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL schema of its own that is dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import type { RegisteredRoute } from '../../server/http/fastify-types.js';
import { type AppConfig, loadConfig } from '../../server/config.js';
import { connectDatabase, type Dialect } from '../../server/db/connection.js';
import { answerProblem, checkingAnswers } from './answer-check.js';
import { TEST_LANGUAGES_ENV } from './test-languages.js';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER, type RoleId } from '../../contract/roles.js';

/**
 * The dialects this run tests: SQLite, plus PostgreSQL when TEST_DATABASE_URL names a server.
 * TEST_DIALECTS (comma-separated) narrows the set, so CI's PostgreSQL pass does not repeat SQLite.
 */
export const dialects: Dialect[] = ((): Dialect[] => {
  const available: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const wanted = process.env.TEST_DIALECTS?.split(',').map((d) => d.trim());
  return wanted ? available.filter((d) => wanted.includes(d)) : available;
})();

export type TestApp = FastifyInstance & { routeList: RegisteredRoute[] };

export interface TestContext {
  app: TestApp;
  config: AppConfig;
  dialect: Dialect;
  dataDir: string;
  close(): Promise<void>;
  /** Sends a request as JSON and gives back the parsed body with the response. */
  request(options: InjectOptions): Promise<LightMyRequestResponse & { body_: any }>;
  /** Creates a staff account and signs it in. */
  staff(role?: StaffRole): Promise<{ account: string; password: string; token: string; id: number }>;
}

export type StaffRole = 'administrator' | 'editor' | 'reviewer';
const ROLE_OF: Record<StaffRole, RoleId> = { administrator: ROLE_ADMINISTRATOR, editor: ROLE_EDITOR, reviewer: ROLE_REVIEWER };

let counter = 0;

export async function createTestContext(
  dialect: Dialect,
  options: {
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    /** Told the SQL of every query the app runs. */
    onQuery?: (sql: string) => void;
    /** Registers extra routes (for example one that fails) before the app is ready. */
    beforeReady?: (app: TestApp) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEFAULT_LOCALE: 'en_US', ...TEST_LANGUAGES_ENV, ...options.env });

  const onQuery = options.onQuery;
  const logging = onQuery ? { onQuery: (event: LogEvent) => onQuery(event.query.sql) } : {};
  let dropSchema = async () => {};
  let database;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
    const schema = `t_${process.pid}_${Date.now().toString(36)}_${(counter++).toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4, ...logging });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    database = connectDatabase({ sqliteFile: config.sqliteFile, ...logging });
  }

  const app = await buildApp({ config, database, logger: options.logger ?? false });
  await options.beforeReady?.(app);
  await app.ready();

  const context: TestContext = {
    app,
    config,
    dialect,
    dataDir,
    async close() {
      await app.close();
      await database.db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async request(opts) {
      const response = await app.inject(opts);
      if (checkingAnswers) {
        const problem = answerProblem(app, response);
        if (problem) throw new Error(`The answer is not as the API description says: ${problem}`);
      }
      let parsed: unknown;
      try {
        parsed = response.json();
      } catch {
        parsed = undefined;
      }
      return Object.assign(response, { body_: parsed });
    },
    async staff(role = 'administrator') {
      const account = `${role}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}`;
      const password = `Pw-${randomBytes(12).toString('hex')}`;
      const roleId = ROLE_OF[role];
      const user = await app.services.users.create({ loginAccount: account, password, roleId });
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: account, password } });
      const token = response.json().result as string;
      if (typeof token !== 'string') throw new Error(`login failed in test setup: ${response.body}`);
      return { account, password, token, id: user.id };
    },
  };
  return context;
}
