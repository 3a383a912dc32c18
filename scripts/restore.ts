/**
 * Restores a backup written by `npm run backup` into the stopped site:
 *
 *   npm run restore -- --from data/backups/2026-11-21T07-40-00Z
 *
 * On PostgreSQL (DATABASE_URL set) it changes nothing: it says how many of the site's processes
 * are connected and prints the pg_restore steps. See README.md, "Backups", and decision 0066.
 */
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { connectedSiteProcesses, dumpProblem, postgresRestoreSteps } from '../server/modules/system/restore-postgres.js';
import { RestoreError, type RestoreResult, restoreBackup } from '../server/modules/system/restore.js';
import { commandOptions, runCommand } from './run-command.js';

const usage = `usage: npm run restore -- --from <backup folder>

Restores a backup of npm run backup (the SQLite database and the uploads) into DATA_DIR, with the
site stopped: it refuses while a process has the database open. What it replaces is moved into
DATA_DIR/before-restore/<UTC time>, never deleted.
On PostgreSQL it changes nothing: it counts the site's connected instances and prints the
pg_restore steps (--from then names the dump file, which must be one of pg_dump --format=custom).
`;

function report({ backup, aside, movedAside, uploadFiles }: RestoreResult, sqliteFile: string, uploadDir: string): string {
  const lines = [
    `Restored ${backup.dir} (made ${backup.manifest.createdAt} by version ${backup.manifest.appVersion})`,
    `  ${sqliteFile}  integrity check: ok`,
    uploadFiles === null
      ? '  uploads left alone: they live in object storage'
      : `  ${uploadDir}/  ${uploadFiles} file${uploadFiles === 1 ? '' : 's'}`,
  ];
  if (backup.pendingMigrations.length > 0) {
    const n = backup.pendingMigrations.length;
    lines.push(`  The backup was made by an older version: ${n} migration${n === 1 ? '' : 's'} (${backup.pendingMigrations.join(', ')}) run at the next start.`);
  }
  if (aside) {
    lines.push(
      `Moved aside (nothing was deleted): ${movedAside.join(', ')} into ${aside}`,
      '',
      'Start the site. To undo, stop it, then:',
      `  rm -r ${[sqliteFile, ...(uploadFiles === null ? [] : [uploadDir])].join(' ')}`,
      ...movedAside.map((name) => `  mv ${path.join(aside, name)} ${path.join(path.dirname(sqliteFile), name)}`),
      'Delete the folder once the restored site looks right.',
    );
  } else {
    lines.push('DATA_DIR held no database or uploads, so nothing was moved aside. Start the site.');
  }
  return `${lines.join('\n')}\n`;
}

async function restorePostgres(databaseUrl: string, dump: string | undefined, objectStorage: boolean): Promise<number> {
  const problem = dump === undefined ? null : dumpProblem(dump);
  if (problem) {
    process.stderr.write(`Refused: ${problem}. Nothing was changed.\n`);
    return 1;
  }
  const processes = await connectedSiteProcesses(databaseUrl);
  const steps = postgresRestoreSteps({ dump, objectStorage });
  if (processes.length > 0) {
    process.stderr.write(
      `Refused: ${processes.length} instance${processes.length === 1 ? ' of the site is' : 's of the site are'} connected to the database; stop ${processes.length === 1 ? 'it' : 'them'} first:\n` +
        processes.map((p) => `  ${p.applicationName} (${p.connections} connection${p.connections === 1 ? '' : 's'})\n`).join('') +
        'npm run restore never changes a PostgreSQL database itself; the steps follow.\n\n',
    );
    process.stdout.write(steps);
    return 1;
  }
  process.stdout.write(`No instance of the site is connected to the database. npm run restore never changes a PostgreSQL database itself:\n\n${steps}`);
  return 0;
}

async function main(): Promise<number> {
  const values = commandOptions({ from: { type: 'string' } } as const, usage);
  if (typeof values === 'number') return values;
  const config = loadConfig();
  if (config.databaseUrl) return restorePostgres(config.databaseUrl, values.from, config.s3 !== null);
  if (!values.from) {
    process.stderr.write(`--from <backup folder> is required.\n${usage}`);
    return 2;
  }
  const result = await restoreBackup({ config, from: values.from });
  process.stdout.write(report(result, config.sqliteFile, config.uploadDir));
  return 0;
}

runCommand(main, { failurePrefix: 'Restore refused or failed', expected: [RestoreError] });
