/** Catalog calls: the admin tree and its writes, and the public tree. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogBody, catalogTreeQuery, publicCatalogQuery } from '../../../contract/catalog.js';
import { idParams, sortBody } from '../../../contract/content.js';
import { ok } from '../../http/envelope.js';

const tags = ['catalog'];

/** Inside the admin scope: `/admin/catalog...`. */
export const adminCatalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = app.services;

  app.get('/catalog', { schema: { tags, querystring: catalogTreeQuery } }, async (request) =>
    ok(request, await catalog.adminTree(request.query.type, request.query.lang ?? request.lang)),
  );
  app.post('/catalog', { schema: { tags, body: catalogBody } }, async (request) => ok(request, await catalog.create(request.body, request.lang)));
  app.put('/catalog', { schema: { tags, body: catalogBody } }, async (request) => ok(request, await catalog.update(request.body, request.lang)));
  app.put('/catalog/sort', { schema: { tags, body: sortBody } }, async (request) => {
    await catalog.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.get('/catalog/:id', { schema: { tags, params: idParams } }, async (request) => ok(request, await catalog.detail(request.params.id, request.lang)));
  app.delete('/catalog/:id', { schema: { tags, params: idParams } }, async (request) => {
    await catalog.remove(request.params.id);
    return ok(request, true);
  });
};

/** Inside the public scope: `/user/catalog`. */
export const publicCatalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/catalog', { schema: { tags, querystring: publicCatalogQuery } }, async (request) =>
    ok(request, await app.services.catalog.tree(request.query.type, request.lang)),
  );
};
