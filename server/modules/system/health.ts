/** Probes for load balancers: `/healthz` (the process answers) and `/readyz` (the database too). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
