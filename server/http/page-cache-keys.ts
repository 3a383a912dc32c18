/**
 * The keys the page cache stores entries under. First which requests it keeps, and the address
 * part of their key: the path and only the query fields the page or API call actually reads, in a
 * fixed order. A query field nobody reads (`?v=1`, `?utm_source=...`) therefore never makes an
 * entry of its own, so the cache cannot be filled by varying it. Then the whole key
 * (`entryKeyOf`): a page is keyed by its address, the protocol, the visitor's language and
 * whether the visitor accepted the current disclaimer, since everything else a page depends on
 * comes from the database (the sitemap, the same for everyone, by its address and the protocol
 * alone); a public API call by its address (route, or path for a detail call,
 * and the fields of its query schema) and the request's language.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { acceptsDisclaimer } from '../../contract/disclaimer.js';
import { matchLanguage, resolvePageLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';
import { LANGUAGE_PICK_PARAMETER } from '../../contract/language-pick.js';
import { normaliseQuery } from '../../contract/query-values.js';

/**
 * The cached pages and the query fields their loaders read, besides `lang`, which every page
 * reads. A page whose loader starts reading another field must list it here: otherwise every
 * value of that field would be answered with the page stored for the first one. Detail pages are
 * cached too: the views they count are counted again on every hit (content/view-counter.ts).
 * Addresses no page answers are not.
 */
const PAGE_QUERY_FIELDS: [RegExp, readonly string[]][] = [
  [/^\/(home|about|status|expertises)$/, []],
  [/^\/docs\/[^/]+$/, []],
  [/^\/people$/, ['keyword', 'jobId', 'officeId', 'practiceAreaId', 'page']],
  [/^\/(news|case)$/, ['cataId', 'from', 'page']],
  [/^\/(news|case|honor|people|expertises)\/detail\/[^/]+$/, []],
  // A person's contact card (decision 0098): kept, and purged with the person, as the profile is.
  [/^\/people\/detail\/[^/]+\/vcard$/, []],
];

/**
 * Answers that are the same for every visitor and read no query field: one entry each, keyed by
 * the path alone (decision 0098). The sitemap lists every language's addresses whatever the
 * visitor's language, cookies or disclaimer.
 */
const SAME_FOR_EVERYONE: ReadonlySet<string> = new Set(['/sitemap.xml']);

/** Whether the answer at `path` is the same for every visitor (no Vary on their cookies or language: shared-cache.ts). */
export const sameForEveryone = (path: string) => SAME_FOR_EVERYONE.has(path);

/** Public API calls: any route of the public scope but a wildcard (detail calls' views are replayed). */
const CACHED_API_ROUTE = /^\/api\/user\/[^*]+$/;

/**
 * Addresses worked out before, by request URL: the same few addresses are asked for over and
 * over, and parsing each one's query is part of the fixed cost of a cached answer (issue 15.1).
 * Bounded, since the URL is the client's to choose: when full it starts again.
 */
const MEMO_LIMIT = 2000;
function memoised<T>(work: (url: string) => T): (url: string) => T {
  const known = new Map<string, T>();
  return (url) => {
    let found = known.get(url);
    if (found === undefined && !known.has(url)) {
      found = work(url);
      if (known.size >= MEMO_LIMIT) known.clear();
      known.set(url, found);
    }
    return found as T;
  };
}

export interface CacheAddress {
  /** Path and the known query fields in a fixed order: the address part of the cache key. */
  canonical: string;
  /**
   * Whether an answer to this request may be stored for everyone with the same canonical
   * address. A page shows its own address (language links, the disclaimer's return address), so
   * only a request that asked for exactly the canonical fields stores its page; one with extra
   * fields is answered from the stored page when there is one, and rendered for itself otherwise.
   */
  storable: boolean;
  /** The first `lang` of the query, as the page reads it (null when there is none). */
  queryLang: string | null;
  /** Keyed by its address alone: the answer does not depend on the visitor (SAME_FOR_EVERYONE). */
  forEveryone?: true;
}

/** `values` gives what the page or call reads of a field: its values in order, none when it reads none. */
function canonicalOf(path: string, query: URLSearchParams, fields: readonly string[], values: (field: string) => readonly string[]): CacheAddress {
  const queryLang = query.get('lang');
  const kept = new URLSearchParams();
  for (const field of fields) for (const value of values(field)) kept.append(field, value);
  const exact = [...query.keys()].length === [...kept.keys()].length && [...kept].every(([field, value]) => query.get(field) === value);
  const search = kept.toString();
  return { canonical: search ? `${path}?${search}` : path, storable: exact, queryLang };
}

/**
 * An address's path and query, split where the pages and calls split it: at the first `?`. (A
 * `split('?', 2)` dropped everything after a second `?`, which the page still read: one
 * address's answer was stored under another's key.)
 */
