/**
 * Replaces all content with the demo firm: `npm run demo:reload`. Staff accounts, the site status
 * and the files staff uploaded are kept; the demo's pictures of an earlier load, stored afresh and
 * unused, are deleted. Clearing and loading are one transaction: a reload that fails or is stopped
 * leaves the content as it was. It refuses while a server of the site uses the database (on SQLite
 * a process with the file open, on PostgreSQL an instance connected): the running site would go on
 * serving pages and accepting saves on content that vanished under it. It reads no options but
 * --help, and refuses any other, so a mistyped command never wipes a site.
 */
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { processesWithDatabaseOpen } from '../server/db/processes-with-file-open.js';
import { clearContent } from '../server/db/seed/content-tables.js';
import { discardEarlierDemoPictures, filesWithoutUploader } from '../server/db/seed/earlier-demo-pictures.js';
import { loadDemoContent } from '../server/db/seed/load-demo.js';
import { inSetupTransaction } from '../server/db/exclusive-transaction.js';
import { connectedSiteProcesses } from '../server/modules/system/restore-postgres.js';
import { createServices } from '../server/services.js';
import { commandOptions, runCommand } from './run-command.js';

const usage = `usage: npm run demo:reload

Replaces ALL content of the site in DATA_DIR (or DATABASE_URL) with the demo firm. Staff accounts,
the site status and the files staff uploaded stay. Stop every server of the site first: it refuses while one uses the
database.
`;

/** Why the reload may not run now, or null: a server of the site uses the database. */
async function serverInTheWay(config: ReturnType<typeof loadConfig>): Promise<string | null> {
  if (config.databaseUrl) {
    const instances = await connectedSiteProcesses(config.databaseUrl);
    if (instances.length === 0) return null;
    const names = instances.map((instance) => instance.applicationName).join(', ');
    return `${instances.length === 1 ? 'An instance of the site is' : `${instances.length} instances of the site are`} connected to the database (${names})`;
  }
  const processes = processesWithDatabaseOpen(config.sqliteFile);
  if (!processes || processes.length === 0) return null;
  return `The database ${config.sqliteFile} is open in another process (${processes.join(', ')}): a running server, or npm run backup, staff or migrate`;
}

async function main(): Promise<number> {
  const values = commandOptions({}, usage);
  if (typeof values === 'number') return values;
  const config = loadConfig();
  const inTheWay = await serverInTheWay(config);
  if (inTheWay) {
    process.stderr.write(`Refused: ${inTheWay}. Stop every server of the site and run npm run demo:reload again. Nothing was changed.\n`);
    return 1;
  }
  const database = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const { db } = database;
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const loaded = await inSetupTransaction(database, async (trx) => {
      const before = await filesWithoutUploader(trx);
      await clearContent(trx);
      // Without timers: nothing would stop them once the transaction is over.
      return { ...(await loadDemoContent(createServices(trx, config, { timers: false }))), before };
    });
    const drawn = loaded.drawn > 0 ? ` (${loaded.drawn} of ${loaded.pictures} pictures drawn anew)` : '';
    process.stdout.write(`Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s${drawn}.\n`);
    // Once the new content is in: a failure here leaves unused files the library lists, as before.
    const earlier = await discardEarlierDemoPictures(db, createServices(db, config, { timers: false }), loaded.before);
    if (earlier.deleted > 0) process.stdout.write(`${earlier.deleted} pictures of the earlier demo content deleted from the media library.\n`);
    if (earlier.leftInStorage > 0) process.stdout.write(`${earlier.leftInStorage} of them could not be removed from the file storage; nothing refers to them.\n`);
  } finally {
    await db.destroy();
  }
  return 0;
}

runCommand(main);
