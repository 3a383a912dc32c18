/** `/admin/files`: the media library, open to editors and administrators like the upload itself. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/content.js';
import { doneEnvelope, envelopeOf, listEnvelopeOf } from '../../../contract/envelope.js';
import { mediaAltBody, mediaFile, mediaFileDetail, mediaListQuery } from '../../../contract/media.js';
import { ok, okList } from '../../http/envelope.js';
import { uploadCacheTag } from '../files/cache-tag.js';

const tags = ['files'];

/** Inside the admin scope. */
export const adminMediaRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { media } = app.services;

  app.get('/files', { schema: { tags, summary: 'List the media library', querystring: mediaListQuery, response: { 200: listEnvelopeOf(mediaFile) } } }, async (request) => {
    const { items, pageable } = await media.list(request.query);
    return okList(request, items, pageable);
  });
  app.get('/files/:id', { schema: { tags, summary: 'Read a file of the media library, with where it is used', params: idParams, response: { 200: envelopeOf(mediaFileDetail) } } }, async (request) => ok(request, await media.detail(request.params.id, request.lang)));
  app.put('/files/:id', { schema: { tags, summary: 'Change a file\'s alternative texts', params: idParams, body: mediaAltBody, response: { 200: envelopeOf(mediaFileDetail) } } }, async (request) =>
    ok(request, await media.updateAlt(request.params.id, request.body, request.lang)),
  );
  app.delete('/files/:id', { schema: { tags, summary: 'Delete a file no content uses', params: idParams, response: { 200: doneEnvelope } } }, async (request) => {
    const removed = await media.remove(request.params.id, request.lang, (error) => request.log.warn({ err: error, reqId: request.id }, 'deleted file left in storage'));
    // A proxy in front keeps an upload for a year: it is told to drop it (write-invalidation.ts).
    request.goneTags = [uploadCacheTag(removed.path)];
    return ok(request, true);
  });
});
