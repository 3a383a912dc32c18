/**
 * Which of the site's uploads an address names, read the way `GET /api/upload/*` reads it
 * (issue 45.10): the router percent-decodes the path (`2026%2F12`, `%2f`, `%61pi`), a browser
 * resolves dot segments (`./`, `../` back inside) and protocol-relative or absolute addresses on
 * the site's own origin, a trailing slash is ignored, and the query (`?w=` variants) and fragment
 * choose no other file. Every such spelling names the same stored path, so the sanitiser stores
 * it in one form and the media library counts every spelling as a use.
 *
 * Plain functions only: shared by the server and the back office.
 */

/** Where the site serves its uploads. */
export const UPLOAD_PATH_PREFIX = '/api/upload/';

/** A stored path exactly: `2026/11/<hex>.webp` (server/modules/files/kinds.ts says the same). */
const STORED_PATH = /^\d{4}\/\d{2}\/[a-f0-9]{20,64}\.(?:jpg|png|webp|gif|avif|ico|pdf|svg)$/;

/** The base a relative address resolves against when the site's origin is not known (the browser). */
const UNKNOWN_SITE = 'http://this-site.invalid';

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The address resolved on the site: a URL when it parses without user info, with whether it is on
 * the site's own origin (relative, protocol-relative on the site's host, or absolute on it).
 */
export function resolveOnSite(address: string, siteOrigins: readonly string[]): { url: URL; own: boolean } | undefined {
  const origins = siteOrigins.filter((origin) => URL.canParse(origin)).map((origin) => new URL(origin).origin);
  const base = origins[0] ?? UNKNOWN_SITE;
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  return { url, own: url.origin === new URL(base).origin || origins.includes(url.origin) };
}

/**
 * The stored path (`2026/11/<hex>.webp`) of the upload an address names, or undefined when it names
 * none. `bare` also reads what a media field stores: a stored path without `/api/upload/` in front
 * (`2026/11/x.webp`, `api/upload/2026/11/x.webp`); in rich text such an address is relative to the
 * page and names no upload.
 */
export function uploadPathOfAddress(address: string, siteOrigins: readonly string[], options: { bare?: boolean } = {}): string | undefined {
  let written = address.trim();
  if (written === '') return undefined;
  if (options.bare && !hasScheme.test(written) && !/^[/\\]/.test(written)) {
    written = `${UPLOAD_PATH_PREFIX}${written.replace(/^api\/upload\//, '')}`;
  }
  const resolved = resolveOnSite(written, siteOrigins);
  if (!resolved?.own) return undefined;
  const path = decoded(resolved.url.pathname)?.replace(/(?<=.)\/$/, '');
  if (!path?.startsWith(UPLOAD_PATH_PREFIX)) return undefined;
  const stored = path.slice(UPLOAD_PATH_PREFIX.length);
  return STORED_PATH.test(stored) ? stored : undefined;
}

/** Pieces of text that may be an address: split where no address of ours goes on (quotes, spaces, tags, JSON escapes). */
const BETWEEN_ADDRESSES = /[\s"'<>\\]+/;

/**
 * Every stored path that some text (rich text, a media field's value, JSON holding either) refers
 * to in any spelling the upload route serves. Only pieces that can be such an address are resolved:
 * one with `upload` in it or a percent escape, or for `bare` text one that starts like a stored path.
 */
export function uploadPathsInText(text: string, siteOrigins: readonly string[], options: { bare?: boolean } = {}): Set<string> {
  const found = new Set<string>();
  for (const piece of text.split(BETWEEN_ADDRESSES)) {
    if (!(piece.includes('upload') || piece.includes('%') || (options.bare && /^\.?\/?\d{4}/.test(piece)))) continue;
    const path = uploadPathOfAddress(piece.replace(/&amp;/g, '&'), siteOrigins, options);
    if (path) found.add(path);
  }
  return found;
}
