/**
 * Writes a consistent copy of the SQLite database and the uploads while the site runs:
 *
 *   npm run backup                       (into DATA_DIR/backups/<UTC time>)
 *   npm run backup -- --out /mnt/backup  (into a new or empty folder)
 *
 * Restore with `npm run restore` (scripts/restore.ts); PostgreSQL is described in README.md, "Backups".
 */
import { loadConfig } from '../server/config.js';
import { BACKUP_DATABASE_FILE, BACKUP_MANIFEST_FILE, BackupError, writeBackup } from '../server/modules/system/backup.js';
import { commandOptions, runCommand } from './run-command.js';

const usage = `usage: npm run backup [-- --out <dir>]

Copies the SQLite database (consistent while the site runs) and the uploads folder of DATA_DIR
into DATA_DIR/backups/<UTC time>, or into --out <dir>, which must be new or empty.
On PostgreSQL it refuses: see README.md, "Backups", for pg_dump.
`;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

async function main(): Promise<number> {
  const values = commandOptions({ out: { type: 'string' } } as const, usage);
  if (typeof values === 'number') return values;

  const { dir, manifest } = await writeBackup({ config: loadConfig(), target: values.out });
  const { uploads } = manifest;
  process.stdout.write(
    `Backup written to ${dir}\n` +
      `  ${BACKUP_DATABASE_FILE}  ${size(manifest.database.bytes)} (integrity check: ok)\n` +
      ('objectStorage' in uploads
        ? `  uploads not copied: they live in ${uploads.objectStorage}; rely on the bucket's versioning or replication\n`
        : `  ${uploads.folder}/  ${uploads.files} file${uploads.files === 1 ? '' : 's'}, ${size(uploads.bytes)}\n`) +
      `  ${BACKUP_MANIFEST_FILE}\n`,
  );
  return 0;
}

runCommand(main, { failurePrefix: 'Backup failed', expected: [BackupError] });
