/**
 * The one allow-list for rich text (news, cases, honours, biographies, introductions, documents,
 * the disclaimer): which tags, attributes, styles and addresses survive. The server applies it
 * when content is saved (server/modules/content/sanitize.ts) and again when a public page renders
 * stored rich text (the same module's `forPage`, run in the page's loader on the server), so what
 * reached the database some other way (an import, a restore, an older version of the rules) is
 * still cleaned before a visitor's browser sees it.
 *
 * Plain data and pure functions only: no HTML parser here, so nothing of it weighs on a bundle.
 *
 * Images load by themselves when a page is read, so a remote one tells its host who read what (a
 * tracking pixel): only the site's own uploads may be embedded, plus images over https from the
 * hosts the operator names (REMOTE_IMAGE_HOSTS, decision 0014).
 */
import { resolveOnSite, UPLOAD_PATH_PREFIX, uploadPathOfAddress } from './upload-address.js';

/** Tags an editor may store; any other tag is removed with its content when it is a script-like one, else unwrapped. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup',
  'mark', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'span',
] as const;

/** Attributes each tag may keep as stored. No `on*` handler, `style` only as RICH_TEXT_STYLES allows. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'style'],
  td: ['colspan', 'rowspan', 'style'],
  col: ['span', 'style'],
  ol: ['start'],
  p: ['style'],
  h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
};

/** What a page adds to an image on top of what editors may store (responsive variants, lazy loading). */
export const PAGE_IMAGE_ATTRIBUTES = ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'] as const;

/** The only CSS properties kept, with the values each may take; `*` is every tag that may have a style. */
export const RICH_TEXT_STYLES: Readonly<Record<string, Readonly<Record<string, readonly RegExp[]>>>> = {
  '*': { 'text-align': [/^(left|right|center|justify)$/] },
  col: { width: [/^\d+(px|%)$/] },
};

/** Schemes a link may use. `javascript:`, `data:`, `vbscript:` and all others are refused in any spelling. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Schemes an image may use; which hosts are allowed is `allowedImageSource`'s business. */
export const IMAGE_SCHEMES = ['http', 'https'] as const;

export { UPLOAD_PATH_PREFIX } from './upload-address.js';

export interface RichTextImagePolicy {
  /** The site's origin: absolute addresses of its own uploads are kept, as paths. */
  publicOrigin: string;
  /** `host` or `host:port` values, lower case, that may serve images over https. */
  remoteImageHosts: readonly string[];
}

/**
 * The address an image may keep, or undefined when the image must go: one of the site's uploads,
 * in its one canonical form `/api/upload/<stored path>` however it was spelt (relative, absolute
 * or protocol-relative on the site's origin, percent-escaped, with dot segments, a query or a
 * fragment: contract/upload-address.ts), so that the site shows it under any name it is reached by
 * and the media library sees the use; or https from a named host. Never with user info, never `data:`.
 */
export function allowedImageSource(src: string | undefined, policy: RichTextImagePolicy): string | undefined {
  if (!src) return undefined;
  const upload = uploadPathOfAddress(src, [policy.publicOrigin]);
  if (upload) return `${UPLOAD_PATH_PREFIX}${upload}`;
  const resolved = resolveOnSite(src, [policy.publicOrigin]);
  if (!resolved) return undefined;
  const { url, own } = resolved;
  if (own) return url.pathname.startsWith(UPLOAD_PATH_PREFIX) ? `${url.pathname}${url.search}` : undefined;
  return url.protocol === 'https:' && policy.remoteImageHosts.includes(url.host) ? url.href : undefined;
}

/**
 * A link's address as stored: a link to one of the site's uploads (a PDF, a picture) in the
 * canonical form images get, keeping its fragment (`#page=3`); any other address as written.
 */
export function canonicalLink(href: string | undefined, policy: RichTextImagePolicy): string | undefined {
  if (!href) return href;
  const upload = uploadPathOfAddress(href, [policy.publicOrigin]);
  if (!upload) return href;
  return `${UPLOAD_PATH_PREFIX}${upload}${resolveOnSite(href, [policy.publicOrigin])?.url.hash ?? ''}`;
}

/**
 * A link's `target` and `rel`: a link that opens a new tab must not hand the opener to the other
 * site, so `_blank` always comes with `noopener noreferrer`; any other target is dropped.
 */
export function linkTarget(attributes: Readonly<Record<string, string>>): Record<string, string> {
  const { target, ...rest } = attributes;
  return target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest;
}
