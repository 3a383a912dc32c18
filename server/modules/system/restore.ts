/**
 * Restores a backup written by `npm run backup` (backup.ts) into a stopped site's DATA_DIR:
 * `npm run restore -- --from <backup folder>` (decision 0066). It checks the backup before it
 * touches anything, refuses while any process has the live database open, moves the live files
 * aside into a dated folder (never deletes them), puts the backup's in place and checks them again.
 * PostgreSQL is restored with its own tools: restore-postgres.ts prints the steps.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../../config.js';
import { migrations } from '../../db/migrations/index.js';
import { processesWithDatabaseOpen, sqliteDatabaseFiles } from '../../db/processes-with-file-open.js';
import { holdExclusively } from '../../db/sqlite-exclusive-hold.js';
import { BACKUP_DATABASE_FILE, BACKUP_MANIFEST_FILE, BACKUP_UPLOADS_FOLDER, type BackupManifest, backupStamp, countFiles } from './backup.js';

/** Where the replaced files go, `<DATA_DIR>/before-restore/<UTC time>`. */
export const ASIDE_FOLDER = 'before-restore';

/** A restore refused or failed for a reason the person running it can act on. */
export class RestoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RestoreError';
  }
}

export interface CheckedBackup {
  /** Absolute path of the backup folder. */
  dir: string;
  manifest: BackupManifest;
  /** Migrations the code has and the backup's database has not run: the next start runs them. */
  pendingMigrations: string[];
}

