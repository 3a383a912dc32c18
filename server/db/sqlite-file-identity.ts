/**
 * Which SQLite file a connection opened, so that the readiness probe can tell when the file at
 * that path is no longer the one the server reads: moved or deleted, another file renamed over
 * it, or a backup copied over it in place (a backup is in rollback-journal mode, the file the
 * server opened is in WAL mode). Any of these under a running server loses writes or damages
 * the database; `npm run restore` is the safe way, and refuses while a server has the file open.
 *
 * The file is never opened and closed again while SQLite has it open: POSIX advisory locks
 * belong to the process, and closing any descriptor of a file drops every lock the process holds
 * on it, SQLite's included. Other processes (`npm run restore`, a second writer) would then see
 * the database as unused. So the header is read through one descriptor opened with the
 * connection and closed only after SQLite closed its own; the path's identity is read by stat,
 * which opens nothing.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';

const read = promisify(fs.read);

export interface OpenedFile {
  path: string;
  dev: number;
  ino: number;
  /** A read-only descriptor of the file as opened, kept while SQLite has it open (see above). */
  fd: number;
}

/** Bytes 18 and 19 of a SQLite header: the file format's write and read versions, 2 in WAL mode. */
const WAL_FORMAT_OFFSET = 18;
const WAL_FORMAT = 2;

const opened = new WeakMap<object, OpenedFile>();

/** A replaced or damaged database file under a running server: it must be restarted. */
export class DatabaseFileReplacedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseFileReplacedError';
  }
}

/** Opens the descriptor the probe reads through; call right after SQLite opened `path`. */
export function openFileIdentity(path: string): OpenedFile {
  const fd = fs.openSync(path, 'r');
  const stats = fs.fstatSync(fd);
  return { path, dev: stats.dev, ino: stats.ino, fd };
}

/** Closes the probe's descriptor: only once SQLite has closed the database (see above). */
export function closeFileIdentity(file: OpenedFile): void {
  fs.closeSync(file.fd);
}

/** Records the file `db` reads. */
export function rememberOpenedFile(db: object, file: OpenedFile): void {
  opened.set(db, file);
}

/**
 * Throws a DatabaseFileReplacedError when the file at the path `db` opened is gone, another
 * one, or no longer in WAL mode; does nothing for a database not opened by connectDatabase
 * from a file (PostgreSQL). One stat and a 20-byte read: for the readiness probe, not requests.
 */
export async function assertSameFile(db: object): Promise<void> {
  const file = opened.get(db);
  if (!file) return;
  let stats;
  try {
    stats = await fs.promises.stat(file.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was removed or moved while the server runs`);
    }
    throw error;
  }
  if (stats.dev !== file.dev || stats.ino !== file.ino) {
    throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was replaced by another file while the server runs`);
  }
  const header = Buffer.alloc(WAL_FORMAT_OFFSET + 2);
  const { bytesRead } = await read(file.fd, header, 0, header.length, 0);
  if (bytesRead === header.length && (header[WAL_FORMAT_OFFSET] !== WAL_FORMAT || header[WAL_FORMAT_OFFSET + 1] !== WAL_FORMAT)) {
    throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was overwritten (it is no longer in WAL mode) while the server runs`);
  }
}
