/**
 * Which other processes of this machine have a file open, read from Linux's /proc (each
 * process's open descriptors are links to their files). `npm run demo:reload` asks it before it
 * replaces the content, `npm run restore` before taking SQLite's own lock
 * (sqlite-exclusive-hold.ts): a lock tells only what the holder holds at that instant, while an
 * open descriptor is there for as long as a server keeps its database open.
 * Where /proc cannot be read (another system), it answers null and the lock alone decides.
 */
import fs from 'node:fs';
import path from 'node:path';

const PROC = '/proc';

export function processesWithFileOpen(files: string[]): number[] | null {
  let entries: string[];
  try {
    entries = fs.readdirSync(PROC);
  } catch {
    return null;
  }
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(path.join(PROC, entry, 'fd'));
    } catch {
      // Gone meanwhile, or another user's process this one may not look into.
      continue;
    }
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = fs.readlinkSync(path.join(PROC, entry, 'fd', descriptor));
      } catch {
        continue;
      }
      if (wanted.has(target)) {
        found.push(Number(entry));
        break;
      }
    }
  }
  return found;
}

/**
 * A SQLite database's live files: the database, its write-ahead log and its shared-memory index.
 * Not `-journal`: `npm run restore`'s exclusive hold keeps its own rollback journal while it runs.
 */
export function sqliteDatabaseFiles(sqliteFile: string): string[] {
  return [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`];
}

/** The file's real path (as /proc names it), or the path as given when it does not exist. */
function realPathOr(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/** Which other processes have the SQLite database open (any of its live files); null where /proc cannot be read. */
export function processesWithDatabaseOpen(sqliteFile: string): number[] | null {
  return processesWithFileOpen(sqliteDatabaseFiles(sqliteFile).map(realPathOr));
}
