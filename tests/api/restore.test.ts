/**
 * `npm run restore` run as the operator runs it (a child process) against data folders of its own:
 * what it refuses without touching the live data, and a restore of a stopped site that a new start
 * then serves. The same against a real server process, and on PostgreSQL: tests/ops/restore.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../../server/modules/system/backup.js';
import { addContent, fileStatus, fingerprint, folderNames, runRestore, siteConfig } from '../helpers/restore-sites.js';

const scratch: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

describe('npm run restore on SQLite', () => {
  let source: string;
  let backupDir: string;
  let keptPicture: string;

  beforeAll(async () => {
    source = tempDir('lawfirm-restore-source-');
    keptPicture = await addContent(source, 'In the backup', 200);
    backupDir = (await writeBackup({ config: siteConfig(source), target: path.join(tempDir('lawfirm-restore-backups-'), 'monday') })).dir;
  });
  afterAll(() => {
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A live site with content of its own, not in the backup. */
  async function liveSite(): Promise<{ dataDir: string; picture: string }> {
    const dataDir = tempDir('lawfirm-restore-live-');
    const picture = await addContent(dataDir, 'Only on the live site', 30);
    return { dataDir, picture };
  }

  /** A copy of the backup folder that a test may spoil. */
  function backupCopy(): string {
    const copy = path.join(tempDir('lawfirm-restore-copy-'), 'backup');
    fs.cpSync(backupDir, copy, { recursive: true });
    return copy;
  }

  it('restores the database and the uploads of a stopped site, keeping the replaced ones aside, and the next start serves them', async () => {
    const { dataDir, picture } = await liveSite();

    const run = runRestore(dataDir, ['--from', backupDir]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const asideRoot = path.join(dataDir, 'before-restore');
    const [stamp, ...others] = fs.readdirSync(asideRoot);
    expect(others).toEqual([]);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    const aside = path.join(asideRoot, stamp!);
    // The replaced database and uploads, and nothing of the restore's own (its lock's journal).
    expect(fs.readdirSync(aside).filter((name) => name !== 'site.sqlite-shm').sort()).toEqual(['site.sqlite', 'uploads']);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['before-restore', 'site.sqlite', 'uploads']);
    expect(fs.existsSync(path.join(aside, 'uploads', picture))).toBe(true);
    // The replaced database is kept whole, as a standalone file (its write-ahead log folded in).
    const replaced = new SQLite(path.join(aside, 'site.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const names = replaced.prepare("SELECT name FROM catalog_version WHERE lang = 'en_US'").all() as { name: string }[];
      expect(names.map((row) => row.name)).toEqual(['Only on the live site']);
    } finally {
      replaced.close();
    }

    expect(run.stdout).toContain(`Restored ${backupDir}`);
    expect(run.stdout).toContain(aside);
    expect(run.stdout).toMatch(/integrity check: ok/);
    expect(run.stdout).toMatch(/To undo/);

    // The restored site: the backup's folder and picture, not the live site's.
    expect(await folderNames({ dataDir })).toEqual(['In the backup']);
    expect(await fileStatus({ dataDir }, keptPicture)).toBe(200);
    expect(await fileStatus({ dataDir }, picture)).toBe(404);
  });

  it('refuses a folder that is not a finished backup, touching nothing', async () => {
    const { dataDir } = await liveSite();
    const before = fingerprint(dataDir);

    const unfinished = backupCopy();
    fs.rmSync(path.join(unfinished, 'backup.json'));
    const run = runRestore(dataDir, ['--from', unfinished]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not a finished backup/);
    expect(run.stderr).toContain('backup.json');

    const noDatabase = backupCopy();
    fs.rmSync(path.join(noDatabase, 'database.sqlite'));
    const second = runRestore(dataDir, ['--from', noDatabase]);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('database.sqlite');

    const missingUploads = backupCopy();
    fs.rmSync(path.join(missingUploads, 'uploads'), { recursive: true });
    const third = runRestore(dataDir, ['--from', missingUploads]);
    expect(third.status).toBe(1);
    expect(third.stderr).toMatch(/uploads/);

    expect(fingerprint(dataDir)).toBe(before);
    expect(fs.existsSync(path.join(dataDir, 'before-restore'))).toBe(false);
  });

  it('refuses a damaged database before touching anything', async () => {
    const { dataDir } = await liveSite();
    const before = fingerprint(dataDir);

    const damaged = backupCopy();
    const file = path.join(damaged, 'database.sqlite');
    const bytes = fs.readFileSync(file);
    // Past the header page: the file still opens as a database, its pages are garbage.
    for (let at = 4096; at < bytes.length; at += 7) bytes[at] = (bytes[at]! + 97) % 256;
    fs.writeFileSync(file, bytes);
    const run = runRestore(dataDir, ['--from', damaged]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/integrity|malformed/i);

    expect(fingerprint(dataDir)).toBe(before);
  });

  it('refuses a backup made by a newer version of the site, and says a backup from an older one is migrated at the next start', async () => {
    const { dataDir } = await liveSite();
    const before = fingerprint(dataDir);

    const newer = backupCopy();
    const future = new SQLite(path.join(newer, 'database.sqlite'));
    future.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('9999-from-the-future', new Date().toISOString());
    future.close();
    const refused = runRestore(dataDir, ['--from', newer]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/newer version/);
    expect(refused.stderr).toContain('9999-from-the-future');
    expect(fingerprint(dataDir)).toBe(before);

    const older = backupCopy();
    const past = new SQLite(path.join(older, 'database.sqlite'));
    const last = past.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as { name: string };
    past.prepare('DELETE FROM kysely_migration WHERE name = ?').run(last.name);
    past.close();
    const accepted = runRestore(dataDir, ['--from', older]);
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toMatch(/older version.*1 migration.*next start/s);
  });

  it('refuses while another process has the database open, as a running server does', async () => {
    const { dataDir } = await liveSite();
    // The server's own way of opening it (server/db/connection.ts), held until killed. The
    // connection is kept reachable: once collected, better-sqlite3 closes it (seen on Node 26).
    const liveFile = path.join(dataDir, 'site.sqlite');
    const holder: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./server/db/connection.ts').then(async ({ connectDatabase }) => { const { db } = connectDatabase({ sqliteFile: ${JSON.stringify(liveFile)} }); globalThis.heldDatabase = db; await db.selectFrom('catalog').select('no').execute(); console.log('DATABASE-HELD'); setInterval(() => {}, 1000); })`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      let printed = '';
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          if (printed.includes('DATABASE-HELD')) resolve();
        });
        holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      // A connection in WAL mode keeps the write-ahead log beside the file while it is open.
      expect(fs.existsSync(`${liveFile}-wal`)).toBe(true);
      expect(holder.exitCode).toBeNull();
      // The database files are open in the holder: their names count (nothing moved or staged), and the uploads by content.
      const before = fingerprint(dataDir, { namesOnly: true });
      const run = runRestore(dataDir, ['--from', backupDir]);
      expect(run.status, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toMatch(/in use/);
      expect(run.stderr).toMatch(/[Ss]top/);
      expect(fingerprint(dataDir, { namesOnly: true })).toBe(before);
      expect(holder.exitCode).toBeNull();
    } finally {
      holder.kill('SIGKILL');
    }
    // Killed, its lock went with it: nothing stale is left to refuse the restore.
    await exited;
    const after = runRestore(dataDir, ['--from', backupDir]);
    expect(after.stderr).toBe('');
    expect(after.status).toBe(0);
  });

  it('explains its usage and refuses a missing --from', () => {
    const run = runRestore(tempDir('lawfirm-restore-empty-'), []);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--from/);
  });
});
