/**
 * The disclaimer gate's rules (decisions 0008, 0020), in one place for the server (the stored
 * version, the page cache's key) and the browser (the dialog, the form that works without
 * JavaScript): the acceptance cookie's name and value, how an acceptance is read from a Cookie
 * header and whether it accepts the current text, and how a text's version is made. The page and
 * the page cache must agree on whether a visitor accepted, or a page rendered for one visitor is
 * stored under another visitor's key.
 *
 * A version is a short SHA-256 of the text. The hash function is passed in (the server's
 * node:crypto) so that this file imports nothing a browser lacks.
 */
import { readCookie } from './cookie-header.js';

/** The cookie that records an acceptance: `<version>~<date accepted, YYYY-MM-DD>`. */
export const DISCLAIMER_COOKIE = 'disclaimer';
/** Local storage keeps the same value as the cookie, written by the dialog. */
export const DISCLAIMER_STORAGE_KEY = 'disclaimerAccepted';

/** How many hex characters of the SHA-256 a version keeps. */
const VERSION_LENGTH = 12;
/** A version the no-script form may write into the cookie: hex only, so it cannot break the value's format. */
const POSTED_VERSION = /^[a-f0-9]{6,64}$/;

/** The cookie's value for accepting `version` on `date` (the UTC day). */
export function acceptanceValue(version: string, date = new Date()): string {
  return `${version}~${date.toISOString().slice(0, 10)}`;
}

/**
 * The acceptance cookie for a year, as the no-script form's answer sets it and the dialog writes
 * it in `document.cookie`: readable by the page's own script, sent on every page.
 */
export function acceptanceCookie(version: string, secure: boolean, date = new Date()): string {
  return `${DISCLAIMER_COOKIE}=${acceptanceValue(version, date)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The version a `disclaimer` cookie value says was accepted; undefined for none. */
export function acceptedVersion(value: string | undefined | null): string | undefined {
  return value?.split('~')[0] || undefined;
}

/**
 * Whether a Cookie header accepts the site's current disclaimer version: never when the site has
 * none (null). Any other version, or a cookie that cannot be decoded, counts as no acceptance.
 */
export function acceptsDisclaimer(cookieHeader: string | null | undefined, current: string | null): boolean {
  return current !== null && acceptedVersion(readCookie(cookieHeader, DISCLAIMER_COOKIE)) === current;
}

/** Whether a version the no-script form posted may be written into the cookie. */
export function isPostableVersion(value: unknown): value is string {
  return typeof value === 'string' && POSTED_VERSION.test(value);
}

/** The SHA-256 of a text as lower-case hex. */
export type Sha256Hex = (text: string) => string;

/** One language's version: changes exactly when its disclaimer text does; null without a text. */
export function disclaimerVersionOf(text: string | null, sha256Hex: Sha256Hex): string | null {
  return text ? sha256Hex(text).slice(0, VERSION_LENGTH) : null;
}

/**
 * The version a visitor accepts: one for the whole site, made from every language's version (in
 * the order of the languages' codes), so that accepting in one language counts in all and any
 * change asks again. Null when no language has a disclaimer.
 */
export function siteDisclaimerVersionOf(languages: readonly { lang: string; version: string | null }[], sha256Hex: Sha256Hex): string | null {
  const versioned = languages.filter((l) => l.version).sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  if (versioned.length === 0) return null;
  return sha256Hex(versioned.map((l) => `${l.lang}:${l.version}`).join('|')).slice(0, VERSION_LENGTH);
}
