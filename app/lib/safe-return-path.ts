/**
 * Where a form or link may send the visitor back to: a path on this site, or the fallback. Every
 * return address the site takes (the disclaimer's `returnTo`, the back office's `?redirect=`)
 * goes through here, so that none can become an open redirect.
 *
 * Browsers are lenient with what they follow: they drop tabs and newlines inside an address,
 * read `\` as `/` and `//host` as another site, so `/\t/evil.example` leads away. Rather than
 * guess what a browser makes of such a value, anything that is not plainly a path is refused;
 * what is left is parsed against the site's origin and written back out by the URL parser, which
 * percent-encodes everything outside ASCII, so the result is always a valid `Location` header.
 */

/** Longer return addresses are not ones the site makes; refusing them keeps headers small. */
const MAX_LENGTH = 2048;

/** C0 and C1 controls (tab, newline, ...), DEL, and the backslash browsers take for a slash. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path beginning with exactly one slash: `//host` and `/\host` name another site. */
const SINGLE_SLASH_PATH = /^\/(?![/\\])/;

export function safeReturnPath(value: unknown, siteOrigin: string, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(value)) return fallback;
  if (!SINGLE_SLASH_PATH.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(siteOrigin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can fold a path into `//host` (`/a/..//evil.example`): check what comes out too.
  return SINGLE_SLASH_PATH.test(path) ? path : fallback;
}
