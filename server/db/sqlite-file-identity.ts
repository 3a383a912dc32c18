/**
 * Which SQLite file a connection opened, so that the readiness probe can tell when the file at
 * that path is no longer the one the server reads: moved or deleted, another file renamed over
 * it, or a backup copied over it in place (a backup is in rollback-journal mode, the file the
 * server opened is in WAL mode). Any of these under a running server loses writes or damages
 * the database; `npm run restore` is the safe way, and refuses while a server has the file open.
 */
import { promises as fs } from 'node:fs';
import type { Kysely } from 'kysely';

interface OpenedFile {
  path: string;
  dev: number;
  ino: number;
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

/** Records the file `db` has just opened (in WAL mode). */
export function rememberOpenedFile(db: Kysely<unknown> | object, path: string, stats: { dev: number; ino: number }): void {
  opened.set(db, { path, dev: stats.dev, ino: stats.ino });
}

/**
 * Throws a DatabaseFileReplacedError when the file at the path `db` opened is gone, another
 * one, or no longer in WAL mode; does nothing for a database not opened by connectDatabase
 * from a file (PostgreSQL). One stat and a 20-byte read: for the readiness probe, not requests.
 */
export async function assertSameFile(db: object): Promise<void> {
  const file = opened.get(db);
  if (!file) return;
  let handle;
  try {
    handle = await fs.open(file.path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was removed or moved while the server runs`);
    }
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.dev !== file.dev || stats.ino !== file.ino) {
      throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was replaced by another file while the server runs`);
    }
    const header = Buffer.alloc(WAL_FORMAT_OFFSET + 2);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    if (bytesRead === header.length && (header[WAL_FORMAT_OFFSET] !== WAL_FORMAT || header[WAL_FORMAT_OFFSET + 1] !== WAL_FORMAT)) {
      throw new DatabaseFileReplacedError(`the SQLite database ${file.path} was overwritten (it is no longer in WAL mode) while the server runs`);
    }
  } finally {
    await handle.close();
  }
}
