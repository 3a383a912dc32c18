/**
 * The language of a request Node's HTTP parser refused (an address or headers past the size
 * limit), read from the bytes it had: no query can be read then, so the `lang` header a call
 * sends, the `lang` cookie a page's visitor carries, then Accept-Language, then the default.
 */
import { LANG_COOKIE, readCookie } from '../../contract/cookies.js';
import { matchAcceptLanguage, matchLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';

/**
 * The header lines the bytes hold whole: the first line (the request line, or the tail of an
 * address cut by the chunk) and a last line without its end are left out, as a cut value would
 * name a language the client did not ask for.
 */
function completeHeaders(raw: Buffer): Map<string, string> {
  const headers = new Map<string, string>();
  const head = raw.toString('latin1');
  const end = head.indexOf('\r\n\r\n');
  const lines = (end === -1 ? head.slice(0, head.lastIndexOf('\r\n')) : head.slice(0, end)).split('\r\n').slice(1);
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // A repeated header counts once: its first line, as Node reads `lang`.
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The bytes of a parser error's `rawPacket`: a Buffer from Node, typed by Fastify as its JSON form. */
function bytesOf(rawPacket: unknown): Buffer | undefined {
  if (Buffer.isBuffer(rawPacket)) return rawPacket;
  const data = (rawPacket as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? Buffer.from(data as number[]) : undefined;
}

export function rawRequestLanguage(rawPacket: unknown, defaultLang: Lang): Lang {
  const raw = bytesOf(rawPacket);
  if (!raw?.length) return defaultLang;
  const headers = completeHeaders(raw);
  return (
    matchLanguage(headers.get('lang')) ??
    matchLanguage(readCookie(headers.get('cookie'), LANG_COOKIE)) ??
    matchAcceptLanguage(headers.get('accept-language')) ??
    defaultLang
  );
}
