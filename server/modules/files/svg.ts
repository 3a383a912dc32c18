/**
 * SVG sanitising. An SVG is a document that can carry script, so what is kept is an allow-list
 * (DOMPurify's SVG profile) plus rules of our own: links and references only to `#fragments` in
 * the same drawing, no CSS that fetches anything, no foreignObject. The result is serialised as
 * XML so it stays a well-formed standalone SVG file. Runs in an upload worker (processing-worker.ts),
 * never on the thread that serves requests, and only after svg-structure.ts has counted the drawing.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { readSvgStructure } from './svg-structure.js';

/** A CSS `url(...)` that is not a `#fragment` of this drawing. */
const EXTERNAL_URL = /url\(\s*(?!['"]?\s*#)/i;
/** CSS that can load something without `url(`, or that hides what it says behind escapes. */
const RISKY_CSS = /@import|image-set\(|\\/i;

function isExternalCss(value: string): boolean {
  return EXTERNAL_URL.test(value) || RISKY_CSS.test(value);
}

/** Our rules on top of DOMPurify's SVG profile. */
function addOwnRules(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name === 'href' || name.endsWith(':href')) {
      // Same-drawing references only: no javascript:, data:, or anything fetched from elsewhere.
      if (!value.startsWith('#')) data.keepAttr = false;
      return;
    }
    // Presentation attributes (fill="url(...)") and style="" can both point outside.
    if (/url\(|@import|image-set/i.test(value) || name === 'style') {
      if (isExternalCss(value)) data.keepAttr = false;
    }
  });

  purify.addHook('uponSanitizeElement', (node, data) => {
    // A <style> element that could fetch something loses its rules; emptying it (rather than
    // removing the node) keeps DOMPurify's walk over the tree intact.
    if (data.tagName === 'style' && isExternalCss(node.textContent ?? '')) node.textContent = '';
  });
}

interface Purifier {
  purify: DOMPurify;
  serialize: (node: Node) => string;
}

let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify over one jsdom window for the life of the worker (creating a window costs far more
 * than a sanitise), made on the worker's first SVG: jsdom holds some 50 MB that a worker which
 * only re-encodes photos should not carry.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    addOwnRules(purify);
    const serializer = new window.XMLSerializer();
    return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
  });
  return purifier;
}

const CONFIG: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> is safe once its href can only point inside the drawing.
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject', 'foreignobject', 'script', 'iframe', 'embed', 'object'],
  RETURN_DOM: true,
};

/**
 * The sanitised drawing as UTF-8 text, or null when nothing of an `<svg>` survives.
 * The input has already been recognised as SVG by detectFileType. Past the element or depth
 * limits, or when it is not well-formed XML, it is refused before any tree is built.
 */
export async function sanitizeSvg(input: string): Promise<string | null> {
  // Counted and rewritten without prolog, comments or processing instructions.
  const markup = readSvgStructure(input);
  const { purify, serialize } = await loadPurifier();
  // With RETURN_DOM the result is the <body> of DOMPurify's working document.
  const body = purify.sanitize(markup, CONFIG) as Element;
  const svg = body.querySelector('svg');
  if (!svg) return null;
  // XMLSerializer (not innerHTML) so entities such as &nbsp; become characters and namespaces
  // (xmlns, xmlns:xlink) are declared: a file that any XML parser accepts.
  const xml = serialize(svg);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
