/**
 * Probes for load balancers and process managers. `/healthz` is liveness: the process answers,
 * whatever the database does (restarting a process because its database is away helps nobody).
 * `/readyz` is readiness: it also asks the database, and says why when it cannot serve.
 */
import { routePlugin } from '../../http/route-plugin.js';
import { isDatabaseUnavailable } from '../../db/outage.js';

export const healthRoutes = routePlugin((app) => {
  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.services.readiness.check();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: database check failed');
      const reason = isDatabaseUnavailable(error) ? 'database unreachable' : 'database check failed';
      return reply.status(503).send({ status: 'unavailable', reason });
    }
  });
});