export interface RestoreResult {
  backup: CheckedBackup;
  /** The dated folder holding what was replaced; null when DATA_DIR held nothing to replace. */
  aside: string | null;
  /** Names moved into `aside`. */
  movedAside: string[];
  /** Upload files put in place, or null when the uploads were left alone (object storage). */
  uploadFiles: number | null;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

function inUse(liveFile: string, processes: number[]): RestoreError {
  const which = processes.length > 0 ? ` (process${processes.length === 1 ? '' : 'es'} ${processes.join(', ')})` : '';
  return new RestoreError(
    `The database ${liveFile} is in use by another process${which}: a running server (or npm run backup, staff, migrate) has it open. ` +
      'Stop every server on this DATA_DIR and run the restore again. Nothing was changed.',
  );
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let text;
  try {
    text = await fs.readFile(path.join(dir, BACKUP_MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    throw new RestoreError(`${dir} is not a finished backup: it has no ${BACKUP_MANIFEST_FILE}, which npm run backup writes last.`);
  }
  try {
    const manifest = JSON.parse(text) as BackupManifest;
    if (typeof manifest.database?.file !== 'string' || typeof manifest.uploads !== 'object' || manifest.uploads === null) throw new Error('fields missing');
    return manifest;
  } catch (error) {
    throw new RestoreError(`${dir} is not a finished backup: its ${BACKUP_MANIFEST_FILE} cannot be read (${(error as Error).message}).`);
  }
}

/** PRAGMA integrity_check and the migrations the backup's database has run, without changing it. */
function inspectDatabase(file: string): { problems: string[]; applied: string[] } {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) return { problems, applied: [] };
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!table) throw new RestoreError(`${file} is not a database of this site: it has no migration table.`);
    return { problems, applied: (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((row) => row.name) };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    return { problems: [(error as Error).message], applied: [] };
  } finally {
    db?.close();
  }
}

/** Throws a RestoreError when the database fails PRAGMA integrity_check or was made by newer code. */
function checkDatabase(file: string): string[] {
  const { problems, applied } = inspectDatabase(file);
  if (problems.length > 0) {
    throw new RestoreError(`The database ${file} failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
  }
  const known = new Set(Object.keys(migrations));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `The database ${file} was made by a newer version of the site: it has run migrations this code does not have ` +
        `(${unknown.join(', ')}). Restore it with the version that wrote it, or a newer one.`,
    );
  }
  const done = new Set(applied);
  return Object.keys(migrations).filter((name) => !done.has(name));
}

/**
 * Checks that `from` is a finished backup whose database passes PRAGMA integrity_check and was
 * made by this version of the code or an older one. Reads only.
 */
export async function checkBackup(from: string): Promise<CheckedBackup> {
  const dir = path.resolve(from);
  try {
    if (!(await fs.stat(dir)).isDirectory()) throw new RestoreError(`${dir} is not a folder.`);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    throw new RestoreError(`There is no backup folder at ${dir}.`);
  }
  const manifest = await readManifest(dir);
  const databaseFile = path.join(dir, BACKUP_DATABASE_FILE);
  if (!(await exists(databaseFile))) throw new RestoreError(`${dir} is not a finished backup: ${BACKUP_DATABASE_FILE} is missing.`);
  if ('folder' in manifest.uploads) {
    const uploads = path.join(dir, BACKUP_UPLOADS_FOLDER);
    const found = (await exists(uploads)) ? (await countFiles(uploads)).files : null;
    if (found !== manifest.uploads.files) {
      throw new RestoreError(
        `${dir} is not a whole backup: ${BACKUP_MANIFEST_FILE} lists ${manifest.uploads.files} upload files, ` +
          (found === null ? `and ${BACKUP_UPLOADS_FOLDER}/ is missing.` : `${BACKUP_UPLOADS_FOLDER}/ holds ${found}.`),
      );
    }
  }
  return { dir, manifest, pendingMigrations: checkDatabase(databaseFile) };
}

/** Moves `name` into `aside`; gives back the step that moves it back. */
async function moveAside(file: string, aside: string): Promise<() => Promise<void>> {
  const target = path.join(aside, path.basename(file));
  await fs.rename(file, target);
  return () => fs.rename(target, file);
}

/**
 * Restores the backup in `from` into the stopped site's DATA_DIR. Throws a RestoreError, having
 * changed nothing, when the backup fails a check or a process has the live database open.
 */
export async function restoreBackup({ config, from, now = new Date() }: { config: AppConfig; from: string; now?: Date }): Promise<RestoreResult> {
  if (config.databaseUrl) throw new RestoreError('This site runs on PostgreSQL (DATABASE_URL is set): restore it with pg_restore.');
  const backup = await checkBackup(from);
  const restoreUploads = !config.s3 && 'folder' in backup.manifest.uploads;

  const liveFile = config.sqliteFile;
  const users = processesWithDatabaseOpen(liveFile);
  if (users && users.length > 0) throw inUse(liveFile, users);
  let hold;
  if (await exists(liveFile)) {
    try {
      hold = holdExclusively(liveFile);
    } catch (error) {
      throw new RestoreError(
        `The live database ${liveFile} cannot be opened (${(error as Error).message}), so whether a server uses it cannot be told. ` +
          'Stop every server on this DATA_DIR, move the file aside yourself, and run the restore again.',
        { cause: error },
      );
    }
    if (!hold) throw inUse(liveFile, []);
  }

  const stagedDatabase = `${liveFile}.restoring`;
  const stagedUploads = `${config.uploadDir}.restoring`;
  const undo: (() => Promise<void>)[] = [];
  let aside: string | null = null;
  const movedAside: string[] = [];
  try {
    // The slow copies first, beside their targets (same disk, so the swap below is renames only).
    await fs.rm(stagedDatabase, { force: true });
    await fs.copyFile(path.join(backup.dir, BACKUP_DATABASE_FILE), stagedDatabase);
    if (restoreUploads) {
      await fs.rm(stagedUploads, { recursive: true, force: true });
      await fs.cp(path.join(backup.dir, BACKUP_UPLOADS_FOLDER), stagedUploads, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
    }

    // The live database's files, in the order they are moved aside.
    const replaced = [...sqliteDatabaseFiles(liveFile), ...(restoreUploads ? [config.uploadDir] : [])];
    const present = [];
    for (const file of replaced) if (await exists(file)) present.push(file);
    if (present.length > 0) {
      const folder = path.join(config.dataDir, ASIDE_FOLDER, backupStamp(now));
      await fs.mkdir(path.dirname(folder), { recursive: true });
      try {
        // Not recursive: a folder of an earlier restore is never written into (or removed on failure).
        await fs.mkdir(folder);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') throw new RestoreError(`${folder} exists already: wait a second and run the restore again.`);
        throw error;
      }
      aside = folder;
      for (const file of present) {
        undo.unshift(await moveAside(file, aside));
        movedAside.push(path.basename(file));
      }
    }
    await fs.rename(stagedDatabase, liveFile);
    undo.unshift(() => fs.rm(liveFile, { force: true }));
    if (restoreUploads) await fs.rename(stagedUploads, config.uploadDir);
  } catch (error) {
    // Back as it was: the moved files return to their places, the aside folder goes once empty.
    try {
      for (const step of undo) await step();
      if (aside) await fs.rmdir(aside);
    } catch (undoError) {
      throw new RestoreError(
        `The restore failed (${(error as Error).message}) and putting the live files back failed too (${(undoError as Error).message}): ` +
          `what was replaced is in ${aside ?? config.dataDir}.`,
        { cause: error },
      );
    } finally {
      await fs.rm(stagedDatabase, { force: true });
      await fs.rm(stagedUploads, { recursive: true, force: true });
    }
    throw error;
  } finally {
    hold?.release();
  }

  checkDatabase(liveFile);
  return {
    backup,
    aside,
    movedAside,
    uploadFiles: restoreUploads ? (await countFiles(config.uploadDir)).files : null,
  };
}
