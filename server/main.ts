/**
 * Entry point: read the configuration, build the app, prepare the database, listen, and on
 * SIGTERM or SIGINT let in-flight requests finish before exiting.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { prepareDatabase } from './startup.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, web: config.env === 'production' ? 'production' : 'development' });
  await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
