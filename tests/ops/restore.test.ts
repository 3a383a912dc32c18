/**
 * `npm run restore` against real server processes (issue 45.4): on SQLite it refuses while a
 * server runs on the DATA_DIR and restores once it is stopped, after which a new start serves the
 * restored content and files; on PostgreSQL it refuses while an instance is connected, idle or
 * not, and prints the pg_restore steps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { writeBackup } from '../../server/modules/system/backup.js';
import { addContent, fileStatus, fingerprint, folderNames, runRestore, siteConfig } from '../helpers/restore-sites.js';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

/** pg-pool closes a connection idle for this long (its default), unless it keeps a minimum. */
const POOL_IDLE_TIMEOUT_MS = 10_000;

const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const scratch: string[] = [];

beforeAll(() => ensurePageBuild());
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
  for (const database of databases.splice(0)) await database.drop();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ env });
  servers.push(server);
  return server;
}

it('on SQLite refuses while a server runs on the DATA_DIR, and restores once it is stopped', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-restore-'));
  scratch.push(dataDir);
  const kept = await addContent(dataDir, 'In the backup', 200);
  const { dir: backup } = await writeBackup({ config: siteConfig(dataDir), target: path.join(dataDir, 'backups', 'monday') });
  const later = await addContent(dataDir, 'After the backup', 30);

  const first = await start({ DATA_DIR: dataDir });
  expect(await folderNames(first.url)).toEqual(['In the backup', 'After the backup']);
  const live = fingerprint(path.join(dataDir, 'uploads'));
  const refused = runRestore(dataDir, ['--from', backup]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/in use by another process/);
  expect(refused.stderr).toMatch(/Stop every server/);
  // Nothing changed under the running server.
  expect(fs.existsSync(path.join(dataDir, 'before-restore'))).toBe(false);
  expect(fingerprint(path.join(dataDir, 'uploads'))).toBe(live);
  expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  expect(await folderNames(first.url)).toEqual(['In the backup', 'After the backup']);

  expect(await first.stop()).toBe(0);
  const restored = runRestore(dataDir, ['--from', backup]);
  expect(restored.stderr).toBe('');
  expect(restored.status).toBe(0);
  expect(restored.stdout).toContain(`Restored ${backup}`);

  const second = await start({ DATA_DIR: dataDir });
  expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  expect(await folderNames(second.url)).toEqual(['In the backup']);
  expect(await fileStatus(second.url, kept)).toBe(200);
  expect(await fileStatus(second.url, later)).toBe(404);
});

it('on PostgreSQL refuses while an instance is connected, even an idle one, and prints the pg_restore steps', async () => {
  const db = await createTestDatabase();
  databases.push(db);
  const server = await start({ DATABASE_URL: db.url });
  // Longer than a pooled connection may sit idle: the instance keeps one open all the same.
  await new Promise((resolve) => setTimeout(resolve, POOL_IDLE_TIMEOUT_MS + 2_000));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-restore-pg-'));
  scratch.push(dataDir);
  // A custom-format dump's first bytes: the file is not read further.
  const dump = path.join(dataDir, 'site-monday.dump');
  fs.writeFileSync(dump, 'PGDMP\x01\x0f\x00');
  const steps = new RegExp(`pg_restore --clean --if-exists --no-owner --single-transaction --dbname="\\$DATABASE_URL" "${dump.replaceAll('.', '\\.')}"`);
  const refused = runRestore(dataDir, ['--from', dump], { DATABASE_URL: db.url });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/1 instance of the site is connected/);
  expect(refused.stderr).toContain(`lawfirm-site ${os.hostname().slice(0, 40)} ${server.serverPid()}`);
  expect(refused.stdout).toMatch(steps);
  expect(refused.stdout).toMatch(/pg_dump --format=custom/);
  // The URL (which may hold a password) is never printed, only the variable's name.
  expect(refused.stdout + refused.stderr).not.toContain(db.url);

  expect(await server.stop()).toBe(0);
  const allowed = runRestore(dataDir, ['--from', dump], { DATABASE_URL: db.url });
  expect(allowed.stderr).toBe('');
  expect(allowed.status).toBe(0);
  expect(allowed.stdout).toMatch(/No instance of the site is connected/);
  expect(allowed.stdout).toMatch(steps);
  // It changed nothing: the site's tables are all still there.
  const { rows } = await db.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'site_state'");
  expect(rows[0].n).toBe(1);
});

it('on PostgreSQL refuses a --from that is no custom-format dump before it looks at the database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-restore-pg-dump-'));
  scratch.push(dataDir);
  const plain = path.join(dataDir, 'plain.sql');
  fs.writeFileSync(plain, '--\n-- PostgreSQL database dump\n--\n');
  // Nothing listens on port 1: a refusal here came before any connection.
  const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };
  const cases: [string, RegExp][] = [
    [path.join(dataDir, 'missing.dump'), /missing\.dump cannot be read here \(no such file\)\. Nothing was changed\./],
    [dataDir, /is a folder: --from names the file pg_dump --format=custom wrote/],
    [plain, /plain\.sql is not a dump of pg_dump --format=custom, the only kind pg_restore reads \(a plain SQL dump is restored with psql\)/],
  ];
  for (const [from, words] of cases) {
    const refused = runRestore(dataDir, ['--from', from], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Refused: /);
    expect(refused.stderr).toMatch(words);
    expect(refused.stdout).toBe('');
  }
});
