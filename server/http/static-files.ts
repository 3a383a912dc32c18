/**
 * The page build's browser files (`build/client`: the hashed `/assets/*` and the few files of
 * `public/`), served from memory with the brotli and gzip copies the build made
 * (scripts/release/precompress.ts), chosen by Accept-Encoding. Nothing is compressed, read from
 * the disk or asked of the database per request: a file is read once, on its first request, and
 * kept (the public pages use a few hundred KB of them; the back office's libraries load only
 * when staff open it).
 *
 * Hashed assets never change under their name: `Cache-Control: public, max-age=31536000,
 * immutable`; the other files for an hour. Every answer carries an ETag (one per encoding, as
 * the bytes differ) and a request whose If-None-Match names it gets 304.
 * A file under /assets/ that the build does not have is looked up in the other releases kept
 * beside it (other-releases-assets.ts: a page of another release, during a rolling deploy); one
 * none of them has is a 404 in the envelope.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { COMPRESSIBLE } from './release-files.js';
import { chooseEncoding, type Encoding } from './compressed-body.js';
import { notFound } from './errors.js';
import { type FastAnswer, type FastLaneAnswer, fastLaneHandler } from './fast-lane.js';
import type { OtherReleasesAssets } from './other-releases-assets.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const ASSETS_ROUTE = '/assets/*';

interface Variant {
  bytes: Buffer;
  etag: string;
}

interface LoadedFile {
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  encodings: Encoding[];
}

function* filesUnder(dir: string, base = dir): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, base);
    else if (entry.isFile() && !/\.(?:br|gz)$/.test(entry.name)) yield path.relative(base, full);
  }
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.promises.readFile(file);
  } catch {
    return undefined;
  }
}

async function load(file: string): Promise<LoadedFile> {
  const bytes = await fs.promises.readFile(file);
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
  const encoded: LoadedFile['encoded'] = {};
  if (COMPRESSIBLE.test(file)) {
    const brotli = await readIfThere(`${file}.br`);
    // A build made before the copies existed: gzip here, once (brotli at its best is too slow to wait for).
    const gzip = (await readIfThere(`${file}.gz`)) ?? zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli && brotli.length < bytes.length) encoded.br = { bytes: brotli, etag: `"${hash}-br"` };
    if (gzip.length < bytes.length) encoded.gzip = { bytes: gzip, etag: `"${hash}-gz"` };
  }
  return { identity: { bytes, etag: `"${hash}"` }, encoded, encodings: Object.keys(encoded) as Encoding[] };
}

/** Whether If-None-Match names this file in any encoding (a weak comparison, RFC 9110 13.1.2). */
function notModified(header: string | undefined, loaded: LoadedFile): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = loaded.identity.etag.slice(0, -1);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"').startsWith(base));
}

/** Serves one file: read on its first request and kept, with the headers of each variant made once. */
function servedFile(file: string, cacheControl: string): FastLaneAnswer {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  let loaded: LoadedFile | undefined;
  let loading: Promise<LoadedFile> | undefined;

  // The headers of each variant, made once: the answer is the same for every request.
  const answers = new WeakMap<Variant, { full: FastAnswer; notModified: FastAnswer }>();
  const answer = (headers: IncomingHttpHeaders, file: LoadedFile): FastAnswer => {
    const encoding = chooseEncoding(headers['accept-encoding'], file.encodings);
    const variant = (encoding && file.encoded[encoding]) || file.identity;
    let made = answers.get(variant);
    if (!made) {
      const common: Record<string, string> = { 'cache-control': cacheControl, 'content-type': type };
      if (file.encodings.length > 0) common.vary = 'accept-encoding';
      common.etag = variant.etag;
      const full = encoding ? { ...common, 'content-encoding': encoding } : common;
      made = { full: { status: 200, headers: full, body: variant.bytes }, notModified: { status: 304, headers: common, body: '' } };
      answers.set(variant, made);
    }
    return notModified(headers['if-none-match'], file) ? made.notModified : made.full;
  };

  return (headers) => {
    if (loaded) return answer(headers, loaded);
    loading ??= load(file).then((done) => (loaded = done));
    return loading.then((done) => answer(headers, done));
  };
}

/**
 * Another release's hashed files (other-releases-assets.ts), found when first asked for and then
 * kept like the build's own: a release pruned later leaves what this server already serves.
 */
function otherReleasesFiles(others: OtherReleasesAssets | undefined): (name: string) => Promise<FastLaneAnswer | undefined> {
  const kept = new Map<string, FastLaneAnswer>();
  return async (name) => {
    const known = kept.get(name);
    if (known || !others) return known;
    const file = await others.find(name);
    if (!file) return undefined;
    const serve = servedFile(file, IMMUTABLE);
    try {
      // Read now, while the release is there.
      await serve({});
    } catch {
      return undefined;
    }
    kept.set(name, serve);
    return serve;
  };
}

export function installStaticFiles(app: FastifyInstance, clientDir: string, others?: OtherReleasesAssets): void {
  for (const relative of filesUnder(clientDir)) {
    const url = `/${relative.split(path.sep).join('/')}`;
    const cacheControl = url.startsWith('/assets/') ? IMMUTABLE : SHORT;
    const serve = servedFile(path.join(clientDir, relative), cacheControl);
    // Already compressed: @fastify/compress's hooks would only cost time. Answered in the fast
    // lane (fast-lane.ts): a file needs neither the language, the cookies nor the page cache.
    // The hashed assets are counted as one route in the metrics, each build naming them anew.
    const metricsRoute = cacheControl === IMMUTABLE ? ASSETS_ROUTE : url;
    app.get(url, { schema: { hide: true }, compress: false, config: { fastLane: serve, metricsRoute } }, fastLaneHandler(serve));
  }
  // A script or font this build does not have: asked for by a page of another release during a
  // rolling deploy, it is looked up in the other kept releases. One none has is a file missing,
  // said in a line, not the site's not-found page rendered in its place.
  const fromOtherReleases = otherReleasesFiles(others);
  app.get(ASSETS_ROUTE, { schema: { hide: true }, compress: false }, async (request, reply) => {
    const serve = await fromOtherReleases((request.params as { '*': string })['*']);
    if (!serve) throw notFound('fileNotFound');
    return fastLaneHandler(serve)(request, reply);
  });
}
