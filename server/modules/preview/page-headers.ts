/**
 * Pages opened through a preview link (`?preview=`) are kept out of search engines and out of
 * every cache, browsers' and proxies' included, whether the link still works or not: the page
 * may show content that is not public (decision 0025). The page cache stands aside for them too
 * (server/http/page-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PREVIEW_PARAMETER } from '../../../contract/preview.js';

export function isPreviewAddress(url: string): boolean {
  // Most addresses name no preview: answered without parsing the query (this runs on every
  // request). A query can only hold the field spelled out or percent-encoded.
  if (url.startsWith('/api/') || !(url.includes(PREVIEW_PARAMETER) || url.includes('%'))) return false;
  // The whole query after the first `?`, as the page reads it (a second `?` starts no new one).
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has(PREVIEW_PARAMETER);
}

export function installPreviewPageHeaders(app: FastifyInstance): void {
  // A callback hook: it runs on every answer, and a promise each would be part of the fixed cost.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPreviewAddress(request.url)) {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store, private');
    }
    done(null, payload);
  });
}
