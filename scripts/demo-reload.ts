/**
 * Replaces all content with the demo firm: `npm run demo:reload`. Staff accounts and the site
 * status are kept. Stop the server first on SQLite, or run it against a copy. Clearing and loading
 * are one transaction: a reload that fails or is stopped leaves the content as it was.
 */
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { clearContent } from '../server/db/seed/content-tables.js';
import { loadDemoContent } from '../server/db/seed/load-demo.js';
import { inSetupTransaction } from '../server/db/exclusive-transaction.js';
import { createServices } from '../server/services.js';
import { runCommand } from './run-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const { db } = database;
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const loaded = await inSetupTransaction(database, async (trx) => {
      await clearContent(trx);
      // Without timers: nothing would stop them once the transaction is over.
      return loadDemoContent(createServices(trx, config, { timers: false }));
    });
    const drawn = loaded.drawn > 0 ? ` (${loaded.drawn} of ${loaded.pictures} pictures drawn anew)` : '';
    process.stdout.write(`Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s${drawn}.\n`);
  } finally {
    await db.destroy();
  }
  return 0;
}

runCommand(main);
