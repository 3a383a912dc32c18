/**
 * Backups of the embedded setup (PRODUCT section 6): a consistent copy of the SQLite database and
 * the uploads, written while the site runs (`npm run backup`). PostgreSQL is backed up with its own
 * tools, as README.md's "Backups" section describes.
 *
 * A backup folder holds `database.sqlite`, `uploads/` and, written last, `backup.json`: a folder
 * without the manifest is not a finished backup.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../../config.js';

export const BACKUP_DATABASE_FILE = 'database.sqlite';
export const BACKUP_UPLOADS_FOLDER = 'uploads';
export const BACKUP_MANIFEST_FILE = 'backup.json';

export interface BackupManifest {
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The version in package.json of the code that wrote the backup. */
  appVersion: string;
  database: { file: string; bytes: number };
  /** The copied folder, or where the uploads live when they are in object storage and not copied. */
  uploads: { folder: string; files: number; bytes: number } | { objectStorage: string };
}

export interface BackupResult {
  /** Absolute path of the backup folder. */
  dir: string;
  manifest: BackupManifest;
}

/** A backup refused or failed for a reason the person running it can act on. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** `2026-11-21T07-40-00Z`: UTC, sortable, and valid as a folder name everywhere. */
export function backupStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Creates the target folder, or accepts an existing empty one; true when it was created here. */
async function claimTarget(dir: string): Promise<boolean> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  try {
    // Not recursive, so two backups started in the same second cannot both claim the folder.
    await fs.mkdir(dir);
    return true;
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
  if (!(await fs.stat(dir)).isDirectory()) throw new BackupError(`${dir} exists and is not a folder.`);
  if ((await fs.readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty: a backup is written into a new or empty folder only.`);
  }
  return false;
}

/** Removes what a failed backup wrote; the folder was empty or new before it started. */
async function discard(dir: string, created: boolean): Promise<void> {
  if (created) {
    await fs.rm(dir, { recursive: true, force: true });
    return;
  }
  for (const entry of await fs.readdir(dir)) await fs.rm(path.join(dir, entry), { recursive: true, force: true });
}

/**
 * Copies the database with SQLite's online backup API on a read-only connection: the copy is one
 * consistent state, including what is still in the write-ahead log (copying the file would miss
 * that, or catch it half-checkpointed).
 */
async function copyDatabase(liveFile: string, copyFile: string): Promise<void> {
  let source: SQLite.Database;
  try {
    source = new SQLite(liveFile, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`Cannot open the SQLite database ${liveFile}: ${(error as Error).message}`, { cause: error });
  }
  try {
    // Every page in one step: a write by the site between two steps would restart the copy, which
    // on a busy site might never finish. In WAL mode the read this takes does not block writers.
    await source.backup(copyFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

/**
 * Checks the copy and turns it into a standalone file (rollback journal instead of WAL), so opening
 * it later leaves no `-wal` or `-shm` files beside it; the site switches it back to WAL when it opens it.
 */
function verifyDatabase(copyFile: string): void {
  const copy = new SQLite(copyFile, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const problems = (copy.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new BackupError(
        `The copied database failed PRAGMA integrity_check, so the live one is probably damaged: ${problems.slice(0, 5).join('; ')}`,
      );
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The copied database failed PRAGMA integrity_check: ${(error as Error).message}`, { cause: error });
  } finally {
    copy.close();
  }
}

export async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inside = await countFiles(full);
      files += inside.files;
      bytes += inside.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += (await fs.stat(full)).size;
    }
  }
  return { files, bytes };
}

/**
 * Copies the uploads folder. Stored files get new random names and are never changed in place
 * (files/local-storage.ts writes each beside its target and renames it into place), so a plain
 * copy is consistent enough. It runs after the database copy: every file that copy refers to was
 * stored before its row was written, so it is here; files uploaded meanwhile come along unused.
 * Only the `.tmp` files of writes still in flight are left out: they may be partial, and vanish
 * when renamed.
 */
async function copyUploads(uploadDir: string, target: string): Promise<{ files: number; bytes: number }> {
  try {
    if (!(await fs.stat(uploadDir)).isDirectory()) throw new BackupError(`The uploads path ${uploadDir} is not a folder.`);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    // Nothing uploaded yet: an empty folder keeps the restore steps the same.
    await fs.mkdir(target);
    return { files: 0, bytes: 0 };
  }
  await fs.cp(uploadDir, target, {
    recursive: true,
    errorOnExist: true,
    force: false,
    preserveTimestamps: true,
    filter: (source) => !source.endsWith('.tmp'),
  });
  return countFiles(target);
}

async function appVersion(): Promise<string> {
  // Found by walking up, so it works from the sources and from dist/ alike.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof pkg.version === 'string') return pkg.version;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * Writes a backup into `target` (new or empty), by default `<DATA_DIR>/backups/<UTC time>`.
 * Throws a BackupError, having removed anything it wrote, when it refuses or fails.
 */
export async function writeBackup({ config, target }: { config: AppConfig; target?: string }): Promise<BackupResult> {
  if (config.databaseUrl) {
    throw new BackupError(
      'This site runs on PostgreSQL (DATABASE_URL is set); `npm run backup` copies the embedded SQLite database only. ' +
        'Back PostgreSQL up with pg_dump as README.md describes in "Backups", under "PostgreSQL".',
    );
  }
  const liveFile = config.sqliteFile;
  try {
    await fs.access(liveFile);
  } catch {
    throw new BackupError(`There is no SQLite database at ${liveFile}: check DATA_DIR (the site creates the file on its first start).`);
  }

  const createdAt = new Date();
  const dir = path.resolve(target ?? path.join(config.dataDir, 'backups', backupStamp(createdAt)));
  const created = await claimTarget(dir);
  try {
    const databaseFile = path.join(dir, BACKUP_DATABASE_FILE);
    await copyDatabase(liveFile, databaseFile);
    verifyDatabase(databaseFile);

    const uploads: BackupManifest['uploads'] = config.s3
      ? { objectStorage: `s3://${config.s3.bucket}/${config.s3.prefix ? `${config.s3.prefix}/` : ''}` }
      : { folder: BACKUP_UPLOADS_FOLDER, ...(await copyUploads(config.uploadDir, path.join(dir, BACKUP_UPLOADS_FOLDER))) };

    const manifest: BackupManifest = {
      createdAt: createdAt.toISOString(),
      appVersion: await appVersion(),
      database: { file: BACKUP_DATABASE_FILE, bytes: (await fs.stat(databaseFile)).size },
      uploads,
    };
    await fs.writeFile(path.join(dir, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    return { dir, manifest };
  } catch (error) {
    await discard(dir, created);
    throw error;
  }
}
