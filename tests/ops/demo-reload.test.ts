/**
 * `npm run demo:reload` replaces every item of a site, so it must never run by mistake: an option
 * it does not know (a typo, `--help`) changes nothing, and it refuses while a server of the site
 * uses the database (on SQLite a process with the file open, on PostgreSQL a connected instance).
 * Before, `--help`, `--bogus` and a reload under a running server all replaced the content. A
 * reload stores the demo's pictures afresh and deletes its earlier, now unused, copies, keeping
 * every other file: before, each reload added one more set to the media library.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { addContent, fingerprint, folderNames, libraryFiles, runScript } from '../helpers/restore-sites.js';
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

it('replaces the demo\'s pictures on each reload instead of adding a set, and keeps every other file', async () => {
  const dataDir = await siteWithContent();
  const own = (await libraryFiles(dataDir)).find((file) => file.originalName === 'Our own folder.png');
  expect(own).toBeDefined();
  const reload = () => {
    const reloaded = runScript('demo-reload', dataDir, []);
    expect(reloaded.status, reloaded.stderr).toBe(0);
    return reloaded.stdout;
  };
  expect(reload()).not.toMatch(/earlier demo content deleted/);
  const first = await libraryFiles(dataDir);
  const demo = first.filter((file) => file.path !== own!.path);
  expect(demo.length).toBeGreaterThan(10);
  expect(demo.every((file) => file.usageCount > 0)).toBe(true);

  const said = reload();
  const second = await libraryFiles(dataDir);
  expect(second).toHaveLength(first.length);
  expect(said).toMatch(new RegExp(`^${demo.length} pictures of the earlier demo content deleted from the media library\\.$`, 'm'));
  // The earlier copies are gone from the library and from the disk; the new ones are used; the
  // site's own picture, unused since the reload cleared its content, stays.
  expect(second.filter((file) => demo.some((earlier) => earlier.path === file.path))).toEqual([]);
  for (const file of demo) expect(fs.existsSync(path.join(dataDir, 'uploads', file.path)), file.path).toBe(false);
  expect(second.filter((file) => file.path !== own!.path).every((file) => file.usageCount > 0)).toBe(true);
  expect(second.find((file) => file.path === own!.path)).toMatchObject({ originalName: 'Our own folder.png', usageCount: 0 });
  expect(fs.existsSync(path.join(dataDir, 'uploads', own!.path))).toBe(true);
});
