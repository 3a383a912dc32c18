import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { BackupError, type BackupManifest, writeBackup } from '../../server/modules/system/backup.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

/** Every file under a folder, by path relative to it. */
function filesUnder(root: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.set(path.relative(root, full), fs.readFileSync(full));
    }
  };
  walk(root);
  return found;
}

function readManifest(dir: string): BackupManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'backup.json'), 'utf8')) as BackupManifest;
}

/** A data folder holding only a small SQLite database of its own, for the cases that need no app. */
function bareDataDir(fill: (db: SQLite.Database) => void = () => {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-backup-'));
  const db = new SQLite(path.join(dataDir, 'site.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  fill(db);
  db.close();
  return dataDir;
}

const version = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('backup of the SQLite database and the uploads', () => {
  let ctx: TestContext;
  let token: string;
  const scratch: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    token = (await ctx.staff('editor')).token;
    for (const [i, background] of [{ r: 200, g: 30, b: 30 }, { r: 30, g: 200, b: 30 }].entries()) {
      const data = await sharp({ create: { width: 40 + i, height: 30, channels: 3, background } }).png().toBuffer();
      await ctx.app.services.files.store({ data, originalName: `picture-${i}.png` });
    }
  });
  afterAll(async () => {
    await ctx.close();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  });

  const createFolder = async (name: string) => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/admin/catalog',
      headers: { authorization: token },
      payload: [
        { lang: 'en_US', name, type: 0 },
        { lang: 'de_DE', name: `${name} (de)`, type: 0 },
        { lang: 'zh_CN', name: `${name} (zh)`, type: 0 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('copies a consistent database, with what the site wrote just before, while the site keeps writing', async () => {
    const before = Array.from({ length: 5 }, (_, i) => `Before ${i}`);
    for (const name of before) await createFolder(name);

    const during = Array.from({ length: 10 }, (_, i) => `During ${i}`);
    const [{ dir, manifest }] = await Promise.all([
      writeBackup({ config: ctx.config }),
      (async () => {
        for (const name of during) await createFolder(name);
      })(),
    ]);

    expect(path.dirname(dir)).toBe(path.join(ctx.dataDir, 'backups'));
    expect(path.basename(dir)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    // A standalone file: no write-ahead log or shared memory file beside it.
    expect(fs.readdirSync(dir).sort()).toEqual(['backup.json', 'database.sqlite', 'uploads']);

    const copy = new SQLite(path.join(dir, 'database.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = (copy.prepare("SELECT name FROM catalog_version WHERE lang = 'en_US'").all() as { name: string }[]).map((r) => r.name);
      for (const name of before) expect(names).toContain(name);
      expect(names.length).toBeGreaterThanOrEqual(before.length);
      expect(names.length).toBeLessThanOrEqual(before.length + during.length);
      // One moment in time: every folder in the copy has all three of the versions written with it.
      const versionCounts = copy.prepare('SELECT COUNT(v.id) AS n FROM catalog c LEFT JOIN catalog_version v ON v.no = c.no GROUP BY c.no').all() as { n: number }[];
      expect(versionCounts.every((row) => row.n === 3)).toBe(true);
      expect((copy.prepare('SELECT COUNT(*) AS n FROM file').get() as { n: number }).n).toBe(2);
    } finally {
      copy.close();
    }

    const live = filesUnder(ctx.config.uploadDir);
    const copied = filesUnder(path.join(dir, 'uploads'));
    expect(live.size).toBe(2);
    expect([...copied.keys()].sort()).toEqual([...live.keys()].sort());
    for (const [file, data] of live) expect(copied.get(file)!.equals(data)).toBe(true);

    expect(manifest).toEqual({
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      appVersion: version,
      database: { file: 'database.sqlite', bytes: fs.statSync(path.join(dir, 'database.sqlite')).size },
      uploads: { folder: 'uploads', files: 2, bytes: [...live.values()].reduce((sum, data) => sum + data.length, 0) },
    });
    expect(readManifest(dir)).toEqual(manifest);
  });

  it('writes into the folder given, when it is new or empty, and refuses one that is not empty', async () => {
    const empty = path.join(ctx.dataDir, 'elsewhere', 'empty');
    fs.mkdirSync(empty, { recursive: true });
    const { dir } = await writeBackup({ config: ctx.config, target: empty });
    expect(dir).toBe(empty);
    expect(readManifest(dir).uploads).toMatchObject({ files: 2 });

    const occupied = path.join(ctx.dataDir, 'elsewhere', 'occupied');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'keep.txt'), 'not a backup');
    const refused = writeBackup({ config: ctx.config, target: occupied });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(occupied)).toEqual(['keep.txt']);
  });

  it('is a command that prints where the backup went, and fails with exit code 1', () => {
    const run = (args: string[], env: Record<string, string> = {}) => {
      const { DATABASE_URL: _url, S3_BUCKET: _bucket, ...inherited } = process.env;
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
        env: { ...inherited, NODE_ENV: 'test', DATA_DIR: ctx.dataDir, ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    };
    const out = path.join(ctx.dataDir, 'from-the-command');
    const ok = run(['--out', out]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`Backup written to ${out}`);
    expect(ok.stdout).toMatch(/database\.sqlite {2}\d+\.\d (KB|MB) \(integrity check: ok\)/);
    expect(ok.stdout).toMatch(/uploads\/ {2}2 files, /);
    expect(readManifest(out).uploads).toMatchObject({ files: 2 });

    const again = run(['--out', out]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^Backup failed: .* is not empty/);
  });

  it('refuses PostgreSQL and points to the procedure in the README', async () => {
    const dataDir = bareDataDir();
    scratch.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://site@db.example/site' });
    const refused = writeBackup({ config });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/PostgreSQL.*pg_dump.*README\.md.*"Backups"/);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });

  it('backs up only the database when the uploads are in object storage', async () => {
    const dataDir = bareDataDir((db) => db.prepare('INSERT INTO note (body) VALUES (?)').run('kept'));
    scratch.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'stale.png'), 'left over from before the bucket');
    const config = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'firm-uploads', S3_PREFIX: 'site' });
    const { dir, manifest } = await writeBackup({ config });
    expect(manifest.uploads).toEqual({ objectStorage: 's3://firm-uploads/site/' });
    expect(fs.readdirSync(dir).sort()).toEqual(['backup.json', 'database.sqlite']);
  });

  it('backs up a site with no uploads folder yet', async () => {
    const dataDir = bareDataDir((db) => db.prepare('INSERT INTO note (body) VALUES (?)').run('first note'));
    scratch.push(dataDir);
    const { dir, manifest } = await writeBackup({ config: loadConfig({ DATA_DIR: dataDir }) });
    expect(manifest.uploads).toEqual({ folder: 'uploads', files: 0, bytes: 0 });
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([]);
    const copy = new SQLite(path.join(dir, 'database.sqlite'), { readonly: true });
    expect(copy.prepare('SELECT body FROM note').pluck().all()).toEqual(['first note']);
    copy.close();
  });

  it('fails loudly, and leaves no backup behind, when the copy fails its integrity check', async () => {
    const dataDir = bareDataDir((db) => {
      db.exec('CREATE INDEX note_body ON note (body)');
      const insert = db.prepare('INSERT INTO note (body) VALUES (?)');
      for (let i = 0; i < 500; i++) insert.run(`note ${i} ${'x'.repeat(40)}`);
      db.pragma('wal_checkpoint(TRUNCATE)');
    });
    scratch.push(dataDir);
    const file = path.join(dataDir, 'site.sqlite');
    const db = new SQLite(file);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const indexRoot = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'note_body'").pluck().get() as number;
    db.close();
    // Garbage over the index's root page: the table still reads, the index no longer matches it.
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (indexRoot - 1) * pageSize);
    fs.closeSync(handle);

    const target = path.join(dataDir, 'damaged');
    const failed = writeBackup({ config: loadConfig({ DATA_DIR: dataDir }), target });
    await expect(failed).rejects.toThrow(BackupError);
    await expect(failed).rejects.toThrow(/integrity_check/);
    expect(fs.existsSync(target)).toBe(false);
  });
});
