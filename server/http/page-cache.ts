/**
 * Rendered public pages, kept in memory and served again while nothing they show has changed.
 * What each shows is recorded while it is made, as cache tags (content/cache-tags.ts, decision
 * 0075): the kinds of content it read and, for an item's own page, the item. The database's
 * triggers record the tags of every change under the content counter's new value; the counter and
 * the site status are read once per request (and every `pollMs` without requests), and when the
 * counter moves the tags changed since are read: the entries showing a tag whose item was deleted
 * or changed its publication go at once; the others are stale. A stale entry is still sent (`x-cache:
 * stale`) for `staleWindowMs` after the change was seen, while a background refresh makes it
 * afresh (page-cache-refresh.ts), the most recently used first, a few at a time; after the window
 * a request renders it as if it were missing. A site status or disclaimer change drops everything.
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
 * shared-cache.ts, decision 0074) and its tags (`xkey`, `Surrogate-Key`: what a proxy purges by)
 * are worked out when it is made and kept with it, with `x-cache: hit`; every other answer of the
 * cache's addresses says `x-cache: miss` (or `stale`). An answer is stored once its address is
 * asked for a second time (cache-admission.ts, decision 0048): an address asked for once is
 * rendered and sent, and takes no room. The cache holds at most `PAGE_CACHE_MAX_BYTES` of entries,
 * the least recently used going first (page-cache-store.ts). Over the network, fresh hits are
 * answered in front of Fastify by the front lane (front-lane.ts, decision 0038) through the lookup
 * installPageCache returns; the hooks below answer the rest (inject, HEAD aside, a client that
 * takes neither stored encoding, a stale entry).
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
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedVersion, DISCLAIMER_COOKIE, LANG_COOKIE, readCookie } from '../../contract/cookies.js';
import { resolvePageLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';
import { recordTags, type TagChanges } from '../modules/content/cache-tags.js';
import { type CountedView, recordViews } from '../modules/content/view-counter.js';
import { isPreviewAddress } from '../modules/preview/page-headers.js';
import { chooseEncoding, compressBody, type Encoding, payloadBytes, plainBody, STORED_ENCODINGS, varyOnAcceptEncoding } from './compressed-body.js';
import type { FrontAnswer, FrontLookUp } from './front-lane.js';
import { languageFrom, queryLanguage } from './language.js';
import { createCacheAdmission } from './cache-admission.js';
import { apiAddress, type CacheAddress, pageAddress } from './page-cache-keys.js';
import { createRefreshQueue } from './page-cache-refresh.js';
import { type CachedPage, createPageStore, type Replay } from './page-cache-store.js';
import { routeLabelOf } from './route-label.js';
import { inlineScriptHashes } from './script-hashes.js';
import type { ApplySharedCacheHeaders } from './shared-cache.js';
import type { SecurityHeaders } from './security-headers.js';

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Reads of the content state so far. */
  stateReads: number;
  /** Answers sent from a current stored entry so far, in front of Fastify or through it. */
  hits: number;
  /** Answers sent from a stale entry while it was refreshed. */
  staleHits: number;
  /** Requests so far that found no current entry for an address the cache keeps, and were rendered. */
  misses: number;
  /** Entries made afresh in the background after a change. */
  refreshes: number;
}

export interface PageCacheSettings {
  maxBytes: number;
  /** How long after a change is seen a stale entry may still be sent while it is refreshed (ms). */
  staleWindowMs: number;
  /** Background refreshes at a time. */
  refreshConcurrency: number;
  /** How often the state is read when no request reads it (ms; 0: only by requests). */
  pollMs: number;
}

const KEPT_HEADERS = ['content-type', 'set-cookie', 'retry-after', 'cache-control', 'vary', 'xkey', 'surrogate-key'];
/** The map slot and the entry object (its front-lane answers too), roughly, besides its key, headers and body. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** How many API addresses the front lane knows the route of (see apiUrls below). */
const API_URLS_LIMIT = 2000;
/** The tag every public answer carries: a proxy purges it to drop everything. */
export const SITE_TAG = 'site';
/** Marks this process's own background refreshes (with a token no client can know). */
const REFRESH_HEADER = 'x-page-cache-refresh';

