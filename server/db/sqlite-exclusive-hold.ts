/**
 * Whether any process has a SQLite database open, asked through SQLite's own locks (decision
 * 0066). Every connection to a database in WAL mode (the server's, `npm run backup`'s) holds a
 * shared lock on the file for as long as it is open; a connection in exclusive locking mode needs
 * an exclusive lock to read it, so it fails at once while another process has it open, and holds
 * the file against new connections until it closes. The kernel drops a lock with the process
 * that held it, so a crashed server leaves nothing stale behind, unlike a pid file.
 */
import SQLite from 'better-sqlite3';

export interface ExclusiveHold {
  /** Ends the hold; other processes may open the database again. */
  release(): void;
}

/**
 * Takes the database file for this process alone and turns it into a standalone file (what was
 * in its write-ahead log folded in, rollback journal instead of WAL), or gives back null when
 * another process has it open. The site switches it back to WAL when it opens it.
 */
export function holdExclusively(file: string): ExclusiveHold | null {
  const sqlite = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    // The first read takes the lock, which fails at once (timeout 0) while another process reads.
    sqlite.prepare('SELECT count(*) FROM sqlite_master').get();
    sqlite.pragma('journal_mode = DELETE');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return { release: () => sqlite.close() };
}
