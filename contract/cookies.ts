/**
 * Reading the cookies the public site sets, in one place for the server (the page cache) and
 * the pages: both must see the same value, or a page rendered for one visitor is stored under
 * another visitor's key. A value that cannot be decoded is treated as absent: an unreadable
 * cookie is the browser's or an attacker's mistake and must not cost the visitor the page.
 */

/** The visitor's language choice (`de_DE`, `en_US`, `zh_CN`). */
export const LANG_COOKIE = 'lang';
/** The disclaimer text the visitor accepted: `<version>~<date>`. */
export const DISCLAIMER_COOKIE = 'disclaimer';

function decoded(raw: string): string | undefined {
  const value = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The first cookie of this name in a Cookie header (browsers send the most specific first), percent-decoded. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    return decoded(part.slice(equals + 1));
  }
  return undefined;
}

/** The disclaimer version a `disclaimer` cookie value says was accepted. */
export function acceptedVersion(value: string | undefined | null): string | undefined {
  return value?.split('~')[0] || undefined;
}

/** The cookie that remembers a language for a year, as the server's answer and the browser write it (readable by the page's own script). */
export function languageCookie(lang: string, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
