/** Which link addresses the editor accepts: what the server's sanitiser keeps, or a path on this site. */
export type HrefCheck = { ok: true; href: string } | { ok: false; reason: 'invalid' | 'refused' };

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * What a link may point to: the schemes the sanitiser keeps, or a path on this site. Schemes are
 * read with whitespace and control characters removed, so `java\nscript:` is refused like
 * `javascript:`. A bare domain gets https://, a bare e-mail address mailto:.
 */
export function checkHref(input: string): HrefCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'invalid' };
  const compact = text.replace(/[\s\p{Cc}]/gu, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && !LINK_SCHEMES.includes(scheme)) return { ok: false, reason: 'refused' };
  if (compact !== text) return { ok: false, reason: 'invalid' };
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(text).hostname ? { ok: true, href: text } : { ok: false, reason: 'invalid' };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (scheme) return text.length > scheme.length + 1 ? { ok: true, href: text } : { ok: false, reason: 'invalid' };
  if (text.startsWith('//')) return { ok: false, reason: 'invalid' };
  if (/^[/#?]/.test(text)) return { ok: true, href: text };
  if (/^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(text)) return { ok: true, href: `mailto:${text}` };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(text)) return { ok: true, href: `https://${text}` };
  return { ok: false, reason: 'invalid' };
}
