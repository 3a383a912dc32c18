/**
 * Rendered public pages, kept in memory and served again while nothing they show has changed.
 * "Changed" is decided by the database's content counter (bumped by triggers on every content
 * write) and the site status, read once per request, so every instance invalidates at once.
 *
 * A page is keyed by its address (path and the query fields it reads, see page-cache-keys), the
 * visitor's language and whether the visitor accepted the current disclaimer: everything else a
 * page depends on comes from the database. The public API's list calls are kept the same way,
 * keyed by route (the path, for a detail call), the fields of its query schema and the request's
 * language. Detail pages and calls are cached too: the views an answer counted while it was made
 * are counted again each time it is served (content/view-counter.ts writes them in batches).
 *
 * Entries are stored compressed once (compressed-body), as brotli and gzip, and sent as those
 * bytes in whichever the client's Accept-Encoding prefers: nothing is compressed, copied or
 * serialised per response (issue 15.1). A stored page is the same bytes for every visitor, so its
 * Content-Security-Policy names its inline scripts by hash, worked out once when it is stored,
 * instead of by a per-response nonce (decision 0034; the response that renders a page keeps its
 * nonce). Every stored answer has a strong ETag per encoding, a hash of its content, and a
 * request whose If-None-Match names it gets 304. What a CDN may keep of it (Cache-Control, Vary:
 * shared-cache.ts, decision 0074) is worked out when it is stored and kept with it, with
 * `x-cache: hit`; every other answer of the cache's addresses says `x-cache: miss`. An answer is
 * stored once its address is asked for a second time (cache-admission.ts, decision 0048): an
 * address asked for once is rendered and sent, and takes no room. The cache holds at most
 * `PAGE_CACHE_MAX_BYTES` of entries, the least recently used going first. Over the network, hits
 * are answered in front of Fastify by the front lane (front-lane.ts, decision 0038) through the
 * lookup installPageCache returns; the hooks below answer the rest (inject, HEAD aside, a client
 * that takes neither stored encoding).
 *
 * The state is read for every request, but shared and never more than one read at a time: a read
 * starts at the end of the event loop's turn (setImmediate), so the requests that arrived in the
 * same turn share it, and requests that arrive while a read is under way share the next one, which
 * starts after they arrived. Every request still sees the state of its own time, and a busy server
 * reads it once per turn or database round trip instead of once per request: with SQLite a read
 * finishes within the request's own callback, so sharing only a read under way shared nothing.
 *
 * A missing entry is rendered once per process however many requests ask for it at once: the
 * first renders, the others (same key and content version) wait for it and are sent what it
 * stored (decision 0039). Requests that bypass the cache (`Authorization`, previews) never wait.
 *
 * When the counter cannot be read (the database is unreachable) the cache stands aside: nothing
 * is served from it and nothing stored, and the request takes the database path like any other,
 * which answers 503 while the database is away. Serving stored pages through an outage would
 * look like availability but could show content already changed or taken down, with no way to
 * tell; the 503 says honestly "try again shortly". Nor is an answer marked `Cache-Control:
 * no-store` stored: outage answers are, so one that met the outage after the counter was read (a
 * connection lost between two queries) is not served again once the database is back.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedVersion, DISCLAIMER_COOKIE, readCookie } from '../../contract/cookies.js';
import { resolvePageLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';
import { type CountedView, recordViews } from '../modules/content/view-counter.js';
import { isPreviewAddress } from '../modules/preview/page-headers.js';
import {
  chooseEncoding,
  compressBody,
  type CompressedBody,
  type Encoding,
  payloadBytes,
  plainBody,
  STORED_ENCODINGS,
  varyOnAcceptEncoding,
} from './compressed-body.js';
import type { FrontAnswer, FrontLookUp } from './front-lane.js';
import { languageFrom, queryLanguage } from './language.js';
import { createCacheAdmission } from './cache-admission.js';
import { apiAddress, type CacheAddress, pageAddress } from './page-cache-keys.js';
import { routeLabelOf } from './route-label.js';
import { inlineScriptHashes } from './script-hashes.js';
import type { ApplySharedCacheHeaders } from './shared-cache.js';
import type { SecurityHeaders } from './security-headers.js';

interface CachedPage {
  version: string;
  status: number;
  /** The kept headers, a page's policy by script hashes among them, set as they are on a hit. */
  headers: Record<string, string>;
  body: CompressedBody;
  /**
   * Strong validators, one per encoding as sent (the bytes differ): `"<hash of the content and
   * status>"` uncompressed, with `-br` or `-gz` compressed, as the build's files (static-files.ts).
   */
  etags: Readonly<Record<Encoding | 'identity', string>>;
  /** The views the answer counted when it was made, counted again on every hit. */
  views: readonly CountedView[];
  /** What the entry costs in memory, counted against the budget. */
  bytes: number;
  /** The route its request matched, which its hits are counted under in the metrics. */
  route: string;
  /** Its answers for the front lane, each made on first use. */
  front?: Partial<Record<`${Encoding | 'identity'}${'' | '-304'}`, FrontAnswer>>;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Reads of the content state so far. */
  stateReads: number;
  /** Answers sent from a stored entry so far, in front of Fastify or through it. */
  hits: number;
  /** Requests so far that found no current entry for an address the cache keeps, and were rendered. */
  misses: number;
}

