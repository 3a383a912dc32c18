/** Site search for visitors: `GET /user/search` and the header field's `GET /user/search/suggest`. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { searchQuery, searchResult, suggestQuery, suggestResult } from '../../../contract/search.js';
import { ok } from '../../http/envelope.js';

const tags = ['search'];

/** Inside the public scope: `/user/search...`. */
export const publicSearchRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { search } = app.services;

  app.get('/search', { schema: { tags, summary: 'Search the site in the request language', querystring: searchQuery, response: { 200: envelopeOf(searchResult) } } }, async (request) =>
    ok(request, await search.search(request.query, request.lang)),
  );
  app.get('/search/suggest', { schema: { tags, summary: 'Up to five people and five pages for a search field', querystring: suggestQuery, response: { 200: envelopeOf(suggestResult) } } }, async (request) =>
    ok(request, await search.suggest(request.query.q, request.lang)),
  );
});
