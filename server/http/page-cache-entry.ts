/**
 * The making of a stored answer (page-cache-hooks.ts calls it on the way out). An answer is kept
 * compressed once (compressed-body), as brotli, and sent as those bytes to clients that take
 * brotli; its gzip copy is made once, for the first client that takes gzip and not brotli, and
 * kept with it (page-cache-store.ts `gzipOf`, decision 0085). Nothing is compressed, copied or
 * serialised per response (issue 15.1). A stored page is the same bytes for every visitor, so its
 * Content-Security-Policy names its inline scripts by hash, worked out once when it is stored,
 * instead of by a per-response nonce (decision 0034; the response that renders a page keeps its
 * nonce). Every stored answer has a strong ETag per encoding, a hash of its content (so the gzip
 * one is the same whenever its copy is made). What a CDN may keep of it (Cache-Control, Vary:
 * shared-cache.ts, decision 0074) and its tags (`xkey`, `Surrogate-Key`: what a proxy purges by)
 * are kept with it, with `x-cache: hit`. Its size, counted against the store's budget
 * (page-cache-store.ts), is worked out here too: its brotli copy's (the store adds the gzip
 * copy's once it is made).
 *
 * Only HTML, JSON, the sitemap's XML and vCards are kept, never one visitor's (`private`), nor
 * one that something it shows changed under while it was made (page-cache-state.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CountedView } from '../modules/content/view-counter.js';
import { compressBody, payloadBytes, varyOnAcceptEncoding } from './compressed-body.js';
import { bodyFor } from './page-cache-answer.js';
import type { PageCacheMarker } from './page-cache-marker.js';
import { replayOf } from './page-cache-replay.js';
import type { ContentStateReader } from './page-cache-state.js';
import type { CachedPage, PageStore } from './page-cache-store.js';
import { routeLabelOf } from './route-label.js';
import { inlineScriptHashes } from './script-hashes.js';
import type { SecurityHeaders } from './security-headers.js';

/** Besides pages (HTML): API answers, the sitemap and a person's contact card (decision 0098). */
const KEPT_TYPES = ['application/json', 'application/xml', 'text/vcard'];
// A vCard's file name and its `noindex` as well as what every answer has.
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-robots-tag', 'set-cookie', 'retry-after', 'cache-control', 'vary', 'xkey', 'surrogate-key'];
/** The map slot and the entry object (its front-lane answers too), roughly, besides its key, headers and body. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** The internal tag of an answer that shows a row's view count (never sent in xkey). */
export const viewsTag = ([table, id]: CountedView) => `views:${table}:${id}`;

/** Stores the answer when it may be kept; the body to send. */
export type KeepAnswer = (request: FastifyRequest, reply: FastifyReply, marker: PageCacheMarker, tags: string[], payload: unknown) => Promise<unknown>;

export function createKeepAnswer(store: PageStore, state: ContentStateReader, security: SecurityHeaders): KeepAnswer {
  return async (request, reply, marker, tags, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (!html && !KEPT_TYPES.some((kept) => type.startsWith(kept))) return payload;
    // One visitor's answer (it sets a cookie) is kept by no cache. A closed site's 503 is kept
    // here (it follows the site status) but says `no-store` to shared caches.
    if (/\bprivate\b/i.test(String(reply.getHeader('cache-control')))) return payload;
    if (state.outdated(marker, tags)) return payload;
    varyOnAcceptEncoding(reply);
    const bytes = await payloadBytes(payload);
    const body = await compressBody(bytes);
    // Compressing took a while: check again.
    if (state.outdated(marker, tags)) return payload;
    const hash = createHash('sha1').update(bytes).update(`\0${reply.statusCode}`).digest('base64url').slice(0, 22);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    headers['x-cache'] = 'hit';
    // This response keeps the nonce it was rendered with; the copies sent later name the same
    // scripts by hash (the body holds that nonce too, but no later policy names it).
    const scripts = html ? inlineScriptHashes(bytes.toString('utf8')) : [];
    if (scripts.length > 0) headers['content-security-policy'] = security.policyForHashes(scripts);
    const replay = replayOf(request);
    const size = body.br.length + marker.key.length * 2 + JSON.stringify(headers).length * 2 + JSON.stringify(replay).length * 2 + tags.join().length * 2 + ENTRY_OVERHEAD_BYTES;
    const page: CachedPage = {
      counter: marker.counter,
      // A public API detail answer shows the count it counted: refreshed once written (see
      // viewsTag). A page counts its item's view but prints no count, so a batch of views leaves it.
      tags: html ? tags : [...tags, ...new Set(marker.views.map(viewsTag))],
      replay,
      status: reply.statusCode,
      headers,
      body,
      etags: {
        identity: `"${hash}"`,
        br: `"${hash}-br"`,
        gzip: `"${hash}-gz"`,
      },
      views: marker.views,
      bytes: size,
      route: routeLabelOf(request),
    };
    store.store(marker.key, page);
    marker.settle?.();
    return bodyFor(request, reply, store, marker.key, page, bytes);
  };
}
