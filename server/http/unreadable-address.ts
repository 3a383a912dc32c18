/**
 * Addresses the router cannot read: broken percent-encoding (`/api/admin/job/detail/%`) or a path
 * parameter longer than the router accepts. Fastify answers these itself, outside the error
 * handler, the hooks and the envelope. A call gets the envelope like every other client error (a
 * 400 that says the input is not valid) and the security headers every answer carries. A page
 * address is made readable before routing, so that a visitor whose link was cut short (`/news%`)
 * gets the site's "page not found" in their language.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Envelope } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';
import { translate } from '../i18n/translate.js';
import { resolveRequestLanguage } from './language.js';
import { FIXED_SECURITY_HEADERS } from './security-headers.js';

/**
 * Fastify's `rewriteUrl`: a page address whose path does not decode is read as the characters it
 * has (each `%` escaped), which names no page. Calls (`/api/`) are left to answer 400.
 */
export function readablePageAddress(request: IncomingMessage & { originalUrl?: string }): string {
  const url = request.url ?? '/';
  if (!url.includes('%') || url.startsWith('/api/')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const readable = path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
    // React Router takes the page's address from originalUrl (remix-fastify): it reads this one too.
    request.originalUrl = readable;
    return readable;
  }
}

/** `policyWithoutScripts`: the Content-Security-Policy of an answer without inline scripts. */
export function unreadableAddressHandler(defaultLang: () => Lang, policyWithoutScripts: string): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    // The hooks that set the request's language have not run for an address the router refused.
    let lang = defaultLang();
    try {
      lang = resolveRequestLanguage(request, lang);
    } catch {
      // The query of a broken address may not parse either; the default language answers then.
    }
    request.log.info({ status: 400, code: (error as { code?: string }).code }, 'client error');
    const body: Envelope<null> = { status: 400, message: translate(lang, 'invalidInput'), result: null };
    void reply.headers(FIXED_SECURITY_HEADERS).header('content-security-policy', policyWithoutScripts);
    void reply.status(400).type('application/json; charset=utf-8').send(body);
  };
}