const KEPT_HEADERS = ['content-type', 'set-cookie', 'retry-after', 'cache-control', 'vary'];
/** The map slot and the entry object (its front-lane answers too), roughly, besides its key, headers and body. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** How many API addresses the front lane knows the route of (see apiUrls below). */
const API_URLS_LIMIT = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    pageCache?: {
      key: string;
      version: string;
      hit: boolean;
      storable: boolean;
      /** Whether the answer is to be stored: its address was asked for before, or by a request now waiting for it. */
      admitted: boolean;
      views: CountedView[];
      /** Set on the one request rendering a missing entry: wakes the requests waiting for it. */
      settle?: () => void;
    };
  }
  interface FastifyInstance {
    /** Present when pages are served from the production build. */
    pageCache?: { stats(): PageCacheStats };
  }
}

/**
 * Whether If-None-Match names this entry in any encoding (a weak comparison, RFC 9110 13.1.2):
 * a client or CDN that holds one encoding holds the content, and is told so with the tag of the
 * encoding it would be sent now.
 */
function held(header: string | undefined, page: CachedPage): boolean {
  if (!header) return false;
  const tag = page.etags.identity;
  return header.split(',').some((raw) => {
    const trimmed = raw.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"') === tag;
  });
}

/**
 * Answers with a stored body: 304 when the client holds it, else in the encoding the client
 * prefers among those stored, else as text (`plain` when the caller has it at hand).
 */
function bodyFor(request: FastifyRequest, reply: FastifyReply, page: CachedPage, plain?: Buffer): Buffer | undefined {
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
  return page.body[encoding];
}

