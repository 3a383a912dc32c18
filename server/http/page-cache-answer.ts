/**
 * A stored answer sent through Fastify (page-cache-hooks.ts, page-cache-entry.ts): its strong
 * ETag in the encoding sent, 304 when If-None-Match names it, else its bytes as stored in the
 * encoding the client prefers (nothing is compressed per response), else as text. The first
 * client that takes gzip and not brotli waits for the entry's gzip copy to be made (once, in the
 * thread pool: page-cache-store.ts `gzipOf`, decision 0085); the front lane sends it from then on.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, plainBody, STORED_ENCODINGS, varyOnAcceptEncoding } from './compressed-body.js';
import type { CachedPage, PageStore } from './page-cache-store.js';

/**
 * Whether If-None-Match names this entry in any encoding (a weak comparison, RFC 9110 13.1.2):
 * a client or CDN that holds one encoding holds the content, and is told so with the tag of the
 * encoding it would be sent now.
 */
export function held(header: string | undefined, page: CachedPage): boolean {
  if (!header) return false;
  const tag = page.etags.identity;
  return header.split(',').some((raw) => {
    const trimmed = raw.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"') === tag;
  });
}

/**
 * Answers with a stored body, the entry `page` stored under `key`: 304 when the client holds it,
 * else in the encoding the client prefers among those stored (gzip made now when the entry has no
 * copy yet: a promise then), else as text (`plain`: the body uncompressed, when the caller has it
 * at hand).
 */
export function bodyFor(request: FastifyRequest, reply: FastifyReply, store: PageStore, key: string, page: CachedPage, plain?: Buffer): Buffer | Promise<Buffer> | undefined {
  // Stored answers differ by encoding, so shared caches must key on it too.
  varyOnAcceptEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding'], STORED_ENCODINGS);
  reply.header('etag', page.etags[encoding ?? 'identity']);
  if (page.status === 200 && held(request.headers['if-none-match'], page)) {
    reply.removeHeader('content-type');
    reply.code(304);
    // No body at all: an empty string would be given a text type and a length.
    return undefined;
  }
  if (!encoding) return plain ?? plainBody(page.body);
  reply.header('content-encoding', encoding);
  if (encoding === 'br') return page.body.br;
  if (page.body.gzip) return page.body.gzip;
  return store.gzipOf(key, page, plain).catch(() => {
    // The copy could not be made (memory): the body as it is, compressed by the hooks after this
    // one as a page sent once, without a validator (its bytes are not the stored ones).
    reply.removeHeader('content-encoding');
    reply.removeHeader('etag');
    return plain ?? plainBody(page.body);
  });
}
