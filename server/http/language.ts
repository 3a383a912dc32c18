/**
 * The language of a request (PRODUCT section 3): query `lang`, else header `lang`, else
 * Accept-Language matched to an enabled language, else the site's default language.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { matchAcceptLanguage, matchLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The language the query names (its first `lang`), as Fastify parsed it; undefined when none matches. */
export function queryLanguage(request: FastifyRequest): Lang | undefined {
  return matchLanguage(firstString((request.query as Record<string, unknown> | undefined)?.lang));
}

/** The language from the query's (queryLanguage), else from the headers, else the default. */
export function languageFrom(fromQuery: Lang | undefined, headers: IncomingHttpHeaders, defaultLang: Lang): Lang {
  return fromQuery ?? matchLanguage(firstString(headers.lang)) ?? matchAcceptLanguage(headers['accept-language']) ?? defaultLang;
}

export function resolveRequestLanguage(request: FastifyRequest, defaultLang: Lang): Lang {
  return languageFrom(queryLanguage(request), request.headers, defaultLang);
}
