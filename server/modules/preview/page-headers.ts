/**
 * Pages opened through a preview link (`?preview=`) are kept out of search engines and out of
 * every cache, browsers' and proxies' included, whether the link still works or not: the page
 * may show content that is not public (decision 0025). The page cache stands aside for them too
 * (server/http/page-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PREVIEW_PARAMETER } from '../../../contract/preview.js';

export function isPreviewAddress(url: string): boolean {
  if (url.startsWith('/api/')) return false;
  return new URLSearchParams(url.split('?', 2)[1] ?? '').has(PREVIEW_PARAMETER);
}

export function installPreviewPageHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPreviewAddress(request.url)) return payload;
    reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-store, private');
    return payload;
  });
}
