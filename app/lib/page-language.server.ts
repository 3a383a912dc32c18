/**
 * The language of a page (PRODUCT section 4): `?lang=` for links that name one, then the
 * visitor's stored choice (mirrored in the `lang` cookie so the server renders it at once), then
 * the browser's language, then the site's default. Cookies are read by the contract's reader,
 * the one the page cache uses too.
 */
import { LANG_COOKIE, readCookie as readCookieHeader } from '../../contract/cookies';
import { resolvePageLanguage } from '../../contract/language-match';
import type { Lang } from '../../contract/languages';

export { LANG_COOKIE };

/** One cookie of the request, decoded; undefined when absent or unreadable. */
export function readCookie(request: Request, name: string): string | undefined {
  return readCookieHeader(request.headers.get('cookie'), name);
}

type PageLanguage = { lang: Lang; fromQuery: boolean };

export function pageLanguage(request: Request, defaultLang: Lang): PageLanguage {
  return resolvePageLanguage({
    // `lang` is the page's own field: the request's address and the loader's `url` agree on it (decision 0061).
    queryLang: new URL(request.url).searchParams.get('lang'),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
    defaultLang,
  });
}

export { languageCookie } from '../../contract/cookies';
