/**
 * A page rendered for one response only (the page cache does not keep it: an `Authorization`
 * header, a preview link, an answer marked `no-store`) is compressed in one piece, in libuv's
 * thread pool, in the encoding its client takes (issue 15.3, decision 0046). Left to
 * @fastify/compress, the rendered page went through a compression stream: a zlib context made
 * for the response, and the page read, compressed and written in turns of the event loop, on the
 * thread that renders pages. Stored pages are compressed by the page cache (compressed-body); a
 * client that takes neither brotli nor gzip, and every other answer, are still @fastify/compress's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compressForOneResponse, payloadBytes, SMALLEST_COMPRESSED, STORED_ENCODINGS, varyOnAcceptEncoding } from './compressed-body.js';

function isRenderedPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  return (
    payload != null &&
    reply.getHeader('content-encoding') === undefined &&
    String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
    // A client's way to ask for the page as it is, which @fastify/compress honours too.
    request.headers['x-no-compression'] === undefined
  );
}

/** Registered after the page cache's hooks and before @fastify/compress (server/app.ts). */
export function installRenderedPageCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    if (!isRenderedPage(request, reply, payload)) return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding'], STORED_ENCODINGS);
    if (!encoding) return done(null, payload);
    payloadBytes(payload)
      .then(async (bytes) => {
        if (bytes.length < SMALLEST_COMPRESSED) return bytes;
        const body = await compressForOneResponse(bytes, encoding);
        varyOnAcceptEncoding(reply);
        reply.header('content-encoding', encoding);
        return body;
      })
      .then((body) => done(null, body), done);
  });
}
