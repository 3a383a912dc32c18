/**
 * `npm run demo:reload` replaces every item of a site, so it must never run by mistake: an option
 * it does not know (a typo, `--help`) changes nothing, and it refuses while a server of the site
 * uses the database (on SQLite a process with the file open, on PostgreSQL a connected instance).
 * Before, `--help`, `--bogus` and a reload under a running server all replaced the content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { addContent, fingerprint, folderNames, runScript } from '../helpers/restore-sites.js';
import { createTestDatabase, StartedProcesses, startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const started = new StartedProcesses();

beforeAll(() => ensurePageBuild());
afterEach(() => started.cleanUp());

async function siteWithContent(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-demo-reload-'));
  started.folders.push(dataDir);
  await addContent(dataDir, 'Our own folder', 120);
  return dataDir;
}

it('prints its usage for --help and refuses an unknown option, changing nothing either way', async () => {
  const dataDir = await siteWithContent();
  const before = fingerprint(dataDir);

  const help = runScript('demo-reload', dataDir, ['--help']);
  expect(help.status, help.stderr).toBe(0);
  expect(help.stdout).toMatch(/^usage: npm run demo:reload/);
  expect(help.stdout).not.toMatch(/Demo content loaded/);

  const typo = runScript('demo-reload', dataDir, ['--bogus']);
  expect(typo.status).toBe(2);
  expect(typo.stderr).toMatch(/--bogus/);
  expect(typo.stderr).toMatch(/usage: npm run demo:reload/);
  expect(typo.stdout).not.toMatch(/Demo content loaded/);

  expect(fingerprint(dataDir)).toBe(before);
  expect(await folderNames({ dataDir })).toEqual(['Our own folder']);
});

it('on SQLite refuses while a server runs on the DATA_DIR, and reloads once it is stopped', async () => {
  const dataDir = await siteWithContent();
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  started.servers.push(server);

  const refused = runScript('demo-reload', dataDir, []);
  expect(refused.status, refused.stdout).toBe(1);
  expect(refused.stderr).toMatch(/^Refused: The database .* is open in another process \(\d+/);
  expect(refused.stderr).toMatch(/Stop every server of the site .* Nothing was changed\.\n$/);
  expect(await folderNames(server.url)).toEqual(['Our own folder']);

  expect(await server.stop()).toBe(0);
  const reloaded = runScript('demo-reload', dataDir, []);
  expect(reloaded.status, reloaded.stderr).toBe(0);
  expect(reloaded.stdout).toMatch(/Demo content loaded/);
  expect(await folderNames({ dataDir })).not.toContain('Our own folder');
});

it('on PostgreSQL refuses while an instance is connected', async () => {
  const db = await createTestDatabase();
  started.databases.push(db);
  const server = await startServer({ env: { DATABASE_URL: db.url } });
  started.servers.push(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-demo-reload-pg-'));
  started.folders.push(dataDir);
  const before = await folderNames(server.url);

  const refused = runScript('demo-reload', dataDir, [], { DATABASE_URL: db.url });
  expect(refused.status, refused.stdout).toBe(1);
  expect(refused.stderr).toMatch(/^Refused: An instance of the site is connected to the database \(lawfirm-site /);
  expect(refused.stderr).toMatch(/Nothing was changed\.\n$/);
  expect(await folderNames(server.url)).toEqual(before);
});
