/**
 * The language of a page (PRODUCT section 4): `?lang=` for links that name one, then the
 * visitor's stored choice (mirrored in the `lang` cookie so the server renders it at once), then
 * the browser's language, then the site's default.
 */
import { resolvePageLanguage } from '../../contract/language-match';
import type { Lang } from '../../contract/languages';

export const LANG_COOKIE = 'lang';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get('cookie'), name);
}

export function pageLanguage(request: Request, defaultLang: Lang): { lang: Lang; fromQuery: boolean } {
  return resolvePageLanguage({
    queryLang: new URL(request.url).searchParams.get('lang'),
    cookieLang: readCookie(request, LANG_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
    defaultLang,
  });
}

/** Remembers a language named in the address, for a year; readable by the page's own script. */
export function languageCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
