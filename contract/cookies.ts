/**
 * The cookies the public site sets: the visitor's language here, the disclaimer's acceptance in
 * disclaimer.ts (named here too, so that the cookies a page depends on are found in one list).
 * How a Cookie header is read: cookie-header.ts.
 */

export { readCookie } from './cookie-header.js';
export { DISCLAIMER_COOKIE } from './disclaimer.js';

/** The visitor's language choice (`de_DE`, `en_US`, `zh_CN`). */
export const LANG_COOKIE = 'lang';

/** The cookie that remembers a language for a year, as the server's answer and the browser write it (readable by the page's own script). */
export function languageCookie(lang: string, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
