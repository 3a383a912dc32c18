/**
 * The three article sections share their calls: list, create, update, delete by `no`, pin and
 * unpin for staff, and the same for several items at once (bulk, decision 0018; moving to a folder
 * only where the section has folders); list and detail for the public.
 */
import type { FastifyRequest } from 'fastify';
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminArticleQuery, adminArticleVersion, articleVersion, caseBody, honourBody, newsBody, publicArticleQuery, publicHonourQuery } from '../../../contract/article.js';
import { articleBulkBody, articleMoveBody, bulkDone } from '../../../contract/bulk.js';
import { doneEnvelope, envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import { idParams, noQuery } from '../../../contract/content.js';
import { ok, okList } from '../../http/envelope.js';
import { publishQuery } from '../../../contract/publication.js';
import { writerOf } from '../auth/guard.js';
import type { ArticleService } from './service.js';

interface SectionRoutes {
  path: string;
  tag: string;
  body: typeof newsBody | typeof caseBody | typeof honourBody;
  /** Whether the section files its items in folders. */
  folders: boolean;
  publicQuery: typeof publicArticleQuery | typeof publicHonourQuery;
  /** What the API description calls one item and several. */
  noun: { one: string; many: string };
  service: (request: FastifyRequest) => ArticleService;
}

const sections: SectionRoutes[] = [
  { path: 'latest-news', tag: 'news', body: newsBody, folders: true, publicQuery: publicArticleQuery, noun: { one: 'news item', many: 'news items' }, service: (r) => r.server.services.news },
  { path: 'case-analysis', tag: 'cases', body: caseBody, folders: true, publicQuery: publicArticleQuery, noun: { one: 'case', many: 'cases' }, service: (r) => r.server.services.cases },
  { path: 'lawfirm-honour', tag: 'honours', body: honourBody, folders: false, publicQuery: publicHonourQuery, noun: { one: 'honour', many: 'honours' }, service: (r) => r.server.services.honours },
];

const done = { 200: doneEnvelope };
/** A write answers with every version of the item. */
const versions = { 200: envelopeOf(z.array(adminArticleVersion)) };

/** Inside the admin scope. */
export const adminArticleRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { path, tag, body, folders, noun, service } of sections) {
    const tags = [tag];
    app.get(`/${path}`, { schema: { tags, summary: `List ${noun.many}, every version with its publication state`, querystring: adminArticleQuery, response: { 200: listEnvelopeOf(adminArticleVersion) } } }, async (request) => {
      const { items, pageable } = await service(request).adminList(request.query, request.lang);
      return okList(request, items, pageable);
    });
    // Reviewers save drafts only (decision 0023).
    const openToReviewers = { openToReviewers: true };
    app.post(`/${path}`, { config: openToReviewers, schema: { tags, summary: `Create a ${noun.one} with its versions`, body, response: versions } }, async (request) =>
      ok(request, await service(request).create(request.body as z.infer<typeof body>, writerOf(request))),
    );
    app.put(`/${path}`, { config: openToReviewers, schema: { tags, summary: `Update a ${noun.one}'s versions, adding languages`, body, response: versions } }, async (request) =>
      ok(request, await service(request).update(request.body as z.infer<typeof body>, writerOf(request))),
    );
    app.put(`/${path}/publish`, { schema: { tags, summary: 'Publish an item in one language or all', querystring: publishQuery, response: versions } }, async (request) =>
      ok(request, await service(request).publish(request.query.no, request.query.lang, request)),
    );
    app.put(`/${path}/unpublish`, { schema: { tags, summary: 'Take an item off the site in one language or all; it stays as a draft', querystring: publishQuery, response: versions } }, async (request) =>
      ok(request, await service(request).unpublish(request.query.no, request.query.lang, request)),
    );
    app.delete(`/${path}`, { schema: { tags, summary: `Delete a ${noun.one} in every language`, querystring: noQuery, response: done } }, async (request) => {
      await service(request).remove(request.query.no);
      return ok(request, true);
    });
    app.put(`/${path}/pin`, { schema: { tags, summary: `Pin a ${noun.one} to the top of its list`, querystring: noQuery, response: done } }, async (request) => {
      await service(request).setPinned(request.query.no, true);
      return ok(request, true);
    });
    app.put(`/${path}/unpin`, { schema: { tags, summary: `Unpin a ${noun.one}`, querystring: noQuery, response: done } }, async (request) => {
      await service(request).setPinned(request.query.no, false);
      return ok(request, true);
    });
    app.put(`/${path}/bulk/pin`, { schema: { tags, summary: 'Pin several items', body: articleBulkBody, response: bulkDone } }, async (request) =>
      ok(request, await service(request).bulkSetPinned(request.body, true)),
    );
    app.put(`/${path}/bulk/unpin`, { schema: { tags, summary: 'Unpin several items', body: articleBulkBody, response: bulkDone } }, async (request) =>
      ok(request, await service(request).bulkSetPinned(request.body, false)),
    );
    if (folders) {
      app.put(`/${path}/bulk/move`, { schema: { tags, summary: 'Move several items to a folder', body: articleMoveBody, response: bulkDone } }, async (request) =>
        ok(request, await service(request).bulkMove(request.body)),
      );
    }
    // POST, not DELETE: a body on DELETE is not reliably passed on by proxies and clients.
    app.post(`/${path}/bulk/delete`, { schema: { tags, summary: 'Delete several items in every language', body: articleBulkBody, response: bulkDone } }, async (request) =>
      ok(request, await service(request).bulkRemove(request.body)),
    );
  }
});

/** Inside the public scope. */
export const publicArticleRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const { path, tag, publicQuery, noun, service } of sections) {
    const tags = [tag];
    app.get(`/${path}`, { schema: { tags, summary: `List the published ${noun.many} in a language`, querystring: publicQuery, response: { 200: listEnvelopeOf(articleVersion) } } }, async (request) => {
      const { items, pageable } = await service(request).publicList(request.query, request.lang);
      return okList(request, items, pageable);
    });
    app.get(`/${path}/:id`, { schema: { tags, summary: `Read one published ${noun.one} version`, params: idParams, response: { 200: envelopeOf(articleVersion) } } }, async (request) =>
      ok(request, await service(request).publicDetail(request.params.id, request.lang)),
    );
  }
});
