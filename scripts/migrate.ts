/** Runs every pending migration against the configured database: `npm run migrate`. */
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { runCommand } from './run-command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const { db, dialect } = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(
      applied.length ? `Applied on ${dialect}: ${applied.join(', ')}\n` : `The ${dialect} database is up to date.\n`,
    );
  } finally {
    await db.destroy();
  }
  return 0;
}

runCommand(main);
