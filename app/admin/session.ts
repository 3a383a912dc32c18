/** The signed-in staff member's token and the admin's language, kept in the browser's storage. */
import { SPEC_LANGUAGES, type Lang } from '../../contract/languages.js';

const TOKEN_KEY = 'authorization';
const LANG_KEY = 'adminLang';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function readAdminLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    // The back office's own interface speaks the spec's three (decision 0082).
    if (stored && (SPEC_LANGUAGES as readonly string[]).includes(stored)) return stored as Lang;
  } catch {
    // Storage unavailable: fall back to the browser's language below.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  if (browser.startsWith('de')) return 'de_DE';
  if (browser.startsWith('zh')) return 'zh_CN';
  if (browser.startsWith('en')) return 'en_US';
  return 'zh_CN';
}

export function storeAdminLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
}
