/**
 * Lawyer team calls: the admin list, detail and writes, pinning and deleting several members at
 * once (bulk, decision 0018), and the public list and detail.
 */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkDone, lawyerBulkBody } from '../../../contract/bulk.js';
import { idParams } from '../../../contract/content.js';
import { doneEnvelope, envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import { adminLawyerQuery, adminLawyerVersion, lawyerBody, lawyerDetail, lawyerTopParams, lawyerVersion, publicLawyerQuery } from '../../../contract/lawyer.js';
import { publishQuery } from '../../../contract/publication.js';
import { writerOf } from '../auth/guard.js';
import { ok, okList } from '../../http/envelope.js';

const tags = ['lawyerTeam'];
const list = { 200: listEnvelopeOf(lawyerVersion) };
const adminList = { 200: listEnvelopeOf(adminLawyerVersion) };
/** Reviewers save drafts only (decision 0023). */
const openToReviewers = { openToReviewers: true };
const detail = { 200: envelopeOf(lawyerDetail) };
const one = { 200: envelopeOf(lawyerVersion) };
const done = { 200: doneEnvelope };

/** Inside the admin scope: `/admin/lawyerTeam...`. */
export const adminLawyerRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { lawyers } = app.services;

  app.get('/lawyerTeam', { schema: { tags, summary: 'List people, every version with its publication state', querystring: adminLawyerQuery, response: adminList } }, async (request) => {
    const { items, pageable } = await lawyers.adminList(request.query);
    return okList(request, items, pageable);
  });
  app.post('/lawyerTeam', { config: openToReviewers, schema: { tags, summary: 'Create a person with their versions', body: lawyerBody, response: detail } }, async (request) =>
    ok(request, await lawyers.create(request.body, writerOf(request))),
  );
  app.put('/lawyerTeam', { config: openToReviewers, schema: { tags, summary: 'Update a person\'s versions, adding languages', body: lawyerBody, response: detail } }, async (request) =>
    ok(request, await lawyers.update(request.body, writerOf(request))),
  );
  app.put('/lawyerTeam/publish', { schema: { tags, summary: 'Publish a member in one language or all', querystring: publishQuery, response: detail } }, async (request) =>
    ok(request, await lawyers.setPublished(request.query.no, request.query.lang, 1, request.lang)),
  );
  app.put('/lawyerTeam/unpublish', { schema: { tags, summary: 'Take a member off the site in one language or all; it stays as a draft', querystring: publishQuery, response: detail } }, async (request) =>
    ok(request, await lawyers.setPublished(request.query.no, request.query.lang, 0, request.lang)),
  );
  app.get('/lawyerTeam/detail/:id', { schema: { tags, summary: 'Read a person with all their versions', params: idParams, response: detail } }, async (request) =>
    ok(request, await lawyers.detail(request.params.id, request.lang)),
  );
  app.delete('/lawyerTeam/:id', { schema: { tags, summary: 'Delete a person in every language', params: idParams, response: done } }, async (request) => {
    await lawyers.remove(request.params.id);
    return ok(request, true);
  });
  app.put('/lawyerTeam/:id/:top', { schema: { tags, summary: 'Pin or unpin a person', params: lawyerTopParams, response: done } }, async (request) => {
    await lawyers.setTop(request.params.id, request.params.top);
    return ok(request, true);
  });
  app.put('/lawyerTeam/bulk/pin', { schema: { tags, summary: 'Pin several members (priority 1; a higher priority stays)', body: lawyerBulkBody, response: bulkDone } }, async (request) =>
    ok(request, await lawyers.bulkSetPinned(request.body, true)),
  );
  app.put('/lawyerTeam/bulk/unpin', { schema: { tags, summary: 'Unpin several members (priority 0)', body: lawyerBulkBody, response: bulkDone } }, async (request) =>
    ok(request, await lawyers.bulkSetPinned(request.body, false)),
  );
  // POST, not DELETE: a body on DELETE is not reliably passed on by proxies and clients.
  app.post('/lawyerTeam/bulk/delete', { schema: { tags, summary: 'Delete several members in every language', body: lawyerBulkBody, response: bulkDone } }, async (request) =>
    ok(request, await lawyers.bulkRemove(request.body)),
  );
});

/** Inside the public scope: `/user/lawyerTeam...`. */
export const publicLawyerRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { lawyers } = app.services;

  app.get('/lawyerTeam', { schema: { tags, summary: 'Find published people: by practice area, job title, office or name', querystring: publicLawyerQuery, response: list } }, async (request) => {
    const { items, pageable } = await lawyers.publicList(request.query, request.lang);
    return okList(request, items, pageable);
  });
  app.get('/lawyerTeam/:id', { schema: { tags, summary: 'Read one published person\'s version', params: idParams, response: one } }, async (request) =>
    ok(request, await lawyers.publicDetail(request.params.id, request.lang)),
  );
});
