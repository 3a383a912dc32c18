/**
 * On SQLite, another process holding the write lock (`npm run search:reindex`, a long migration)
 * does not stop the server: better-sqlite3 waits out its busy timeout on the main thread, so the
 * timers' writes (the search index's merge round, the view counter's batch) must not wait for the
 * lock. `/healthz` keeps answering at once, and the views counted meanwhile are written later.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

let server: ServerProcess | undefined;
let dataDir: string | undefined;

beforeAll(() => ensurePageBuild());
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

it('another process holding the write lock does not freeze the server: /healthz keeps answering, views are kept', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-lock-'));
  server = await startServer({ env: { DATA_DIR: dataDir, DEMO_CONTENT: 'true' }, timeoutMs: 300_000 });
  const file = path.join(dataDir, 'site.sqlite');
  const list = (await (await fetch(`${server.url}/api/user/latest-news?lang=en_US`)).json()) as { result: { id: number; isLink: number }[] };
  const id = (list.result.find((item) => !item.isLink) ?? list.result[0])!.id;
  const stored = () => {
    const reader = new SQLite(file, { readonly: true });
    try {
      return (reader.prepare('select views from article_version where id = ?').get(id) as { views: number }).views;
    } finally {
      reader.close();
    }
  };
  const before = stored();
  // A view pending, so the counter's batch meets the lock too.
  expect((await fetch(`${server.url}/api/user/latest-news/${id}?lang=en_US`)).status).toBe(200);

  // What `npm run search:reindex` or a long `npm run migrate` does: one write transaction held a while,
  // longer than both timers' period (5 s), so each of them meets it once at least.
  const other = new SQLite(file);
  other.exec('begin immediate');
  let slowest = 0;
  try {
    const end = Date.now() + 6_000;
    while (Date.now() < end) {
      const started = performance.now();
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    other.exec('commit');
    other.close();
  }
  // Liveness must not depend on the database; a balancer's probe times out after a second or two.
  expect(slowest, `slowest /healthz while another process held the write lock: ${Math.round(slowest)} ms`).toBeLessThan(1_500);

  // The batch that met the lock kept its counts: the stop writes them.
  const stopping = server;
  server = undefined;
  expect(await stopping.stop('SIGTERM')).toBe(0);
  expect(stored()).toBe(before + 1);
}, 300_000);
