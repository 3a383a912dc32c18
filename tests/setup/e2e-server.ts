/** Runs before each browser test file: its own server on its own copy of the demo data. */
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { requestedServerEnvironment } from './e2e-server-environment.js';
import { copyTemplate } from './web-fixture.js';

let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const dir = copyTemplate(inject('demoTemplate'));
  // A file may add variables (tests/setup/e2e-server-environment.ts); the others get exactly these.
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', DEMO_CONTENT: 'false', NODE_ENV: 'production', PORT: '3000', ...requestedServerEnvironment() });
  const app = await buildApp({ config, web: 'production', logger: false });
  process.env.E2E_BASE_URL = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}, 120_000);

afterAll(async () => close?.());
