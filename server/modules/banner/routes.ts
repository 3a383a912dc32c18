/** Banner calls: the admin list and its writes, and the home page's banners. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminBannerQuery, bannerBody, bannerTopParams } from '../../../contract/banner.js';
import { idParams, sortBody } from '../../../contract/content.js';
import { ok, okList } from '../../http/envelope.js';

const tags = ['banner'];

/** Inside the admin scope: `/admin/banner...`. */
export const adminBannerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { banner } = app.services;

  app.get('/banner', { schema: { tags, querystring: adminBannerQuery } }, async (request) => {
    const { items, pageable } = await banner.adminList(request.query);
    return okList(request, items, pageable);
  });
  app.get('/banner/detail/:id', { schema: { tags, params: idParams } }, async (request) => ok(request, await banner.detail(request.params.id)));
  app.post('/banner', { schema: { tags, body: bannerBody } }, async (request) => ok(request, await banner.create(request.body)));
  app.put('/banner', { schema: { tags, body: bannerBody } }, async (request) => ok(request, await banner.update(request.body)));
  app.put('/banner/sort', { schema: { tags, body: sortBody } }, async (request) => {
    await banner.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.put('/banner/:id/:top', { schema: { tags, params: bannerTopParams } }, async (request) => {
    await banner.setTop(request.params.id, request.params.top);
    return ok(request, true);
  });
  app.delete('/banner/:id', { schema: { tags, params: idParams } }, async (request) => {
    await banner.remove(request.params.id);
    return ok(request, true);
  });
};

/** Inside the public scope: `/user/banner`. */
export const publicBannerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/banner', { schema: { tags } }, async (request) => ok(request, await app.services.banner.publicList(request.lang)));
};
