/**
 * Probes for load balancers and process managers. `/healthz` is liveness: the process answers,
 * whatever the database does (restarting a process because its database is away helps nobody).
 * `/readyz` is readiness: it also asks the database and, when uploads are kept there, the object
 * storage, and says why when it cannot serve. On SQLite it also notices a database file swapped
 * under the running server (a restore done by hand).
 */
import { type FastAnswer, fastLaneHandler } from '../../http/fast-lane.js';
import { routePlugin } from '../../http/route-plugin.js';
import { isDatabaseUnavailable } from '../../db/outage.js';
import { DatabaseFileReplacedError } from '../../db/sqlite-file-identity.js';

const HEALTHY: FastAnswer = { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ status: 'ok' }) };

export const healthRoutes = routePlugin((app) => {
  // A fixed answer, sent as it is, in the fast lane (fast-lane.ts): no per-request serialising,
  // and @fastify/compress's hooks left out for a body far below its threshold (issue 15.1).
  const healthy = () => HEALTHY;
  app.get('/healthz', { compress: false, config: { fastLane: healthy } }, fastLaneHandler(healthy));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.services.readiness.check();
    } catch (error) {
      if (error instanceof DatabaseFileReplacedError) {
        // Not a passing outage: this process reads a file that is no longer the site's database.
        request.log.error({ err: error }, 'not ready: the database file was replaced under the running server; restart it');
        return reply.status(503).send({ status: 'unavailable', reason: 'database file replaced' });
      }
      request.log.warn({ err: error }, 'not ready: database check failed');
      const reason = isDatabaseUnavailable(error) ? 'database unreachable' : 'database check failed';
      return reply.status(503).send({ status: 'unavailable', reason });
    }
    const storage = await app.services.readiness.storageProblem();
    if (storage) {
      request.log.warn({ err: storage.error }, 'not ready: object storage check failed');
      return reply.status(503).send({ status: 'unavailable', reason: storage.reason });
    }
    return { status: 'ready' };
  });
});