export function pathAndQuery(url: string): [path: string, search: string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * Whether the request line holds a `#`, which no browser sends. The router behind the calls
 * (find-my-way) reads a query after it, React Router a fragment: neither is keyed, so neither is cached.
 */
const holdsFragment = (url: string) => url.includes('#');

/** A page's address; undefined when the page is not cached. */
export const pageAddress = memoised(pageAddressOf);

function pageAddressOf(url: string): CacheAddress | undefined {
  if (holdsFragment(url)) return undefined;
  const [path, search] = pathAndQuery(url);
  // A query it does not read is answered from the stored entry, and makes none of its own.
  if (sameForEveryone(path)) return { canonical: path, storable: search === '', queryLang: null, forEveryone: true };
  const fields = PAGE_QUERY_FIELDS.find(([pattern]) => pattern.test(path))?.[1];
  if (!fields) return undefined;
  const query = new URLSearchParams(search);
  // A language picked in the picker: answered with its cookie and a redirect, for this visitor only.
  if (query.has(LANGUAGE_PICK_PARAMETER)) return undefined;
  // A loader reads a field's first value; a `lang` that names no language it ignores, so it is left out here too.
  return canonicalOf(path, query, ['lang', ...fields], (field) => {
    const value = query.get(field);
    const read = value !== null && field === 'lang' ? matchLanguage(value) : value;
    return read === null || read === undefined ? [] : [read];
  });
}

/**
 * A public API call's address; undefined when the call is not cached. Its fields are those of the
 * route's query schema; the language is keyed separately (it may also come from a header).
 */
export function apiAddress(request: FastifyRequest): CacheAddress | undefined {
  const route = request.routeOptions.url;
  if (!route || !CACHED_API_ROUTE.test(route)) return undefined;
  const fields = queryFieldsOf(route, request.routeOptions.schema?.querystring);
  if (!fields || holdsFragment(request.url)) return undefined;
  return apiAddressOf(route, fields, request.url);
}

/** The route's query fields but `lang`, sorted; undefined when its schema is not an object's. Once per route. */
const routeFields = new Map<string, readonly string[] | undefined>();
function queryFieldsOf(route: string, querystring: unknown): readonly string[] | undefined {
  if (routeFields.has(route)) return routeFields.get(route);
  const schema = querystring as { shape?: Record<string, unknown> } | undefined;
  const fields =
    schema && (typeof schema.shape !== 'object' || schema.shape === null)
      ? undefined
      : Object.keys(schema?.shape ?? {})
          .filter((field) => field !== 'lang')
          .sort();
  routeFields.set(route, fields);
  return fields;
}

/** Keyed by URL alone: a GET's URL names its route. */
const apiAddressMemo = new Map<string, CacheAddress>();
function apiAddressOf(route: string, fields: readonly string[], url: string): CacheAddress {
  const known = apiAddressMemo.get(url);
  if (known) return known;
  const [path, search] = pathAndQuery(url);
  // The route for a list; the path itself for a call with path parameters (a detail's id).
  const address = route.includes(':') ? path : route;
  const query = new URLSearchParams(search);
  // The query as the call's schema is given it (query-values.ts): `name[]` is `name`, a repeated
  // field is the list of its values, an empty one is not given. Read by the first value alone, a
  // stored `officeIds[]=2` or `officeIds=2&officeIds=8` answer was served for other filters.
  // Gathered in a Map: a field may be named `__proto__` or `constructor`. Added to in place: a
  // copy per value made a URL repeating one field 5,000 times cost 40 ms before any other work.
  const repeated = new Map<string, string[]>();
  for (const [name, value] of query) {
    const values = repeated.get(name);
    if (values) values.push(value);
    else repeated.set(name, [value]);
  }
  const read = new Map(Object.entries(normaliseQuery(Object.fromEntries(repeated)) as Record<string, string | string[]>));
  // JSON does not show its address: whatever else the query held, the answer is the same.
  const canonical = {
    ...canonicalOf(address, query, fields, (field) => {
      const value = read.get(field);
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    }),
    storable: true,
  };
  if (apiAddressMemo.size >= MEMO_LIMIT) apiAddressMemo.clear();
  apiAddressMemo.set(url, canonical);
  return canonical;
}

/**
 * The key an entry is stored under. `api`: the request's language for an API call, and whether its address named it (the answer
 * then does not vary on the headers: shared-cache.ts); undefined for a page.
 */
export function entryKeyOf(
  protocol: string,
  headers: IncomingHttpHeaders,
  address: CacheAddress,
  api: { lang: Lang; named: boolean } | undefined,
  disclaimerVersion: string | null,
  defaultLang: Lang,
): string {
  if (api) return `api|${address.canonical}|${api.lang}|${api.named ? 'address' : 'headers'}`;
  if (address.forEveryone) return `page|${protocol}|${address.canonical}`;
  // Read as the page reads it (the first `lang` of the address), so both pick one language.
  const { lang } = resolvePageLanguage({
    queryLang: address.queryLang,
    cookieHeader: headers.cookie,
    acceptLanguage: headers['accept-language'],
    defaultLang,
  });
  // Any other accepted version shows the page just as no acceptance does.
  const accepted = acceptsDisclaimer(headers.cookie, disclaimerVersion);
  return `page|${protocol}|${address.canonical}|${lang}|${accepted ? 'accepted' : ''}`;
}
