/**
 * Rendered public pages, kept in memory and served again while nothing they show has changed.
 * "Changed" is decided by the database's content counter (bumped by triggers on every content
 * write) and the site status, read once per request, so every instance invalidates at once.
 *
 * A page is keyed by its address (path and the query fields it reads, see page-cache-keys), the
 * visitor's language and whether the visitor accepted the current disclaimer: everything else a
 * page depends on comes from the database. The public API's list calls are kept the same way,
 * keyed by route, the fields of its query schema and the request's language. Detail pages and
 * detail calls are not cached, because each one counts a view.
 *
 * Entries are stored deflate-compressed and served as they are to clients that accept deflate;
 * each response still gets its own CSP nonce (compressed-body). The cache holds at most
 * `PAGE_CACHE_MAX_BYTES` of them, the least recently used going first.
 *
 * When the counter cannot be read (the database is unreachable) the cache stands aside: nothing
 * is served from it and nothing stored, and the request takes the database path like any other,
 * which answers 503 while the database is away. Serving stored pages through an outage would
 * look like availability but could show content already changed or taken down, with no way to
 * tell; the 503 says honestly "try again shortly". Nor is an answer marked `Cache-Control:
 * no-store` stored: outage answers are, so one that met the outage after the counter was read (a
 * connection lost between two queries) is not served again once the database is back.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedVersion, DISCLAIMER_COOKIE, readCookie } from '../../contract/cookies.js';
import { resolvePageLanguage } from '../../contract/language-match.js';
import { PREVIEW_PARAMETER } from '../../contract/preview.js';
import { nowIso } from '../db/time.js';
import { passScheduledTime } from '../modules/content/publication.js';
import { acceptsDeflate, CompressedBody } from './compressed-body.js';
import { apiAddress, type CacheAddress, pageAddress } from './page-cache-keys.js';
import { scriptNonceOf } from './security-headers.js';

interface CachedPage {
  version: string;
  status: number;
  headers: Record<string, string>;
  body: CompressedBody;
  /** What the entry costs in memory, counted against the budget. */
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

const KEPT_HEADERS = ['content-type', 'set-cookie', 'retry-after', 'cache-control'];
/** The map slot and the entry object, roughly, besides its key, headers and body. */
const ENTRY_OVERHEAD_BYTES = 512;

declare module 'fastify' {
  interface FastifyRequest {
    pageCache?: { key: string; version: string; hit: boolean; storable: boolean };
  }
  interface FastifyInstance {
    /** Present when pages are served from the production build. */
    pageCache?: { stats(): PageCacheStats };
  }
}

/**
 * Answers with a stored body: compressed as stored when the client takes deflate, else as text
 * (`plain` when the caller has it at hand, inflated otherwise).
 */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: CompressedBody, nonce: string, plain?: string): Buffer | string {
  // Stored answers differ by encoding, so shared caches must key on it too.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (!acceptsDeflate(request.headers['accept-encoding'])) return plain ?? body.plain(nonce);
  reply.header('content-encoding', 'deflate');
  return body.deflated(nonce);
}

async function payloadText(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export function installPageCache(app: FastifyInstance, maxBytes: number): void {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  /** The content version last read, and the disclaimer version that goes with it. */
  let current = { version: '', disclaimerVersion: null as string | null };

  app.decorate('pageCache', { stats: (): PageCacheStats => ({ entries: pages.size, bytes, maxBytes }) });

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function store(key: string, page: CachedPage): void {
    remove(key);
    if (page.bytes > maxBytes) return;
    // Least recently used first: Map keeps insertion order and a hit re-inserts its entry.
    for (const oldest of pages.keys()) {
      if (bytes + page.bytes <= maxBytes) break;
      remove(oldest);
    }
    pages.set(key, page);
    bytes += page.bytes;
  }

  /**
   * The content version, and with each new one the disclaimer version (it only changes with
   * content). A scheduled publish or unpublish time that has passed counts as a content change
   * (decision 0023), so no cached answer outlives it by even a second.
   */
  async function currentState(): Promise<typeof current> {
    const read = () => app.db.selectFrom('site_state').select(['content_version', 'status', 'next_change_time']).where('id', '=', 1).executeTakeFirst();
    let row = await read();
    const now = nowIso();
    if (row?.next_change_time && row.next_change_time <= now) {
      await passScheduledTime(app.db, now);
      row = await read();
    }
    const version = `${row?.content_version}:${row?.status}`;
    if (version !== current.version) current = { version, disclaimerVersion: await app.services.portalConfig.siteDisclaimerVersion() };
    return current;
  }

  function keyOf(request: FastifyRequest, address: CacheAddress, api: boolean, disclaimerVersion: string | null): string {
    if (api) return `api|${address.canonical}|${request.lang}`;
    // Read as the page reads it (the first `lang` of the address), so both pick one language.
    const { lang } = resolvePageLanguage({
      queryLang: new URLSearchParams(request.url.split('?', 2)[1] ?? '').get('lang'),
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      defaultLang: app.config.defaultLocale,
    });
    // Any other accepted version shows the page just as no acceptance does.
    const accepted = disclaimerVersion !== null && acceptedVersion(readCookie(request.headers.cookie, DISCLAIMER_COOKIE)) === disclaimerVersion;
    return `page|${request.protocol}|${address.canonical}|${lang}|${accepted ? 'accepted' : ''}`;
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const api = request.url.startsWith('/api/');
    // A preview link's page shows unsaved content to whoever holds the link: neither served from
    // the cache nor kept in it, whatever the token (decision 0025).
    if (!api && new URLSearchParams(request.url.split('?', 2)[1] ?? '').has(PREVIEW_PARAMETER)) return;
    const address = api ? apiAddress(request) : pageAddress(request.url);
    if (!address) return;
    let state: typeof current;
    try {
      state = await currentState();
    } catch (error) {
      // See the header: no stale answer; the request goes on to the database, which answers 503.
      request.log.warn({ err: error }, 'page cache bypassed: content version unreadable');
      return;
    }
    const key = keyOf(request, address, api, state.disclaimerVersion);
    const page = pages.get(key);
    if (!page || page.version !== state.version) {
      request.pageCache = { key, version: state.version, hit: false, storable: address.storable };
      return;
    }
    request.pageCache = { key, version: state.version, hit: true, storable: address.storable };
    pages.delete(key);
    pages.set(key, page);
    for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
    return reply.code(page.status).send(sendBody(request, reply, page.body, scriptNonceOf(reply.raw as ServerResponse)));
  });

  // Registered before @fastify/compress, so it sees the page uncompressed and, having set
  // Content-Encoding itself, keeps compress from compressing again.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const marker = request.pageCache;
    if (!marker || marker.hit || !marker.storable || ![200, 404, 503].includes(reply.statusCode)) return payload;
    // An answer that met a database outage midway (the version was read, a later query failed).
    if (/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (!html && !type.startsWith('application/json')) return payload;
    const text = await payloadText(payload);
    // Only a page with inline scripts carries a nonce (JSON has none).
    const nonce = html ? scriptNonceOf(reply.raw as ServerResponse) : '';
    const body = CompressedBody.compress(text, text.includes(nonce) ? nonce : '');
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const size = body.size + marker.key.length * 2 + JSON.stringify(headers).length * 2 + ENTRY_OVERHEAD_BYTES;
    store(marker.key, { version: marker.version, status: reply.statusCode, headers, body, bytes: size });
    return sendBody(request, reply, body, nonce, text);
  });
}
