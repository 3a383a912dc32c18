/**
 * The one allow-list for rich text (news, cases, honours, biographies, introductions, documents),
 * applied when content is saved (`services.richText`, built with the site's image policy, is the
 * one to use when rendering too). What the admin editor can produce survives; scripts, event
 * handlers, iframes, styles beyond text alignment, and `javascript:` or `data:` addresses in any
 * spelling do not.
 *
 * Images load by themselves when a page is read, so a remote one tells its host who read what (a
 * tracking pixel). Only the site's own uploads may be embedded, plus images over https from the
 * hosts the operator names (REMOTE_IMAGE_HOSTS); any other image is dropped and the rest of the
 * content kept. The Content-Security-Policy's `img-src` says the same (server/http/security-headers.ts).
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup',
    'mark', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['span', 'style'],
    ol: ['start'],
    p: ['style'],
    h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|right|center|justify)$/] },
    col: { width: [/^\d+(px|%)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      // Links that open a new tab must not hand the opener to the other site.
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
  },
  // An image left without an address (see imageRule) is removed; the text around it stays.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export interface RichTextImagePolicy {
  /** The site's origin: absolute addresses of its own uploads are kept, as paths. */
  publicOrigin: string;
  /** `host` or `host:port` values, lower case, that may serve images over https. */
  remoteImageHosts: readonly string[];
}

export interface RichTextSanitizer {
  html(html: string): string;
  /** Sanitises a value that may be absent. */
  optional(html: string | null | undefined): string | null;
  /**
   * Sanitises stored rich text for a page and rewrites each image as `image` says (resized
   * variants, size, lazy loading); what was stored is not changed.
   */
  forPage(html: string, image: (attributes: Record<string, string>) => Record<string, string>): string;
}

/** Stored paths (`2026/11/<hex>.jpg`) of the site's own uploads that some rich text embeds. */
export function uploadedImagePaths(html: string): string[] {
  const paths: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        const path = uploadPathOf(attribs.src);
        if (path) paths.push(path);
        return { tagName, attribs };
      },
    },
  });
  return paths;
}

/** The stored path an image address names when it is one of the site's uploads, as sanitised HTML holds them. */
export function uploadPathOf(src: string | undefined): string | undefined {
  if (!src?.startsWith(UPLOAD_PATH_PREFIX)) return undefined;
  return src.slice(UPLOAD_PATH_PREFIX.length).split(/[?#]/)[0];
}

const UPLOAD_PATH_PREFIX = '/api/upload/';

/** What a page adds to an image on top of what editors may store. */
const PAGE_IMAGE_ATTRIBUTES = ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'] as const;

/** The address an image may keep, or undefined when it must go. */
function allowedImageSource(src: string | undefined, policy: RichTextImagePolicy, siteOrigin: string): string | undefined {
  if (!src) return undefined;
  let url: URL;
  try {
    url = new URL(src.trim(), siteOrigin);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  // As a path, so that the site shows its uploads whatever name it is reached under.
  if (url.origin === siteOrigin) return url.pathname.startsWith(UPLOAD_PATH_PREFIX) ? `${url.pathname}${url.search}` : undefined;
  return url.protocol === 'https:' && policy.remoteImageHosts.includes(url.host) ? url.href : undefined;
}

/** Keeps an image's address when the policy allows it, and takes it away otherwise. */
function imageRule(policy: RichTextImagePolicy): sanitizeHtml.Transformer {
  const siteOrigin = new URL(policy.publicOrigin).origin;
  return (tagName, attribs) => {
    const { src, ...attributes } = attribs;
    const allowed = allowedImageSource(src, policy, siteOrigin);
    return { tagName, attribs: allowed === undefined ? attributes : { ...attributes, src: allowed } };
  };
}

export function createRichTextSanitizer(policy: RichTextImagePolicy): RichTextSanitizer {
  const withPolicy: sanitizeHtml.IOptions = { ...options, transformTags: { ...options.transformTags, img: imageRule(policy) } };
  const html = (value: string) => sanitizeHtml(value, withPolicy);
  const checkImage = imageRule(policy);
  return {
    html,
    optional: (value) => (value === null || value === undefined ? null : html(value)),
    forPage(value, image) {
      return sanitizeHtml(value, {
        ...withPolicy,
        allowedAttributes: { ...options.allowedAttributes, img: [...PAGE_IMAGE_ATTRIBUTES] },
        transformTags: {
          ...withPolicy.transformTags,
          img: (tagName, attribs) => {
            const checked = checkImage(tagName, attribs);
            return checked.attribs.src ? { tagName, attribs: image(checked.attribs) } : checked;
          },
        },
      });
    },
  };
}
