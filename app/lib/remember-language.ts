/**
 * A page addressed in a language (`?lang=`) is answered without `Set-Cookie`, so that a shared
 * cache may keep it for every visitor (decision 0074). The browser remembers that language itself
 * once the page has loaded, as the answer's cookie did before: the page's links and its search
 * form carry no language, and the pages they lead to must stay in it.
 */
import { LANG_COOKIE, languageCookie, readCookie } from '../../contract/cookies';
import type { Lang } from '../../contract/languages';

/** Stores `lang` in the language cookie when the address names it and the cookie says otherwise. */
export function rememberAddressedLanguage(lang: Lang): void {
  if (new URLSearchParams(window.location.search).get('lang') !== lang) return;
  if (readCookie(document.cookie, LANG_COOKIE) === lang) return;
  document.cookie = languageCookie(lang, window.location.protocol === 'https:');
}
