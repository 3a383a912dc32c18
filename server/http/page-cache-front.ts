/**
 * The page cache's lookup for the front lane (front-lane.ts, decision 0038): over the network,
 * fresh hits are answered in front of Fastify, already compressed, or as a 304. Anything else
 * (HEAD, a client that takes neither stored encoding, a stale entry, an address the front lane
 * cannot key without routing, a client that takes gzip and not brotli while the entry has no gzip
 * copy yet: decision 0085) goes on to Fastify, where the hooks (page-cache-hooks.ts) answer it,
 * making the copy. The front lane never waits: each of its answers is one synchronous write. The
 * answers it makes of an entry are the same as the hooks' hit path (a test compares them), and
 * kept with the entry.
 *
 * Also the public API addresses seen, which the hooks note: what the front lane needs of an API
 * call's route to find its stored answer without routing.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../contract/languages.js';
import { chooseEncoding, type Encoding, STORED_ENCODINGS } from './compressed-body.js';
import type { FrontAnswer, FrontLookUp } from './front-lane.js';
import { languageFrom, queryLanguage } from './language.js';
import { held } from './page-cache-answer.js';
import { type CacheAddress, entryKeyOf, pageAddress } from './page-cache-keys.js';
import type { ContentStateReader } from './page-cache-state.js';
import type { PageCacheCounts } from './page-cache-stats.js';
import type { CachedPage, PageStore } from './page-cache-store.js';
import { isPreviewAddress } from '../modules/preview/page-headers.js';

/** How many API addresses the front lane knows the route of (see createApiUrls). */
const API_URLS_LIMIT = 2000;

export interface ApiUrls {
  /** Notes the API call's address and the language its query names, unless its URL is known. */
  note(request: FastifyRequest, address: CacheAddress): void;
  get(url: string): { address: CacheAddress; queryLang: Lang | undefined } | undefined;
}

/**
 * The public API addresses seen, by URL: what the front lane needs of the route (the address
 * the route's query schema makes, the language the query names as Fastify parses it) to find a
 * stored answer without routing. Bounded like the address memos (page-cache-keys.ts).
 */
export function createApiUrls(): ApiUrls {
  const urls = new Map<string, { address: CacheAddress; queryLang: Lang | undefined }>();
  return {
    note(request, address) {
      if (urls.has(request.url)) return;
      if (urls.size >= API_URLS_LIMIT) urls.clear();
      urls.set(request.url, {
        address,
        queryLang: queryLanguage(request),
      });
    },
    get: (url) => urls.get(url),
  };
}

/** An entry's answer for the front lane, as the hooks' hit path sends it (a test compares them). */
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
      const body = page.body[encoding];
      if (!body) throw new Error('the front lane sends stored copies only: the gzip one is made on Fastify\'s path');
      made = {
        status: page.status,
        headers: { ...headers, 'content-encoding': encoding },
        body,
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
 * when the request is not one the cache answers at once (Fastify's path then does the rest, a
 * stale entry's answer and its refresh among it).
 */
export function createFrontLookUp(app: FastifyInstance, store: PageStore, state: ContentStateReader, apiUrls: ApiUrls, counts: PageCacheCounts): FrontLookUp {
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
    return state.fresh().then(
      (current) => {
        const apiLang = api
          ? {
              lang: languageFrom(queryLang, headers, app.config.defaultLocale),
              named: queryLang !== undefined,
            }
          : undefined;
        const key = entryKeyOf(protocol, headers, found, apiLang, current.disclaimerVersion, app.config.defaultLocale);
        const page = store.get(key);
        if (!page || page.staleSince !== undefined) return undefined;
        const notModified = page.status === 200 && held(condition, page);
        if (!notModified && !encoding) return undefined;
        // No gzip copy yet: Fastify's path makes it (page-cache-answer.ts) and answers.
        if (!notModified && encoding === 'gzip' && !page.body.gzip) return undefined;
        for (const [table, id] of page.views) app.services.views.count(table, id);
        store.touch(key, page);
        counts.hits++;
        return frontAnswerOf(page, encoding ?? 'identity', notModified);
      },
      // Fastify's path reads again, and logs and stands aside if it still cannot (see page-cache-hooks.ts).
      () => undefined,
    );
  };
}
