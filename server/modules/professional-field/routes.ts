/** Professional field calls: the admin list and its writes, and the public list, page and page turn. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, sortBody } from '../../../contract/content.js';
import {
  adminProfessionalFieldQuery, pageTurnParams, professionalFieldBody, professionalFieldLangQuery,
} from '../../../contract/professional-field.js';
import { ok, okList } from '../../http/envelope.js';

const tags = ['professionalField'];

/** Inside the admin scope: `/admin/professionalField...`. */
export const adminProfessionalFieldRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { professionalField } = app.services;

  app.get('/professionalField', { schema: { tags, querystring: adminProfessionalFieldQuery } }, async (request) => {
    const { items, pageable } = await professionalField.adminList(request.query);
    return okList(request, items, pageable);
  });
  // The public practice-area filters read this list too, so it needs no token.
  app.get('/professionalField/lang/list', { config: { public: true }, schema: { tags, querystring: professionalFieldLangQuery } }, async (request) =>
    ok(request, await professionalField.listIn(request.query.lang ?? request.lang)),
  );
  app.get('/professionalField/detail/:id', { schema: { tags, params: idParams } }, async (request) =>
    ok(request, await professionalField.detail(request.params.id)),
  );
  app.post('/professionalField', { schema: { tags, body: professionalFieldBody } }, async (request) =>
    ok(request, await professionalField.create(request.body)),
  );
  app.put('/professionalField', { schema: { tags, body: professionalFieldBody } }, async (request) =>
    ok(request, await professionalField.update(request.body)),
  );
  app.put('/professionalField/sort', { schema: { tags, body: sortBody } }, async (request) => {
    await professionalField.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.delete('/professionalField/:id', { schema: { tags, params: idParams } }, async (request) => {
    await professionalField.remove(request.params.id);
    return ok(request, true);
  });
};

/** Inside the public scope: `/user/professionalField...`. */
export const publicProfessionalFieldRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { professionalField } = app.services;

  app.get('/professionalField/list', { schema: { tags } }, async (request) => ok(request, await professionalField.listIn(request.lang)));
  app.get('/professionalField/pageTurn/:no', { schema: { tags, params: pageTurnParams } }, async (request) =>
    ok(request, await professionalField.pageTurn(request.params.no, request.lang)),
  );
  app.get('/professionalField/:id', { schema: { tags, params: idParams } }, async (request) =>
    ok(request, await professionalField.publicDetail(request.params.id, request.lang)),
  );
};
