/** Banner calls: the admin list and its writes, and the home page's banners. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBannerQuery, adminBannerVersion, bannerBody, bannerDetail, bannerTopParams, bannerVersion } from '../../../contract/banner.js';
import { idParams, sortBody } from '../../../contract/content.js';
import { doneEnvelope, envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import { publishQuery } from '../../../contract/publication.js';
import { ok, okList } from '../../http/envelope.js';
import { writerOf } from '../auth/guard.js';

const tags = ['banner'];

/** Inside the admin scope: `/admin/banner...`. */
export const adminBannerRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { banner } = app.services;

  app.get('/banner', { schema: { tags, summary: 'List banners, every version with its publication state', querystring: adminBannerQuery, response: { 200: listEnvelopeOf(adminBannerVersion) } } }, async (request) => {
    const { items, pageable } = await banner.adminList(request.query);
    return okList(request, items, pageable);
  });
  app.get('/banner/detail/:id', { schema: { tags, summary: 'Read a banner with all its versions', params: idParams, response: { 200: envelopeOf(bannerDetail) } } }, async (request) => ok(request, await banner.detail(request.params.id)));
  // Reviewers save drafts only (decision 0023).
  const openToReviewers = { openToReviewers: true };
  app.post('/banner', { config: openToReviewers, schema: { tags, summary: 'Create a banner with its versions', body: bannerBody, response: { 200: envelopeOf(bannerDetail) } } }, async (request) =>
    ok(request, await banner.create(request.body, writerOf(request))),
  );
  app.put('/banner', { config: openToReviewers, schema: { tags, summary: 'Update a banner\'s versions, adding languages', body: bannerBody, response: { 200: envelopeOf(bannerDetail) } } }, async (request) =>
    ok(request, await banner.update(request.body, writerOf(request))),
  );
  app.put('/banner/publish', { schema: { tags, summary: 'Publish a banner in one language or all', querystring: publishQuery, response: { 200: envelopeOf(bannerDetail) } } }, async (request) =>
    ok(request, await banner.setPublished(request.query.no, request.query.lang, 1)),
  );
  app.put('/banner/unpublish', { schema: { tags, summary: 'Take a banner off the site in one language or all; it stays as a draft', querystring: publishQuery, response: { 200: envelopeOf(bannerDetail) } } }, async (request) =>
    ok(request, await banner.setPublished(request.query.no, request.query.lang, 0)),
  );
  app.put('/banner/sort', { schema: { tags, summary: 'Move a banner to another place in the order', body: sortBody, response: { 200: doneEnvelope } } }, async (request) => {
    await banner.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.put('/banner/:id/:top', { schema: { tags, summary: 'Pin or unpin a banner', params: bannerTopParams, response: { 200: doneEnvelope } } }, async (request) => {
    await banner.setTop(request.params.id, request.params.top);
    return ok(request, true);
  });
  app.delete('/banner/:id', { schema: { tags, summary: 'Delete a banner in every language', params: idParams, response: { 200: doneEnvelope } } }, async (request) => {
    await banner.remove(request.params.id);
    return ok(request, true);
  });
});

/** Inside the public scope: `/user/banner`. */
export const publicBannerRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/banner', { schema: { tags, summary: 'List the published banners in a language', response: { 200: envelopeOf(z.array(bannerVersion)) } } }, async (request) => ok(request, await app.services.banner.publicList(request.lang)));
});