/** Installs the cache's hooks; returns its lookup for the front lane (front-lane.ts). */
export function installPageCache(app: FastifyInstance, maxBytes: number, security: SecurityHeaders, sharedCacheHeaders: ApplySharedCacheHeaders): FrontLookUp {
  const pages = new Map<string, CachedPage>();
  /**
   * The public API addresses seen, by URL: what the front lane needs of the route (the address
   * the route's query schema makes, the language the query names as Fastify parses it) to find a
   * stored answer without routing. Bounded like the address memos (page-cache-keys.ts).
   */
  const apiUrls = new Map<string, { address: CacheAddress; queryLang: Lang | undefined }>();
  let bytes = 0;
  /** The content version last read, and the disclaimer version that goes with it. */
  let current = { version: '', disclaimerVersion: null as string | null };

  /** The read under way, and the one that will start next for the requests that came since. */
  let reading: Promise<typeof current> | undefined;
  let next: Promise<typeof current> | undefined;
  let stateReads = 0;
  let hits = 0;
  let misses = 0;
  /** The state as of a read started no earlier than this call (see the header). */
  function freshState(): Promise<typeof current> {
    next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => reading?.catch(() => undefined))
      .then(() => {
        next = undefined;
        stateReads++;
        const read = currentState().finally(() => {
          if (reading === read) reading = undefined;
        });
        reading = read;
        return read;
      });
    return next;
  }

  app.decorate('pageCache', { stats: (): PageCacheStats => ({ entries: pages.size, bytes, maxBytes, stateReads, hits, misses }) });

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
    const version = await app.services.contentVersion.current();
    if (version !== current.version) current = { version, disclaimerVersion: await app.services.portalConfig.siteDisclaimerVersion() };
    return current;
  }

  /**
   * `api`: the request's language for an API call, and whether its address named it (the answer
   * then does not vary on the headers: shared-cache.ts); undefined for a page.
   */
  function keyOf(protocol: string, headers: IncomingHttpHeaders, address: CacheAddress, api: { lang: Lang; named: boolean } | undefined, disclaimerVersion: string | null): string {
    if (api) return `api|${address.canonical}|${api.lang}|${api.named ? 'address' : 'headers'}`;
    // Read as the page reads it (the first `lang` of the address), so both pick one language.
    const { lang } = resolvePageLanguage({
      queryLang: address.queryLang,
      cookieHeader: headers.cookie,
      acceptLanguage: headers['accept-language'],
      defaultLang: app.config.defaultLocale,
    });
    // Any other accepted version shows the page just as no acceptance does.
    const accepted = disclaimerVersion !== null && acceptedVersion(readCookie(headers.cookie, DISCLAIMER_COOKIE)) === disclaimerVersion;
    return `page|${protocol}|${address.canonical}|${lang}|${accepted ? 'accepted' : ''}`;
  }

  /**
   * The renders under way of missing entries, by key and content version: a request that misses
   * while one is under way waits for it and is answered with what it stored, so a burst of
   * requests for a page just dropped from the cache (any content change drops them all) renders
   * it once per process, not once per request. A render that stores nothing (an error, an answer
   * not kept) wakes its waiters too, and they render on their own.
   */
  const rendering = new Map<string, { done: Promise<void>; marker: NonNullable<FastifyRequest['pageCache']> }>();
  const admission = createCacheAdmission();

  function serveStored(request: FastifyRequest, reply: FastifyReply, key: string, address: CacheAddress, page: CachedPage): void {
    request.pageCache = { key, version: page.version, hit: true, storable: address.storable, admitted: true, views: [] };
    hits++;
    for (const [table, id] of page.views) app.services.views.count(table, id);
    pages.delete(key);
    pages.set(key, page);
    reply.headers(page.headers);
    reply.code(page.status);
    reply.send(bodyFor(request, reply, page));
  }

  /** Serves the request from the cache when it can (true), else marks it for storing. */
  async function lookUp(request: FastifyRequest, reply: FastifyReply, address: CacheAddress, api: boolean): Promise<boolean> {
    let state: typeof current;
    try {
      state = await freshState();
    } catch (error) {
      // See the header: no stale answer; the request goes on to the database, which answers 503.
      request.log.warn({ err: error }, 'page cache bypassed: content version unreadable');
      return false;
    }
    const key = keyOf(request.protocol, request.headers, address, api ? { lang: request.lang, named: queryLanguage(request) !== undefined } : undefined, state.disclaimerVersion);
    const page = pages.get(key);
    if (page && page.version === state.version) {
      serveStored(request, reply, key, address, page);
      return true;
    }
    request.pageCache = { key, version: state.version, hit: false, storable: address.storable, admitted: false, views: [] };
    if (!address.storable) return false;
    const flight = `${key}\0${state.version}`;
    const underWay = rendering.get(flight);
    if (underWay) {
      // A second request for the address: the render under way stores what it makes.
      underWay.marker.admitted = true;
      await underWay.done;
      const stored = pages.get(key);
      if (stored && stored.version === state.version) {
        serveStored(request, reply, key, address, stored);
        return true;
      }
      // The render stored nothing: this request renders on its own, as without the cache.
      misses++;
      return false;
    }
    misses++;
    request.pageCache.admitted = admission.askedBefore(key);
    let wake!: () => void;
    const done = new Promise<void>((resolve) => (wake = resolve));
    rendering.set(flight, { done, marker: request.pageCache });
    const settle = () => {
      if (rendering.get(flight)?.done === done) rendering.delete(flight);
      wake();
    };
    request.pageCache.settle = settle;
    // However the request ends (sent, failed, the client gone), its waiters wake.
    reply.raw.once('close', settle);
    return false;
  }

  // Callback hooks: every request passes them, and most (assets, /healthz, admin calls) only pass.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.method !== 'GET') return done();
    const api = request.url.startsWith('/api/');
    const address = api ? apiAddress(request) : pageAddress(request.url);
    if (!address) return done();
    // Every answer of the cache's addresses says whether it came from a stored entry: a hit sets
    // `hit` with the entry's headers (serveStored, and the front lane's copies of them).
    reply.header('x-cache', 'miss');
    if (request.headers.authorization) return done();
    // A preview link's page shows unsaved content to whoever holds the link: neither served from
    // the cache nor kept in it, whatever the token (decision 0025).
    if (!api && isPreviewAddress(request.url)) return done();
    if (api && !apiUrls.has(request.url)) {
      if (apiUrls.size >= API_URLS_LIMIT) apiUrls.clear();
      apiUrls.set(request.url, { address, queryLang: queryLanguage(request) });
    }
    lookUp(request, reply, address, api).then((served) => {
      // The rest of the request runs recording the views it counts, to be kept with its answer.
      if (!served) recordViews(request.pageCache?.views ?? [], () => done());
    }, done);
  });

  // Registered before @fastify/compress, so it sees the page uncompressed and, having set
  // Content-Encoding itself, keeps compress from compressing again.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const marker = request.pageCache;
    if (!marker || marker.hit || !marker.storable || !marker.admitted || ![200, 404, 503].includes(reply.statusCode)) return done(null, payload);
    keep(request, reply, marker, payload).then((body) => done(null, body), done);
  });

  /** Stores the answer when it may be kept; the body to send. */
  async function keep(request: FastifyRequest, reply: FastifyReply, marker: NonNullable<FastifyRequest['pageCache']>, payload: unknown): Promise<unknown> {
    // An answer that met a database outage midway (the version was read, a later query failed).
    if (/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (!html && !type.startsWith('application/json')) return payload;
    // What shared caches may keep of it, worked out once and stored with it: a closed site's 503
    // is kept here (it follows the content version) but says `no-store` to them.
    sharedCacheHeaders(request, reply);
    // One visitor's answer (it sets a cookie) is kept by no cache.
    if (/\bprivate\b/i.test(String(reply.getHeader('cache-control')))) return payload;
    varyOnAcceptEncoding(reply);
    const bytes = await payloadBytes(payload);
    const body = await compressBody(bytes);
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
    const size = body.size + marker.key.length * 2 + JSON.stringify(headers).length * 2 + ENTRY_OVERHEAD_BYTES;
    const page: CachedPage = {
      version: marker.version,
      status: reply.statusCode,
      headers,
      body,
      etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
      views: marker.views,
      bytes: size,
      route: routeLabelOf(request),
    };
    store(marker.key, page);
    marker.settle?.();
    return bodyFor(request, reply, page, bytes);
  }

  /** An entry's answer for the front lane, as the hit path above sends it (a test compares them). */
  function frontAnswerOf(page: CachedPage, encoding: Encoding | 'identity', notModified: boolean): FrontAnswer {
    page.front ??= {};
    const variant = `${encoding}${notModified ? '-304' : ''}` as const;
    let made = page.front[variant];
    if (!made) {
      const { 'content-security-policy': policy, ...kept } = page.headers;
      const headers: Record<string, string> = { ...kept, etag: page.etags[encoding] };
      if (notModified) {
        delete headers['content-type'];
        made = { status: 304, headers, body: '', policy, route: page.route };
      } else if (encoding === 'identity') {
        throw new Error('the front lane sends stored bodies compressed only');
      } else {
        made = { status: page.status, headers: { ...headers, 'content-encoding': encoding }, body: page.body[encoding], policy, route: page.route };
      }
      page.front[variant] = made;
    }
    return made;
  }

  /**
   * The front lane's lookup: a stored answer in an encoding stored, or a 304; undefined when the
   * request is not one the cache answers at once (Fastify's path then does all the above).
   */
  return (request: IncomingMessage, protocol: string) => {
    const url = request.url ?? '';
    const api = url.startsWith('/api/');
    let address: CacheAddress | undefined;
    let queryLang: Lang | undefined;
    if (api) {
      const known = apiUrls.get(url);
      if (!known) return undefined;
      ({ address, queryLang } = known);
    } else {
      if (isPreviewAddress(url)) return undefined;
      address = pageAddress(url);
      if (!address) return undefined;
    }
    const found = address;
    const headers = request.headers;
    const encoding = chooseEncoding(headers['accept-encoding'], STORED_ENCODINGS);
    const condition = headers['if-none-match'];
    // Neither brotli nor gzip: @fastify/compress makes the encoding the client takes, on Fastify's path.
    if (!encoding && !condition) return undefined;
    return freshState().then(
      (state) => {
        const apiLang = api ? { lang: languageFrom(queryLang, headers, app.config.defaultLocale), named: queryLang !== undefined } : undefined;
        const key = keyOf(protocol, headers, found, apiLang, state.disclaimerVersion);
        const page = pages.get(key);
        if (!page || page.version !== state.version) return undefined;
        const notModified = page.status === 200 && held(condition, page);
        if (!notModified && !encoding) return undefined;
        for (const [table, id] of page.views) app.services.views.count(table, id);
        pages.delete(key);
        pages.set(key, page);
        hits++;
        return frontAnswerOf(page, encoding ?? 'identity', notModified);
      },
      // Fastify's path reads again, and logs and stands aside if it still cannot (see the header).
      () => undefined,
    );
  };
}
