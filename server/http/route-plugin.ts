/**
 * A Fastify plugin that only declares routes and hooks. Fastify waits for a plugin that returns a
 * promise, and a throw while declaring (a bad schema, a route declared twice) rejects `ready()`.
 * An `async` function gives exactly that but awaits nothing; a callback plugin (`done`) would turn
 * such a throw into an uncaught exception. The promise executor keeps the async contract: it runs
 * the declarations at once and turns a throw into a rejection.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export function routePlugin(declare: (app: FastifyInstance) => void): FastifyPluginAsync {
  return (app) =>
    new Promise<void>((resolve) => {
      declare(app);
      resolve();
    });
}
