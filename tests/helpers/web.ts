/**
 * Builds the whole app (API and pages from the production build) on a private copy of the demo
 * database, for server-render tests through `inject`.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { ADMIN, copyTemplate } from '../setup/web-fixture.js';

export type WebApp = Awaited<ReturnType<typeof buildApp>>;

/** `env` adds to (or overrides) the test configuration, e.g. `{ PAGE_CACHE_MAX_BYTES: '50000' }`. */
export async function createWebApp(env: Record<string, string> = {}): Promise<{ app: WebApp; close: () => Promise<void>; adminToken: () => Promise<string> }> {
  const dir = copyTemplate(inject('demoTemplate'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', NODE_ENV: 'production', DEFAULT_LOCALE: 'zh_CN', ...env });
  const app = await buildApp({ config, logger: false, web: 'production' });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async adminToken() {
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: ADMIN.account, password: ADMIN.password } });
      return response.json().result as string;
    },
  };
}

/** The text of the first element matching a simple regular expression over the HTML. */
export function firstMatch(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
