/**
 * Entry point: read the configuration, build the app, prepare the database, listen, and on
 * SIGTERM or SIGINT let in-flight requests finish before exiting, for at most
 * SHUTDOWN_GRACE_SECONDS: then the connections still open are cut (decision 0103). A start that
 * fails and a crash are logged as one JSON line, like everything else the server writes.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { exitWithFatal } from './fatal-log.js';
import { drainConnections } from './http/connection-drain.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { VIEW_STOP_RETRY_MS } from './modules/content/view-counter.js';
import { logWarningsAsJson } from './process-warnings.js';
import { prepareDatabase } from './startup.js';
import { UnwritablePathError } from './writable-paths.js';

// Before anything can warn: Node prints its warnings as text over several lines (the AWS SDK's on Node 20).
logWarningsAsJson();

// After an error nobody caught, the process's state is unknown: log it and let the supervisor restart it.
process.on('uncaughtException', (error, origin) => {
  exitWithFatal(origin === 'unhandledRejection' ? 'unhandled promise rejection' : 'uncaught exception', error);
});

/**
 * How long the shutdown may go on once the connections were cut: the view counts are tried again
 * while the database is away (view-counter.ts), then the database closes.
 */
const AFTER_CUT_MS = VIEW_STOP_RETRY_MS + 3_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      exitWithFatal(`The server could not start: ${error.problems.map((p) => `${p.variable} ${p.message}`).join('; ')}`, error);
    }
    throw error;
  }

  const app = await buildApp({ config, web: config.env === 'production' ? 'production' : 'development' });
  const connections = drainConnections(app.server);
  await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });
  const metricsServer = app.metrics && config.metricsPort ? await startMetricsServer(app.metrics.registry, { port: config.metricsPort, host: config.host }) : undefined;
  if (metricsServer) app.log.info({ port: metricsServer.port }, 'metrics at /metrics');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stops accepting and answers what reaches the server with `Connection: close` (connection-drain.ts).
    connections.start();
    // A client holding a request open (a body sent slowly, or never finished) would hold the exit
    // as long as it likes; a deploy or an orchestrator waits a bounded time, then kills.
    const graceSeconds = config.shutdownGraceMs / 1000;
    const deadline = setTimeout(() => {
      const cut = connections.cut();
      app.log.warn({ connections: cut, graceSeconds }, `shutting down: ${cut} ${cut === 1 ? 'connection' : 'connections'} still open after ${graceSeconds} s, cut`);
      // What is left (the view counts, the database) ends on its own within seconds; should it not, the exit does not wait.
      setTimeout(() => {
        app.log.error({ afterCutMs: AFTER_CUT_MS }, 'shutdown did not finish after the connections were cut: exiting');
        process.exit(1);
      }, AFTER_CUT_MS).unref();
    }, config.shutdownGraceMs);
    deadline.unref();
    Promise.all([app.close(), metricsServer?.close()]).then(
      () => {
        clearTimeout(deadline);
        app.log.info('stopped');
        process.exit(0);
      },
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
  // A data folder this process cannot write is the operator's to fix: its words lead the line.
  exitWithFatal(error instanceof UnwritablePathError ? `The server could not start: ${error.message}` : 'The server could not start', error);
});
