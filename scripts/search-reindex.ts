/**
 * Rebuilds the site search index from the content, in one transaction (decision 0026):
 *
 *   npm run search:reindex
 *
 * Safe while the site runs: searches see the old index until the new one commits. Needed only
 * when the index was changed by hand; every content write keeps it right by itself.
 */
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { rebuildIndex } from '../server/modules/search/indexer.js';
import { runCommand } from './run-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const { db } = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const { documents } = await rebuildIndex(db);
    process.stdout.write(`search index rebuilt: ${documents} entries in ${Date.now() - started} ms\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
