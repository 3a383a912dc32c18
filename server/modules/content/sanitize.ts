/**
 * The one allow-list for rich text (news, cases, honours, biographies, introductions, documents),
 * applied when content is saved and again when it is rendered. What the admin editor can produce
 * survives; scripts, event handlers, iframes, styles beyond text alignment, and `javascript:` or
 * `data:` addresses in any spelling do not.
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
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Sanitises a value that may be absent. */
export function sanitizeOptional(html: string | null | undefined): string | null {
  return html === null || html === undefined ? null : sanitizeRichText(html);
}