declare module 'fastify' {
  interface FastifyRequest {
    pageCache?: {
      key: string;
      /** The content counter and the cache's epoch (see `clear`) when the request looked. */
      counter: number;
      epoch: number;
      hit: boolean;
      storable: boolean;
      /** Whether the answer is to be stored: its address was asked for before, or by a request now waiting for it. */
      admitted: boolean;
      views: CountedView[];
      /** The cache tags of what the answer read, once it is made. */
      tags?: () => Set<string>;
      /** Set on the one request rendering a missing entry: wakes the requests waiting for it. */
      settle?: () => void;
    };
  }
  interface FastifyInstance {
    /** Present when pages are served from the production build. */
    pageCache?: {
      stats(): PageCacheStats;
      refreshesPending(): number;
      /** Resolves once no background refresh is queued or under way. */
      refreshesSettled(): Promise<void>;
      /** Applies the changes of a write this process made: what they outdate is not sent again, and is refreshed at once. */
      ownWrite(changes: TagChanges): void;
    };
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

/** The internal tag of an answer that shows a row's view count (never sent in xkey). */
const viewsTag = ([table, id]: CountedView) => `views:${table}:${id}`;

/** What a background refresh sends again: the address and the headers the key reads, nothing else of the visitor's. */
function replayOf(request: FastifyRequest): Replay {
  const headers: Record<string, string> = {};
  const cookies = [LANG_COOKIE, DISCLAIMER_COOKIE].flatMap((name) => {
    const value = readCookie(request.headers.cookie, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  for (const name of ['accept-language', 'lang', 'x-forwarded-proto', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    url: request.url,
    headers,
    remoteAddress: request.socket.remoteAddress,
  };
}

/** Installs the cache's hooks; returns its lookup for the front lane (front-lane.ts). */
export function installPageCache(app: FastifyInstance, settings: PageCacheSettings, security: SecurityHeaders, sharedCacheHeaders: ApplySharedCacheHeaders): FrontLookUp {
  const { maxBytes, staleWindowMs } = settings;
  const store = createPageStore(maxBytes);
  /**
   * The public API addresses seen, by URL: what the front lane needs of the route (the address
   * the route's query schema makes, the language the query names as Fastify parses it) to find a
   * stored answer without routing. Bounded like the address memos (page-cache-keys.ts).
   */
  const apiUrls = new Map<string, { address: CacheAddress; queryLang: Lang | undefined }>();
  /** The state last read: the content counter, the site status, the disclaimer version that goes with them. */
  let current: { counter: number; status: number; disclaimerVersion: string | null } | undefined;
  /** Moves whenever everything is dropped: an answer begun before cannot be stored after. */
  let epoch = 0;
  /** Each tag changed since this process started, with the counter it was seen at. */
  const tagChanged = new Map<string, number>();
  const refreshToken = randomBytes(18).toString('base64url');
  const counts = {
    stateReads: 0,
    hits: 0,
    staleHits: 0,
    misses: 0,
    refreshes: 0,
  };

  const refreshQueue = createRefreshQueue(settings.refreshConcurrency, async (key) => {
    const page = store.get(key);
    if (!page || page.staleSince === undefined) return;
    counts.refreshes++;
    await app.inject({
      method: 'GET',
      url: page.replay.url,
      headers: { ...page.replay.headers, [REFRESH_HEADER]: refreshToken },
      ...(page.replay.remoteAddress ? { remoteAddress: page.replay.remoteAddress } : {}),
    });
  });

  /** The read under way, and the one that will start next for the requests that came since. */
  let reading: Promise<NonNullable<typeof current>> | undefined;
  let next: Promise<NonNullable<typeof current>> | undefined;
  /** The state as of a read started no earlier than this call (see the header). */
  function freshState(): Promise<NonNullable<typeof current>> {
    next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => reading?.catch(() => undefined))
      .then(() => {
        next = undefined;
        counts.stateReads++;
        const read = currentState().finally(() => {
          if (reading === read) reading = undefined;
        });
        reading = read;
        return read;
      });
    return next;
  }

  app.decorate('pageCache', {
    stats: (): PageCacheStats => ({
      entries: store.size(),
      bytes: store.bytes(),
      maxBytes,
      ...counts,
    }),
    refreshesPending: () => refreshQueue.pending(),
    refreshesSettled: () => refreshQueue.settled(),
    ownWrite: (changes: TagChanges) => applyChanges(changes, -Infinity),
  });

  // Answers showing a view count are refreshed once a batch of counts is written, so the count
  // they show is at most a batch and a refresh behind (issue 47 point 5). Any instance's counts:
  // the refresh reads the database's sum. Hits on other instances count there and refresh there.
  app.services.views.onWritten((written) => {
    const changed = new Map(written.map((view) => [viewsTag(view), Number.MAX_SAFE_INTEGER]));
    refreshQueue.add(store.change(changed, new Map(), Date.now()));
  });

  /**
   * Drops or marks stale what the changes outdate, and queues the stale entries' refreshes.
   * `staleSince` -Infinity: not to be sent again at all (this process's own write).
   */
  function applyChanges(changes: TagChanges, staleSince: number): void {
    for (const [tag, version] of changes.changed) if ((tagChanged.get(tag) ?? -1) < version) tagChanged.set(tag, version);
    refreshQueue.add(store.change(changes.changed, changes.hard, staleSince));
  }

  function clear(): void {
    store.clear();
    epoch++;
  }

  /**
   * The content counter and site status, and with a new counter the disclaimer version (it only
   * changes with content) and the tags changed since the last read, applied to the entries. A
   * scheduled publish or unpublish time that has passed counts as a content change (decision
   * 0023), so no cached answer outlives it.
   */
  async function currentState(): Promise<NonNullable<typeof current>> {
    const { counter, status } = await app.services.contentVersion.state();
    if (current && current.status === status && current.counter === counter) return current;
    const disclaimerVersion = await app.services.portalConfig.siteDisclaimerVersion();
    // A new status or disclaimer, a first read, or a counter gone back (a restored database): everything goes.
    if (!current || current.status !== status || current.disclaimerVersion !== disclaimerVersion || counter < current.counter) {
      clear();
    } else {
      applyChanges(await app.services.contentVersion.changedSince(current.counter), Date.now());
    }
    current = { counter, status, disclaimerVersion };
    return current;
  }

  // Changes are seen, and their pages refreshed, within `pollMs` of the write even with no
  // request coming; an unreadable state is left to the next request to log.
  const poll = settings.pollMs > 0 ? setInterval(() => void freshState().catch(() => undefined), settings.pollMs) : undefined;
  poll?.unref();
  app.addHook('onClose', (_instance, done) => {
    if (poll) clearInterval(poll);
    refreshQueue.stop();
    done();
  });

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

  /** Whether a stale entry may still be sent (see the header). */
  const sendable = (page: CachedPage, now: number) => page.staleSince === undefined || now - page.staleSince < staleWindowMs - settings.pollMs;

  /**
   * The renders under way of missing entries, by key and content counter: a request that misses
   * while one is under way waits for it and is answered with what it stored, so a burst of
   * requests for a page just dropped from the cache renders it once per process, not once per
   * request. A render that stores nothing (an error, an answer not kept) wakes its waiters too,
   * and they render on their own.
   */
  const rendering = new Map<string, { done: Promise<void>; marker: NonNullable<FastifyRequest['pageCache']> }>();
  const admission = createCacheAdmission();

  function serveStored(request: FastifyRequest, reply: FastifyReply, key: string, address: CacheAddress, page: CachedPage): void {
    request.pageCache = {
      key,
      counter: page.counter,
      epoch,
      hit: true,
      storable: address.storable,
      admitted: true,
      views: [],
    };
    for (const [table, id] of page.views) app.services.views.count(table, id);
    store.touch(key, page);
    reply.headers(page.headers);
    if (page.staleSince === undefined) counts.hits++;
    else {
      counts.staleHits++;
      reply.header('x-cache', 'stale');
      refreshQueue.add([key]);
    }
    reply.code(page.status);
    reply.send(bodyFor(request, reply, page));
  }

  /** Serves the request from the cache when it can (true), else marks it for storing. */
  async function lookUp(request: FastifyRequest, reply: FastifyReply, address: CacheAddress, api: boolean, refreshing: boolean): Promise<boolean> {
    let state: NonNullable<typeof current>;
    try {
      state = await freshState();
    } catch (error) {
      // See the header: no stale answer; the request goes on to the database, which answers 503.
      request.log.warn({ err: error }, 'page cache bypassed: content version unreadable');
      return false;
    }
    const key = keyOf(request.protocol, request.headers, address, api ? { lang: request.lang, named: queryLanguage(request) !== undefined } : undefined, state.disclaimerVersion);
    const page = store.get(key);
    // An entry past its window stays until the render below replaces it (a refresh may be under way for it).
    if (page && !refreshing && sendable(page, Date.now())) {
      serveStored(request, reply, key, address, page);
      return true;
    }
    request.pageCache = {
      key,
      counter: state.counter,
      epoch,
      hit: false,
      storable: address.storable,
      admitted: refreshing,
      views: [],
    };
    if (!address.storable) return false;
    const flight = `${key}\0${state.counter}`;
    const underWay = rendering.get(flight);
    if (underWay) {
      // A second request for the address: the render under way stores what it makes.
      underWay.marker.admitted = true;
      await underWay.done;
      const stored = store.get(key);
      if (stored && stored.staleSince === undefined) {
        serveStored(request, reply, key, address, stored);
        return true;
      }
      // The render stored nothing: this request renders on its own, as without the cache.
      counts.misses++;
      return false;
    }
    if (!refreshing) counts.misses++;
    request.pageCache.admitted ||= admission.askedBefore(key);
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
    // `hit` (or `stale`) with the entry's headers (serveStored, and the front lane's copies of them).
    reply.header('x-cache', 'miss');
    if (request.headers.authorization) return done();
    // A preview link's page shows unsaved content to whoever holds the link: neither served from
    // the cache nor kept in it, whatever the token (decision 0025).
    if (!api && isPreviewAddress(request.url)) return done();
    if (api && !apiUrls.has(request.url)) {
      if (apiUrls.size >= API_URLS_LIMIT) apiUrls.clear();
      apiUrls.set(request.url, {
        address,
        queryLang: queryLanguage(request),
      });
    }
    const refreshing = request.headers[REFRESH_HEADER] === refreshToken;
    lookUp(request, reply, address, api, refreshing).then((served) => {
      const marker = request.pageCache;
      if (served || !marker) return;
      // The rest of the request runs recording the views it counts (a refresh counts none) and
      // the cache tags of what it reads, to be kept with its answer.
      recordViews(
        marker.views,
        () => {
          marker.tags = recordTags(() => done()).tags;
        },
        !refreshing,
      );
    }, done);
  });

  // Registered before @fastify/compress, so it sees the page uncompressed and, having set
  // Content-Encoding itself, keeps compress from compressing again.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const marker = request.pageCache;
    if (!marker || marker.hit) return done(null, payload);
    // An answer that met a database outage midway (the version was read, a later query failed) is kept by no cache.
    const outage = /\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''));
    // What shared caches may keep of it, and the tags a proxy purges it by.
    sharedCacheHeaders(request, reply);
    const tags = marker.tags?.();
    if (tags && /\bpublic\b/i.test(String(reply.getHeader('cache-control') ?? ''))) {
      const list = [SITE_TAG, ...[...tags].sort()].join(' ');
      reply.header('xkey', list);
      reply.header('surrogate-key', list);
    }
    if (outage || !marker.storable || !marker.admitted || ![200, 404, 503].includes(reply.statusCode)) return done(null, payload);
    keep(request, reply, marker, [...(tags ?? [])], payload).then((body) => done(null, body), done);
  });

