/** Runs every pending migration against the configured database: `npm run migrate`. */
import { ConfigError, loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';

async function main(): Promise<void> {
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
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
