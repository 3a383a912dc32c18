/** `/admin/icon`: the icon library, open to editors. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/content.js';
import { doneEnvelope, envelopeOf } from '../../../contract/envelope.js';
import { icon, iconBody, iconListQuery } from '../../../contract/icon.js';
import { ok } from '../../http/envelope.js';

const tags = ['icon'];

/** Inside the admin scope. */
export const adminIconRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { icons } = app.services;

  app.get('/icon', { schema: { tags, summary: 'List icons, by name', querystring: iconListQuery, response: { 200: envelopeOf(z.array(icon)) } } }, async (request) => ok(request, await icons.list(request.query.name)));
  app.post('/icon', { schema: { tags, summary: 'Add an icon', body: iconBody, response: { 200: envelopeOf(icon) } } }, async (request) => ok(request, await icons.create(request.body)));
  app.delete('/icon/:id', { schema: { tags, summary: 'Delete an icon', params: idParams, response: { 200: doneEnvelope } } }, async (request) => {
    await icons.remove(request.params.id);
    return ok(request, true);
  });
});
