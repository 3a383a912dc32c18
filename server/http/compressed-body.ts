/**
 * A stored answer's body, compressed once and sent as those same bytes to every client that takes
 * them: brotli, else gzip, by Accept-Encoding. Nothing is compressed or copied per response (issue
 * 15.1). Only the brotli copy is made when the answer is stored, and counted against the page
 * cache's budget; the gzip copy is made the first time a client that takes gzip and not brotli
 * asks (gzipCopy, page-cache-store.ts `gzipOf`), and kept beside it from then on (decision 0085:
 * every browser takes brotli over HTTPS, so most entries never need it). A client that takes
 * neither (rare: scripts, some bots) gets the body inflated from the brotli copy, which also
 * checks it.
 *
 * Deflate is not kept: every client that accepts deflate accepts gzip, and a third copy would cost
 * the page cache's budget more than it could save.
 */
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/**
 * Brotli quality for stored answers, paid once per entry and content version on the request that
 * renders it (decision 0045). From 9 on brotli sets up tens of megabytes of tables on every call:
 * 7-12 ms for a 1 KB answer, 75-90 ms for a page, for under 4% fewer bytes than 6, whose tables
 * (about 4 MB) the allocator settings of `npm start` let each call reuse: 1.5 ms for a page. The
 * build's files, made offline, use 11 (scripts/release/precompress.ts).
 */
const BROTLI_QUALITY = 6;

/** Below this many bytes an answer goes as it is: compressing it would save less than it costs (@fastify/compress's threshold too). */
export const SMALLEST_COMPRESSED = 1024;

export interface CompressedBody {
  readonly br: Buffer;
  /**
   * The gzip copy, once a client that takes gzip and not brotli has asked for it (set by the page
   * cache's store, which counts it: page-cache-store.ts `gzipOf`).
   */
  gzip?: Buffer;
}

function inThreadPool(compress: typeof zlib.gzip, bytes: Buffer, options: zlib.ZlibOptions | zlib.BrotliOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => compress(bytes, options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Brotli for text (every answer compressed here is HTML or JSON) of a known length. */
function brotliOptions(quality: number, bytes: Buffer): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}

/**
 * Compresses `body` as stored: brotli, in libuv's thread pool, so the event loop goes on answering
 * other requests meanwhile (on this 2-core machine, on the other core). No gzip copy yet (gzipCopy).
 */
export async function compressBody(body: string | Buffer): Promise<CompressedBody> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return { br: await inThreadPool(zlib.brotliCompress, bytes, brotliOptions(BROTLI_QUALITY, bytes)) };
}

/**
 * The gzip copy of a stored body, at gzip's best level, in libuv's thread pool: of `plain` (the
 * body uncompressed, when the caller has it at hand), else of the body inflated from its brotli
 * copy, in the thread pool too. The same bytes whenever it is made (no time or name in the
 * header), so it could as well have been made when the body was stored. Sets nothing: the page
 * cache's store keeps it and counts it (page-cache-store.ts `gzipOf`).
 */
export async function gzipCopy(body: CompressedBody, plain?: Buffer): Promise<Buffer> {
  const bytes = plain ?? (await new Promise<Buffer>((resolve, reject) => zlib.brotliDecompress(body.br, (error, result) => (error ? reject(error) : resolve(result)))));
  return inThreadPool(zlib.gzip, bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * A body sent once (a page rendered for one response only, to a client that takes brotli and not
 * gzip), in libuv's thread pool, at @fastify/compress's default quality: paid on every such
 * response, so cheaper than a stored copy's. gzip goes through spliced-gzip.ts.
 */
export function brotliForOneResponse(bytes: Buffer): Promise<Buffer> {
  return inThreadPool(zlib.brotliCompress, bytes, brotliOptions(4, bytes));
}

/** Adds Accept-Encoding to the reply's Vary: the bytes sent depend on it, so shared caches must key on it. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** A Fastify payload (a string, a Buffer or a stream of them) as one Buffer. */
export async function payloadBytes(payload: unknown): Promise<Buffer> {
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const STORED_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The body uncompressed, inflated from its brotli copy, for a client that takes no stored encoding. */
export function plainBody(body: CompressedBody): Buffer {
  return zlib.brotliDecompressSync(body.br);
}

/**
 * The encoding to send among those a body has, by Accept-Encoding's q-values (RFC 9110 12.5.3);
 * on a tie the smaller one (brotli, then gzip). Undefined: send it as it is.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  // The header every browser sends: no need to parse it.
  if (header === 'gzip, deflate, br' || header === 'gzip, deflate, br, zstd') return available[0];
  const q = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of available) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
