/** Catalog calls: the admin tree and its writes, and the public tree. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCatalogNode, catalogBody, catalogDetail, catalogNode, catalogTreeQuery, publicCatalogQuery } from '../../../contract/catalog.js';
import { doneEnvelope, envelopeOf } from '../../../contract/envelope.js';
import { idParams, sortBody } from '../../../contract/content.js';
import { ok } from '../../http/envelope.js';

const tags = ['catalog'];
const tree = { 200: envelopeOf(z.array(catalogNode)) };
/** The admin's tree also counts the items in each folder. */
const adminTree = { 200: envelopeOf(z.array(adminCatalogNode)) };
const detail = { 200: envelopeOf(catalogDetail) };
const done = { 200: doneEnvelope };

/** Inside the admin scope: `/admin/catalog...`. */
export const adminCatalogRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = app.services;

  app.get('/catalog', { schema: { tags, summary: 'The folder tree of a section, for staff', querystring: catalogTreeQuery, response: adminTree } }, async (request) =>
    ok(request, await catalog.adminTree(request.query.type, request.query.lang ?? request.lang)),
  );
  app.post('/catalog', { schema: { tags, summary: 'Create a folder with its names', body: catalogBody, response: detail } }, async (request) => ok(request, await catalog.create(request.body, request.lang)));
  app.put('/catalog', { schema: { tags, summary: 'Update a folder\'s names or parent', body: catalogBody, response: detail } }, async (request) => ok(request, await catalog.update(request.body, request.lang)));
  app.put('/catalog/sort', { schema: { tags, summary: 'Move a folder to another place among its siblings', body: sortBody, response: done } }, async (request) => {
    await catalog.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.get('/catalog/:id', { schema: { tags, summary: 'Read a folder with all its names', params: idParams, response: detail } }, async (request) => ok(request, await catalog.detail(request.params.id, request.lang)));
  app.delete('/catalog/:id', { schema: { tags, summary: 'Delete an empty folder', params: idParams, response: done } }, async (request) => {
    await catalog.remove(request.params.id);
    return ok(request, true);
  });
});

/** Inside the public scope: `/user/catalog`. */
export const publicCatalogRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/catalog', { schema: { tags, summary: 'The folder tree of a section in a language', querystring: publicCatalogQuery, response: tree } }, async (request) =>
    ok(request, await app.services.catalog.tree(request.query.type, request.lang)),
  );
});
