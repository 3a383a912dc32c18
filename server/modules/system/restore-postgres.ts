/**
 * `npm run restore` on PostgreSQL: it never touches the database itself (pg_restore does that
 * better, in one transaction). It counts the site's processes connected to the database, told
 * apart by the `application_name` their pools set (db/connection.ts), and prints the steps.
 */
import fs from 'node:fs';
import pg from 'pg';
import { SITE_APPLICATION_NAME } from '../../db/connection.js';
import { fileErrorInWords } from '../../writable-paths.js';
import { backupStamp } from './backup.js';

export interface ConnectedProcess {
  /** `lawfirm-site <host> <pid>`. */
  applicationName: string;
  connections: number;
}

/** The site's processes with a connection to the database `databaseUrl` names, this one left out. */
export async function connectedSiteProcesses(databaseUrl: string): Promise<ConnectedProcess[]> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${SITE_APPLICATION_NAME}-restore`, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string; connections: number }>(
      `SELECT application_name, count(*)::int AS connections FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE $1
        GROUP BY application_name ORDER BY application_name`,
      [`${SITE_APPLICATION_NAME} %`],
    );
    return rows.map((row) => ({ applicationName: row.application_name, connections: row.connections }));
  } finally {
    await client.end();
  }
}

/** The first bytes of a dump of `pg_dump --format=custom`, the only kind pg_restore reads. */
const CUSTOM_DUMP_SIGNATURE = 'PGDMP';

/**
 * Why `file` cannot be the dump the steps name, or null: the steps would otherwise be followed up
 * to pg_restore's own error, after the instances were stopped.
 */
export function dumpProblem(file: string): string | null {
  let handle: number;
  try {
    if (fs.statSync(file).isDirectory()) {
      return `${file} is a folder: --from names the file pg_dump --format=custom wrote (npm run backup makes folders on SQLite only)`;
    }
    handle = fs.openSync(file, 'r');
  } catch (error) {
    return `${file} cannot be read here (${fileErrorInWords(error)})`;
  }
  try {
    const head = Buffer.alloc(CUSTOM_DUMP_SIGNATURE.length);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    if (head.subarray(0, read).toString('latin1') !== CUSTOM_DUMP_SIGNATURE) {
      return `${file} is not a dump of pg_dump --format=custom, the only kind pg_restore reads (a plain SQL dump is restored with psql)`;
    }
    return null;
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * The steps of a restore, to run by hand. The connection URL stays in the environment
 * (`$DATABASE_URL`): it may hold a password, which must not land in a terminal's scrollback.
 */
export function postgresRestoreSteps({ dump, objectStorage, now = new Date() }: { dump: string | undefined; objectStorage: boolean; now?: Date }): string {
  const file = dump ?? '<the dump to restore>';
  return [
    'Restore PostgreSQL by hand, with every instance of the site stopped:',
    '',
    '  1. Stop every instance of the site (npm run restore counts those still connected).',
    '  2. Keep the database as it is now, to undo the restore:',
    `       pg_dump --format=custom --file="before-restore-${backupStamp(now)}.dump" "$DATABASE_URL"`,
    '  3. Restore the dump in one transaction (all or nothing; --clean --if-exists drops what the dump holds first):',
    `       pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" "${file}"`,
    objectStorage
      ? '  4. Uploads live in the S3 bucket: an older dump may name files deleted since; bring them back from the bucket\'s versions.'
      : '  4. Uploads: move DATA_DIR/uploads aside and copy the uploads folder of the same backup in its place.',
    '  5. Start the instances. They migrate a dump made by an older version; a dump from a newer version needs that version\'s code.',
    '',
    '  To undo: stop the instances again and pg_restore the before-restore dump of step 2 the same way.',
    '',
  ].join('\n');
}
