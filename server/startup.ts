/**
 * What a start does after migrating and before listening: a start refused when uploads stay on
 * this machine and this process cannot write their folder, a warning when uploads would stay on
 * this machine while the database is shared, then the first start's setup: the first
 * administrator on an empty database (its generated password printed once, never logged), and
 * the demo content when the database holds none and DEMO_CONTENT is not false.
 *
 * The setup runs once, in one transaction, under a lock (server/db/exclusive-transaction.ts):
 * instances starting together on an empty database queue, the first sets it up, the others then
 * find the administrator and the content there and skip it; a start killed halfway leaves nothing
 * and the next start does it all.
 */
import type { FastifyInstance } from 'fastify';
import { hasContent } from './db/seed/content-tables.js';
import { loadDemoContent } from './db/seed/load-demo.js';
import { inSetupTransaction } from './db/exclusive-transaction.js';
import { ensureIndex } from './modules/search/indexer.js';
import { createServices } from './services.js';
import { ensureWritableUploads } from './writable-paths.js';

export function warnWhenUploadsStayLocal(app: FastifyInstance): void {
  if (app.config.databaseUrl && !app.config.s3) {
    app.log.warn(
      { uploadDir: app.config.uploadDir },
      'DATABASE_URL is set but S3_BUCKET is not: uploads are kept on this machine only, and other instances on the same database will not have them',
    );
  }
}

export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // Before the demo content's pictures are written, and instead of a 500 on every upload.
  if (!config.s3) ensureWritableUploads(config.uploadDir);
  warnWhenUploadsStayLocal(app);

  const started = Date.now();
  const setup = await inSetupTransaction(
    { db: app.db, dialect: app.dialect },
    async (db) => {
      // Built on the transaction, so everything below commits together or not at all. Uploaded
      // pictures are the exception: their files are written before the commit, so a load cut
      // short leaves files that no row names (never listed, their random names never linked).
      // They are harmless, and not cleaned up; the next start finds no content and loads the
      // demo again in full, with new files. Without timers: nothing would stop them (the app's own
      // services have theirs, stopped when it closes).
      const services = createServices(db, config, { timers: false });
      const administrator = await services.users.ensureFirstAdministrator({ account: config.adminAccount, password: config.adminPassword });
      // A site that had content before the search index came (or whose index a migration emptied
      // for a rebuild) gets its index once: here, so that instances starting together build it
      // one after the other, the later ones finding it built, not each adding its own rows.
      if (!config.demoContent || (await hasContent(db))) return { administrator, demo: null, indexed: await ensureIndex(db) };
      app.log.info('loading the demo content into the empty database');
      return { administrator, demo: await loadDemoContent(services), indexed: false };
    },
    { onWait: () => app.log.info('another instance is setting up the database: waiting for it to finish') },
  );

  const created = setup.administrator;
  if (created) {
    app.log.info({ account: created.account }, 'first administrator created');
    if (created.generated) {
      // Printed to the terminal only, outside the structured log, and only this once.
      process.stdout.write(
        `\n  First administrator created.\n    account:  ${created.account}\n    password: ${created.password}\n` +
          `  Keep it safe: it is not shown again. Change it after signing in, or reset it with\n` +
          `  npm run staff -- --account ${created.account} --reset\n\n`,
      );
    }
  }
  if (setup.demo) app.log.info({ ms: Date.now() - started, ...setup.demo }, 'demo content loaded');
  if (setup.indexed) app.log.info('search index built from the existing content');
}
