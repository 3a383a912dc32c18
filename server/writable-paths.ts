/**
 * Checks, at start, that this process may write where it keeps its data (the SQLite database and
 * the uploads folder under DATA_DIR). Without them a server started as a user who cannot write
 * there (root-owned files, a read-only mount) reported ready and then failed every sign-in or
 * upload with a 500; a start refused with the path and the user named says what to fix.
 *
 * `access(2)` asks the kernel with this process's user, so ACLs and read-only mounts count, and
 * root, who may write anywhere, always passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class UnwritablePathError extends Error {
  constructor(
    message: string,
    public readonly path: string,
  ) {
    super(message);
    this.name = 'UnwritablePathError';
  }
}

/** `user nobody`, or `uid 1234` for a user without a name (a container's arbitrary uid). */
function thisUser(): string {
  try {
    return `user ${os.userInfo().username}`;
  } catch {
    return `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

/** A file system error in an operator's words (its code, not Node's message with the syscall). */
export function fileErrorInWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  return (error as Error).message;
}

function writable(target: string): unknown {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * Makes `folder` when it is missing and throws unless this process may create files in it.
 * `what` names it for the operator (`the database folder (DATA_DIR)`).
 */
export function ensureWritableFolder(folder: string, what: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new UnwritablePathError(`${what} ${folder} cannot be created by this process (${thisUser()}): ${fileErrorInWords(error)}`, folder);
  }
  const denied = writable(folder);
  if (denied) {
    throw new UnwritablePathError(`${what} ${folder} is not writable by this process (${thisUser()}): ${fileErrorInWords(denied)}`, folder);
  }
}

/**
 * The SQLite database `file` and its folder: SQLite creates its -wal and -shm files beside the
 * database, and opens a database it cannot write read-only without a word, failing each write.
 */
export function ensureWritableDatabase(file: string): void {
  ensureWritableFolder(path.dirname(file), 'the database folder (DATA_DIR)');
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    const denied = fs.existsSync(part) ? writable(part) : undefined;
    if (denied) {
      throw new UnwritablePathError(`the database file ${part} (in DATA_DIR) is not writable by this process (${thisUser()}): ${fileErrorInWords(denied)}`, part);
    }
  }
}

/**
 * The uploads folder and the year and month folders in it, where new files go
 * (`2026/11/<name>`): one of them left to another user fails that month's uploads.
 */
export function ensureWritableUploads(root: string): void {
  const what = 'the uploads folder (in DATA_DIR)';
  ensureWritableFolder(root, what);
  const subfolders = (dir: string) => {
    try {
      return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(dir, entry.name));
    } catch (error) {
      throw new UnwritablePathError(`${what} ${dir} cannot be read by this process (${thisUser()}): ${fileErrorInWords(error)}`, dir);
    }
  };
  for (const year of subfolders(root)) {
    for (const folder of [year, ...subfolders(year)]) ensureWritableFolder(folder, what);
  }
}
