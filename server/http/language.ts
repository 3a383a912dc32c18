/**
 * The language of a request (PRODUCT section 3): query `lang`, else header `lang`, else
 * Accept-Language matched to an enabled language, else the site's default language.
 */
import type { FastifyRequest } from 'fastify';
import { matchAcceptLanguage, matchLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

export function resolveRequestLanguage(request: FastifyRequest, defaultLang: Lang): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    matchLanguage(firstString(query?.lang)) ??
    matchLanguage(firstString(request.headers.lang)) ??
    matchAcceptLanguage(request.headers['accept-language']) ??
    defaultLang
  );
}
