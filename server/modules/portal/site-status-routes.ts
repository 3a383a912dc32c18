/** Site status calls: administrators read and set it; the public reads it even while offline. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteStatus } from '../../../contract/site-status.js';
import { siteStatus, siteStatusParams } from '../../../contract/site-status-schema.js';
import { envelopeOf } from '../../../contract/envelope.js';
import { ok } from '../../http/envelope.js';

const tags = ['site status'];
const response = { 200: envelopeOf(siteStatus) };

/** Inside the admin scope. */
export const adminSiteStatusRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { administratorOnly: true };
  app.get('/portal-config/site-status', { config, schema: { tags, summary: 'Read the site\'s status', response } }, async (request) => ok(request, await app.services.siteStatus.get()));
  app.post('/portal-config/site-status/:value', { config, schema: { tags, summary: 'Set the site online, in maintenance or closed', params: siteStatusParams, response } }, async (request) => {
    await app.services.siteStatus.set(request.params.value as SiteStatus);
    return ok(request, request.params.value as SiteStatus);
  });
});

/** Inside the public scope. */
export const publicSiteStatusRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/portal-config/site-status', { config: { siteGateExempt: true }, schema: { tags, summary: 'The site\'s status (answers while the site is not online)', response } }, async (request) =>
    ok(request, await app.services.siteStatus.get()),
  );
});
