/**
 * Reading one cookie from a Cookie header, in one place for the server (the page cache) and the
 * pages: both must see the same value, or a page rendered for one visitor is stored under another
 * visitor's key. A value that cannot be decoded is treated as absent: an unreadable cookie is the
 * browser's or an attacker's mistake and must not cost the visitor the page (decision 0020).
 */

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
