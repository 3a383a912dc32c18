/** `/admin/icon`: the icon library, open to editors. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/content.js';
import { iconBody, iconListQuery } from '../../../contract/icon.js';
import { ok } from '../../http/envelope.js';

const tags = ['icon'];

/** Inside the admin scope. */
export const adminIconRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { icons } = app.services;

  app.get('/icon', { schema: { tags, querystring: iconListQuery } }, async (request) => ok(request, await icons.list(request.query.name)));
  app.post('/icon', { schema: { tags, body: iconBody } }, async (request) => ok(request, await icons.create(request.body)));
  app.delete('/icon/:id', { schema: { tags, params: idParams } }, async (request) => {
    await icons.remove(request.params.id);
    return ok(request, true);
  });
};