  /** Whether something the answer shows changed while it was made (or everything was dropped). */
  function outdated(marker: NonNullable<FastifyRequest['pageCache']>, tags: readonly string[]): boolean {
    return marker.epoch !== epoch || tags.some((tag) => (tagChanged.get(tag) ?? -1) > marker.counter);
  }

  /** Stores the answer when it may be kept; the body to send. */
  async function keep(request: FastifyRequest, reply: FastifyReply, marker: NonNullable<FastifyRequest['pageCache']>, tags: string[], payload: unknown): Promise<unknown> {
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (!html && !type.startsWith('application/json')) return payload;
    // One visitor's answer (it sets a cookie) is kept by no cache. A closed site's 503 is kept
    // here (it follows the site status) but says `no-store` to shared caches.
    if (/\bprivate\b/i.test(String(reply.getHeader('cache-control')))) return payload;
    if (outdated(marker, tags)) return payload;
    varyOnAcceptEncoding(reply);
    const bytes = await payloadBytes(payload);
    const body = await compressBody(bytes);
    // Compressing took a while: check again.
    if (outdated(marker, tags)) return payload;
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
    const size = body.size + marker.key.length * 2 + JSON.stringify(headers).length * 2 + JSON.stringify(replay).length * 2 + tags.join().length * 2 + ENTRY_OVERHEAD_BYTES;
    const page: CachedPage = {
      counter: marker.counter,
      // The counts it shows are refreshed once written (see viewsTag).
      tags: [...tags, ...new Set(marker.views.map(viewsTag))],
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
    return bodyFor(request, reply, page, bytes);
  }

  /** An entry's answer for the front lane, as the hit path above sends it (a test compares them). */
  function frontAnswerOf(page: CachedPage, encoding: Encoding | 'identity', notModified: boolean): FrontAnswer {
    page.front ??= {};
    const variant = `${encoding}${notModified ? '-304' : ''}` as const;
    let made = page.front[variant];
    if (!made) {
      const { 'content-security-policy': policy, ...kept } = page.headers;
      const headers: Record<string, string> = {
        ...kept,
        etag: page.etags[encoding],
      };
      if (notModified) {
        delete headers['content-type'];
        made = { status: 304, headers, body: '', policy, route: page.route };
      } else if (encoding === 'identity') {
        throw new Error('the front lane sends stored bodies compressed only');
      } else {
        made = {
          status: page.status,
          headers: { ...headers, 'content-encoding': encoding },
          body: page.body[encoding],
          policy,
          route: page.route,
        };
      }
      page.front[variant] = made;
    }
    return made;
  }

  /**
   * The front lane's lookup: a current stored answer in an encoding stored, or a 304; undefined
   * when the request is not one the cache answers at once (Fastify's path then does all the
   * above, a stale entry's answer and its refresh among it).
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
        const apiLang = api
          ? {
              lang: languageFrom(queryLang, headers, app.config.defaultLocale),
              named: queryLang !== undefined,
            }
          : undefined;
        const key = keyOf(protocol, headers, found, apiLang, state.disclaimerVersion);
        const page = store.get(key);
        if (!page || page.staleSince !== undefined) return undefined;
        const notModified = page.status === 200 && held(condition, page);
        if (!notModified && !encoding) return undefined;
        for (const [table, id] of page.views) app.services.views.count(table, id);
        store.touch(key, page);
        counts.hits++;
        return frontAnswerOf(page, encoding ?? 'identity', notModified);
      },
      // Fastify's path reads again, and logs and stands aside if it still cannot (see the header).
      () => undefined,
    );
  };
}
