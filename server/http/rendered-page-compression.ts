/**
 * A page rendered for one response only (the page cache does not keep it: an `Authorization`
 * header, a preview link, an answer marked `no-store`) is compressed in one piece, in the encoding
 * its client takes (issue 15.3, decisions 0046 and 0053). Left to @fastify/compress, the rendered
 * page went through a compression stream made for the response, on the thread that renders pages.
 *
 * gzip comes first when the client takes it: the text every public page carries as it is (the
 * stylesheet, the labels) is deflated once per process and only the rest per response
 * (spliced-gzip.ts), about half the CPU of brotli 4 for the whole page, for 2.6% more bytes. A
 * client that takes only brotli gets brotli 4, @fastify/compress's default. Stored pages are
 * compressed by the page cache (compressed-body); a client that takes neither, and every other
 * answer, are still @fastify/compress's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, brotliForOneResponse, type Encoding, payloadBytes, SMALLEST_COMPRESSED, varyOnAcceptEncoding } from './compressed-body.js';
import { type KnownPart, knownPart, splicedGzip } from './spliced-gzip.js';

/** gzip first: with the known parts deflated once, it costs less per response than brotli (see above). */
const ONE_RESPONSE_ENCODINGS: readonly Encoding[] = ['gzip', 'br'];

function isRenderedPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  return (
    payload != null &&
    reply.getHeader('content-encoding') === undefined &&
    String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
    // A client's way to ask for the page as it is, which @fastify/compress honours too.
    request.headers['x-no-compression'] === undefined
  );
}

export interface RenderedPageCompression {
  /** The text pages carry as it is, in the order pages carry it (entry.server's PAGE_CONSTANT_TEXTS). */
  knowTexts(texts: readonly string[]): void;
}

/** Registered after the page cache's hooks and before @fastify/compress (server/app.ts). */
export function installRenderedPageCompression(app: FastifyInstance): RenderedPageCompression {
  let parts: readonly KnownPart[] = [];
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    if (!isRenderedPage(request, reply, payload)) return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding'], ONE_RESPONSE_ENCODINGS);
    if (!encoding) return done(null, payload);
    payloadBytes(payload)
      .then(async (bytes) => {
        if (bytes.length < SMALLEST_COMPRESSED) return bytes;
        const body = encoding === 'gzip' ? await splicedGzip(bytes, parts) : await brotliForOneResponse(bytes);
        varyOnAcceptEncoding(reply);
        reply.header('content-encoding', encoding);
        return body;
      })
      .then((body) => done(null, body), done);
  });
  return {
    knowTexts(texts) {
      parts = texts.filter((text) => text.length >= SMALLEST_COMPRESSED).map((text) => knownPart(text));
    },
  };
}
