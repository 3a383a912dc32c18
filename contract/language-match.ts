/**
 * Matching of language tags (`en`, `en-GB`, `zh_CN`, an Accept-Language header) to the site's
 * languages. Shared by the server and the browser so both pick the same language.
 */
import { LANG_COOKIE, readCookie } from './cookies.js';
import type { Lang } from './languages.js';
import { siteLanguages } from './site-languages.js';

/** `en`, `en-GB`, `en_us` and `EN-US` all match en_US; a bare primary subtag matches its language. */
export function matchLanguage(tag: string | undefined | null, enabled: readonly Lang[] = siteLanguages().languages): Lang | undefined {
  if (!tag) return undefined;
  const normalised = tag.trim().replace('-', '_');
  const [primary = '', region] = normalised.split('_');
  const exact = `${primary.toLowerCase()}_${(region ?? '').toUpperCase()}`;
  const direct = enabled.find((l) => l === exact);
  if (direct) return direct;
  return enabled.find((l) => l.split('_')[0] === primary.toLowerCase());
}

/** The best enabled language for an Accept-Language header, honouring q-values and order. */
export function matchAcceptLanguage(header: string | undefined | null, enabled: readonly Lang[] = siteLanguages().languages): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const found = matchLanguage(entry.tag, enabled);
    if (found) return found;
  }
  return undefined;
}

/**
 * The language of a page (PRODUCT section 4): `?lang=`, then the stored choice (the `lang`
 * cookie), then the browser's languages, then the site's default. The page cache keys pages
 * with this and the pages render with it, from the same request headers, so both always agree.
 */
export function resolvePageLanguage(input: {
  queryLang: string | null | undefined;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
  defaultLang: Lang;
}): { lang: Lang; fromQuery: boolean } {
  const fromQuery = matchLanguage(input.queryLang);
  if (fromQuery) return { lang: fromQuery, fromQuery: true };
  const stored = matchLanguage(readCookie(input.cookieHeader, LANG_COOKIE));
  return { lang: stored ?? matchAcceptLanguage(input.acceptLanguage) ?? input.defaultLang, fromQuery: false };
}
