/**
 * Closing the app stops every interval timer its start made: the first start's setup
 * (startup.ts, on its own transaction) builds its services without the view counter's and the
 * search index merging's timers, which nothing would stop and which would keep running on the
 * finished transaction. Timers are the same on both databases; SQLite only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { prepareDatabase } from '../../server/startup.js';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

it('closing the app stops every timer its start made: the first start\'s setup leaves none running', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-start-timers-'));
  // Every interval made meanwhile, with where it was made, until it is cleared.
  const live = new Map<unknown, string>();
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const timer = realSet(...args);
    live.set(timer, new Error().stack!.split('\n')[2]!.trim());
    return timer;
  }) as typeof setInterval;
  globalThis.clearInterval = (timer: Parameters<typeof clearInterval>[0]) => {
    live.delete(timer);
    realClear(timer);
  };
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', ADMIN_ACCOUNT: 'timers-admin', ADMIN_PASSWORD: 'Operations test 2026' });
    const app = await buildApp({ config, logger: false });
    await prepareDatabase(app);
    await app.close();
  } finally {
    globalThis.setInterval = realSet;
    globalThis.clearInterval = realClear;
  }
  const left = [...live.values()];
  for (const timer of live.keys()) realClear(timer as NodeJS.Timeout);
  expect(left).toEqual([]);
});
