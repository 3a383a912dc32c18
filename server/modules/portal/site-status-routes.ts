/** Site status calls: administrators read and set it; the public reads it even while offline. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteStatus } from '../../../contract/site-status.js';
import { siteStatusParams } from '../../../contract/site-status-schema.js';
import { ok } from '../../http/envelope.js';

const tags = ['site status'];

/** Inside the admin scope. */
export const adminSiteStatusRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { administratorOnly: true };
  app.get('/portal-config/site-status', { config, schema: { tags } }, async (request) => ok(request, await app.services.siteStatus.get()));
  app.post('/portal-config/site-status/:value', { config, schema: { tags, params: siteStatusParams } }, async (request) => {
    await app.services.siteStatus.set(request.params.value as SiteStatus);
    return ok(request, request.params.value);
  });
};

/** Inside the public scope. */
export const publicSiteStatusRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/portal-config/site-status', { config: { siteGateExempt: true }, schema: { tags } }, async (request) =>
    ok(request, await app.services.siteStatus.get()),
  );
};
