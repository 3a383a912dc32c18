/** `/admin/portal-config/time-zone`: every staff member reads the firm's time zone; administrators set it. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firmTimeZone, firmTimeZoneBody } from '../../../contract/firm-time-zone.js';
import { envelopeOf } from '../../../contract/envelope.js';
import { ok } from '../../http/envelope.js';
import { routePlugin } from '../../http/route-plugin.js';

const tags = ['portal config'];
const response = { 200: envelopeOf(firmTimeZone) };

/** Inside the admin scope. */
export const adminTimeZoneRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/portal-config/time-zone', { schema: { tags, summary: "The firm's time zone, in which schedule times are shown and entered", response } }, async (request) => ok(request, { timeZone: await app.services.timeZone.get() }));
  app.put('/portal-config/time-zone', { config: { administratorOnly: true }, schema: { tags, summary: "Set the firm's time zone", body: firmTimeZoneBody, response } }, async (request) => {
    await app.services.timeZone.set(request.body.timeZone);
    return ok(request, { timeZone: request.body.timeZone });
  });
});
