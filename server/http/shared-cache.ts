/**
 * What a shared cache in front of the server (a CDN, Varnish) and the browser may keep of an
 * answer (issue 47.3, decision 0074): `Cache-Control`, and `Vary` naming every request header the
 * answer was chosen by, so that no cache serves one visitor's language or disclaimer state to
 * another.
 *
 * - Public pages and public API answers (200): `public, max-age=0, s-maxage=N,
 *   stale-while-revalidate=M`. A browser asks again each time (with its ETag, answered 304), a
 *   shared cache keeps the answer N seconds and may send it M seconds longer while it fetches a
 *   fresh one. A 404 is kept N seconds too but never sent stale: an item published since shows.
 * - Any other status (5xx, a closed site's 503, a redirect, a refused query): `no-store`.
 * - Staff pages (`/admin...`), preview links, a request that carries `Authorization` (signed in)
 *   and an answer that sets a cookie (one visitor's): `private, no-store`. The staff calls
 *   (`/api/admin`) get the same from their own scope's hook (server/app.ts).
 * - The sitemap is the same for every visitor: public as a page is, varying on nothing but the
 *   encoding; a person's vCard is chosen as the profile page is (decision 0098).
 * - Vary: a page shows the disclaimer until its acceptance cookie names the current text, so
 *   pages vary on `Cookie`; a page whose address names no language takes it from the `lang`
 *   cookie or the browser's `Accept-Language`, so it varies on that too. A public API call whose
 *   address names no language takes it from the `lang` header or `Accept-Language`. Compression
 *   adds `Accept-Encoding` where it applies.
 *
 * The page cache stores these headers with each entry (page-cache.ts), so a hit, in front of
 * Fastify or through it, sends them without working them out again. An answer whose handler set
 * its own `Cache-Control` (an outage's `no-store`, the build's files, robots.txt) keeps it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchLanguage } from '../../contract/language-match.js';
import { isPreviewAddress } from '../modules/preview/page-headers.js';
import { queryLanguage } from './language.js';
import { pathAndQuery, sameForEveryone } from './page-cache-keys.js';

export const PRIVATE_NO_STORE = 'private, no-store';

export interface SharedCacheSettings {
  /** `s-maxage`: seconds a shared cache keeps a public answer. */
  sharedMaxAgeSeconds: number;
  /** `stale-while-revalidate`: seconds more it may send it while fetching a fresh one. */
  staleWhileRevalidateSeconds: number;
}

/** Sets the reply's caching headers unless its handler set Cache-Control itself. */
export type ApplySharedCacheHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

type Kind = 'page' | 'api' | 'staff' | 'everyone' | 'other';

function kindOf(url: string, reply: FastifyReply): Kind {
  if (url.startsWith('/api/')) return url.startsWith('/api/user/') ? 'api' : 'other';
  // The sitemap: public, the same for every visitor, chosen by no request header.
  if (sameForEveryone(pathAndQuery(url)[0])) return 'everyone';
  // The back office's pages and its sign-in page.
  if (url.startsWith('/admin')) return 'staff';
  // Pages are HTML, a page's redirect, or its data for a move in the browser (`/about.data`);
  // /healthz and the build's files are none of them (the files set their own).
  const redirect = reply.statusCode >= 300 && reply.statusCode < 400;
  // A person's contact card is chosen by the visitor's language as the profile is (decision 0098).
  const type = String(reply.getHeader('content-type') ?? '');
  if (redirect || type.startsWith('text/html') || type.startsWith('text/vcard')) return 'page';
  return pathAndQuery(url)[0].endsWith('.data') ? 'page' : 'other';
}

/** Adds names to the reply's Vary, keeping what is there. */
function addVary(reply: FastifyReply, names: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined || vary === '' ? names : `${names}, ${String(vary)}`);
}

/** Whether a page's address names its language (`?lang=` that matches one), as the page reads it. */
function pageNamesLanguage(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && matchLanguage(new URLSearchParams(url.slice(query + 1)).get('lang')) !== undefined;
}

export function sharedCacheHeaders(settings: SharedCacheSettings): ApplySharedCacheHeaders {
  const fresh = `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`;
  const notFound = `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}`;
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.hasHeader('cache-control')) return;
    const kind = kindOf(request.url, reply);
    if (kind === 'other') return;
    if (kind === 'staff' || request.headers.authorization || reply.hasHeader('set-cookie') || (kind === 'page' && isPreviewAddress(request.url))) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return;
    }
    const status = reply.statusCode;
    reply.header('cache-control', status === 200 ? fresh : status === 404 ? notFound : 'no-store');
    if (status !== 200 && status !== 404) return;
    if (kind === 'everyone') return;
    if (kind === 'page') addVary(reply, pageNamesLanguage(request.url) ? 'cookie' : 'accept-language, cookie');
    else if (!queryLanguage(request)) addVary(reply, 'lang, accept-language');
  };
}
