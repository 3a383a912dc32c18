/** Professional field calls: the admin list and its writes, and the public list, page and page turn. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doneEnvelope, envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import { idParams, sortBody } from '../../../contract/content.js';
import {
  adminPracticeAreaQuery, adminPracticeAreaVersion, pageTurn, pageTurnParams, practiceAreaBody, practiceAreaDetail, practiceAreaLangQuery,
  practiceAreaVersion,
} from '../../../contract/practice-area.js';
import { publishQuery } from '../../../contract/publication.js';
import { ok, okList } from '../../http/envelope.js';
import { writerOf } from '../auth/guard.js';

const tags = ['professionalField'];
const all = { 200: envelopeOf(z.array(practiceAreaVersion)) };
const detail = { 200: envelopeOf(practiceAreaDetail) };
const done = { 200: doneEnvelope };
/** Reviewers save drafts only (decision 0023). */
const openToReviewers = { openToReviewers: true };

/** Inside the admin scope: `/admin/professionalField...`. */
export const adminPracticeAreaRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { practiceArea } = app.services;

  app.get('/professionalField', { schema: { tags, summary: 'List practice areas, every version with its publication state', querystring: adminPracticeAreaQuery, response: { 200: listEnvelopeOf(adminPracticeAreaVersion) } } }, async (request) => {
    const { items, pageable } = await practiceArea.adminList(request.query);
    return okList(request, items, pageable);
  });
  // The public practice-area filters read this list too, so it needs no token.
  app.get('/professionalField/lang/list', { config: { public: true }, schema: { tags, summary: 'Every practice area named in a language, for pickers', querystring: practiceAreaLangQuery, response: all } }, async (request) =>
    ok(request, await practiceArea.listIn(request.query.lang ?? request.lang)),
  );
  app.get('/professionalField/detail/:id', { schema: { tags, summary: 'Read a practice area with all its versions', params: idParams, response: detail } }, async (request) =>
    ok(request, await practiceArea.detail(request.params.id)),
  );
  app.post('/professionalField', { config: openToReviewers, schema: { tags, summary: 'Create a practice area with its versions', body: practiceAreaBody, response: detail } }, async (request) =>
    ok(request, await practiceArea.create(request.body, writerOf(request))),
  );
  app.put('/professionalField', { config: openToReviewers, schema: { tags, summary: 'Update a practice area\'s versions, adding languages', body: practiceAreaBody, response: detail } }, async (request) =>
    ok(request, await practiceArea.update(request.body, writerOf(request))),
  );
  app.put('/professionalField/publish', { schema: { tags, summary: 'Publish a practice area in one language or all', querystring: publishQuery, response: detail } }, async (request) =>
    ok(request, await practiceArea.setPublished(request.query.no, request.query.lang, 1)),
  );
  app.put('/professionalField/unpublish', { schema: { tags, summary: 'Take a practice area off the site in one language or all; it stays as a draft', querystring: publishQuery, response: detail } }, async (request) =>
    ok(request, await practiceArea.setPublished(request.query.no, request.query.lang, 0)),
  );
  app.put('/professionalField/sort', { schema: { tags, summary: 'Move a practice area to another place in the order', body: sortBody, response: done } }, async (request) => {
    await practiceArea.sort(request.body.sourceId, request.body.targetId);
    return ok(request, true);
  });
  app.delete('/professionalField/:id', { schema: { tags, summary: 'Delete a practice area in every language', params: idParams, response: done } }, async (request) => {
    await practiceArea.remove(request.params.id);
    return ok(request, true);
  });
});

/** Inside the public scope: `/user/professionalField...`. */
export const publicPracticeAreaRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { practiceArea } = app.services;

  app.get('/professionalField/list', { schema: { tags, summary: 'The published practice areas in a language', response: all } }, async (request) => ok(request, await practiceArea.listIn(request.lang)));
  app.get('/professionalField/pageTurn/:no', { schema: { tags, summary: 'The practice areas before and after one, for paging between them', params: pageTurnParams, response: { 200: envelopeOf(pageTurn) } } }, async (request) =>
    ok(request, await practiceArea.pageTurn(request.params.no, request.lang)),
  );
  app.get('/professionalField/:id', { schema: { tags, summary: 'Read one published practice area\'s version', params: idParams, response: { 200: envelopeOf(practiceAreaVersion) } } }, async (request) =>
    ok(request, await practiceArea.publicDetail(request.params.id, request.lang)),
  );
});
