/**
 * What a start does to the database after migrating: the first administrator on an empty
 * database (its generated password printed once, never logged), then the demo content when the
 * database holds none and DEMO_CONTENT is not false.
 */
import type { FastifyInstance } from 'fastify';
import { hasContent } from './db/seed/content-tables.js';
import { loadDemoContent } from './db/seed/load-demo.js';

export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const { config, services } = app;
  const created = await services.users.ensureFirstAdministrator({ account: config.adminAccount, password: config.adminPassword });
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

  if (config.demoContent && !(await hasContent(app.db))) {
    const started = Date.now();
    app.log.info('loading the demo content into the empty database');
    await loadDemoContent(services);
    app.log.info({ ms: Date.now() - started }, 'demo content loaded');
  }
}
