/**
 * Rendered public pages, kept in memory and served again while nothing they show has changed.
 * "Changed" is decided by the database's content counter (bumped by triggers on every content
 * write) and the site status, read once per request, so every instance invalidates at once.
 *
 * A page is keyed by its address, the visitor's language and the disclaimer version the visitor
 * accepted: everything else a page depends on comes from the database. Each response keeps its
 * own CSP nonce: the cached markup's nonce is replaced by this response's. The public API's list
 * calls are kept the same way, keyed by address and the request's language. Detail pages and
 * detail calls are not cached, because each one counts a view.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolvePageLanguage } from '../../contract/language-match.js';
import { scriptNonceOf } from './security-headers.js';

interface CachedPage {
  version: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  nonce: string;
}

const MAX_PAGES = 500;
const KEPT_HEADERS = ['content-type', 'set-cookie', 'retry-after', 'cache-control'];
const NOT_CACHED = /^\/(api|admin|admin-login|assets|disclaimer)(\/|$)|\/detail\//;
/** Public API reads, but not the detail calls (`/user/latest-news/12`), which count a view. */
const CACHED_API = /^\/api\/user\/(?!.*\/\d+$)/;

function cookie(header: string | undefined, name: string): string | undefined {
  return header?.split(';').map((p) => p.trim().split('=')).find(([key]) => key === name)?.[1];
}

declare module 'fastify' {
  interface FastifyRequest {
    pageCache?: { key: string; version: string; hit: boolean };
  }
}

export function installPageCache(app: FastifyInstance): void {
  const pages = new Map<string, CachedPage>();

  function keyOf(request: FastifyRequest): string {
    const query = request.query as Record<string, unknown>;
    const { lang } = resolvePageLanguage({
      queryLang: typeof query.lang === 'string' ? query.lang : undefined,
      cookieLang: cookie(request.headers.cookie, 'lang'),
      acceptLanguage: request.headers['accept-language'],
      defaultLang: app.config.defaultLocale,
    });
    const accepted = cookie(request.headers.cookie, 'disclaimer')?.split('~')[0] ?? '';
    return `${request.protocol}|${request.url}|${lang}|${accepted}`;
  }

  async function currentVersion(): Promise<string> {
    const row = await app.db.selectFrom('site_state').select(['content_version', 'status']).where('id', '=', 1).executeTakeFirst();
    return `${row?.content_version}:${row?.status}`;
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const path = request.url.split('?')[0] ?? '';
    const api = CACHED_API.test(path);
    if (!api && NOT_CACHED.test(path)) return;
    const key = api ? `api|${request.url}|${request.lang}` : keyOf(request);
    const version = await currentVersion();
    const page = pages.get(key);
    if (!page || page.version !== version) {
      request.pageCache = { key, version, hit: false };
      return;
    }
    request.pageCache = { key, version, hit: true };
    // Most recently used last, so the oldest is the first to go.
    pages.delete(key);
    pages.set(key, page);
    for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
    // Only a page with inline scripts needs this response's own nonce (JSON has none).
    const body = page.nonce ? page.body.split(page.nonce).join(scriptNonceOf(reply.raw as ServerResponse)) : page.body;
    return reply.code(page.status).send(body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const marker = request.pageCache;
    if (!marker || marker.hit || ![200, 404, 503].includes(reply.statusCode)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (!html && !type.startsWith('application/json')) return payload;
    let body: string;
    if (typeof payload === 'string') body = payload;
    else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
    else {
      const chunks: Buffer[] = [];
      for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      body = Buffer.concat(chunks).toString('utf8');
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    pages.set(marker.key, { version: marker.version, status: reply.statusCode, headers, body, nonce: html ? scriptNonceOf(reply.raw as ServerResponse) : '' });
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return body;
  });
}
