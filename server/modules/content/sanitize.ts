/**
 * Rich text cleaned by contract/rich-text-policy's allow-list (the one list, kept there), with
 * sanitize-html: when content is saved (`html`, `optional`), and again when a public page renders
 * what is stored (`forPage`, through content/page-images, in the page's loader on the server, so
 * the browser gets clean HTML and no sanitiser in its bundle). What the admin editor can produce
 * survives; scripts, event handlers, iframes, styles beyond text alignment, and `javascript:`,
 * `data:` or `vbscript:` addresses in any spelling do not. Images the policy does not allow
 * (decision 0014) are dropped and the rest of the content kept; the Content-Security-Policy's
 * `img-src` says the same (server/http/security-headers.ts).
 */
import sanitizeHtml from 'sanitize-html';
import {
  allowedImageSource,
  canonicalLink,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  linkTarget,
  PAGE_IMAGE_ATTRIBUTES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  type RichTextImagePolicy,
  UPLOAD_PATH_PREFIX,
} from '../../../contract/rich-text-policy.js';
import { uploadPathOfAddress } from '../../../contract/upload-address.js';

export type { RichTextImagePolicy } from '../../../contract/rich-text-policy.js';

const STORED_IMAGE_ATTRIBUTES = new Set(RICH_TEXT_ATTRIBUTES.img);

/** sanitize-html's options for contract/rich-text-policy's allow-list. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: Object.fromEntries(
    Object.entries(RICH_TEXT_STYLES).map(([tag, properties]) => [tag, Object.fromEntries(Object.entries(properties).map(([name, values]) => [name, [...values]]))]),
  ),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkTarget(attribs) }),
  },
  // An image left without an address (see imageRule) is removed; the text around it stays.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

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
        // Read as the upload route reads it: rich text saved before it stored one form may spell it otherwise (`%2F`, `./`).
        const path = uploadPathOfAddress(attribs.src ?? '', []);
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

/** Keeps an image's address when the policy allows it, and takes it away otherwise. */
function imageRule(policy: RichTextImagePolicy): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { src, ...attributes } = attribs;
    const allowed = allowedImageSource(src, policy);
    return { tagName, attribs: allowed === undefined ? attributes : { ...attributes, src: allowed } };
  };
}

/** A link opens a new tab safely, and one to an upload is stored in the upload's one form, so the media library sees it. */
function linkRule(policy: RichTextImagePolicy): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const href = canonicalLink(attribs.href, policy);
    return { tagName, attribs: linkTarget(href === undefined ? attribs : { ...attribs, href }) };
  };
}

export function createRichTextSanitizer(policy: RichTextImagePolicy): RichTextSanitizer {
  const withPolicy: sanitizeHtml.IOptions = { ...options, transformTags: { ...options.transformTags, a: linkRule(policy), img: imageRule(policy) } };
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
            // Only what an editor may store goes in: the page's own attributes (srcset, ...) come
            // from `image` alone, never from the stored HTML.
            const stored = Object.fromEntries(Object.entries(attribs).filter(([name]) => STORED_IMAGE_ATTRIBUTES.has(name)));
            const checked = checkImage(tagName, stored);
            return checked.attribs.src ? { tagName, attribs: image(checked.attribs) } : checked;
          },
        },
      });
    },
  };
}
