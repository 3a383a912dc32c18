/**
 * The first pass over an uploaded SVG, before anything builds a tree of it: a streaming XML
 * parser counts elements and nesting depth and stops at the first one past the limits. The pass
 * also writes the drawing out again as plain markup (elements, attributes, text; no comments,
 * processing instructions or DOCTYPE), and that copy is what the cleaner parses: an HTML parser
 * reads `<?pi > <g>... ?>` or `<!-- --!> <g>...` differently from an XML parser, and the count
 * must hold for exactly what gets built.
 */
import { SaxesParser } from 'saxes';
import { AppError } from '../../http/errors.js';
import { imageUnreadable, svgTooDeep, svgTooManyElements } from './errors.js';

/**
 * The richest demo drawing has 366 elements nested 4 deep, icon sets stay under 50 and 10 deep.
 * Cleaning 5,000 elements takes a worker about 90 MB of heap (10,000 reach 127 MB, the edge of its
 * 128 MB limit); DOMPurify's time grows with the square of the depth past a few hundred levels.
 */
export const SVG_LIMITS = { elements: 5_000, depth: 64 } as const;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * The drawing as plain markup, or a refusal: 413 past the limits, 400 when it is not well-formed
 * XML (a browser would not show such a file either).
 */
export function readSvgStructure(text: string): string {
  const parser = new SaxesParser({ xmlns: false });
  const out: string[] = [];
  let elements = 0;
  let depth = 0;

  parser.on('opentagstart', () => {
    elements += 1;
    depth += 1;
    if (elements > SVG_LIMITS.elements) throw svgTooManyElements(SVG_LIMITS.elements);
    if (depth > SVG_LIMITS.depth) throw svgTooDeep(SVG_LIMITS.depth);
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
    out.push(`<${tag.name}${attributes.join('')}${tag.isSelfClosing ? '/>' : '>'}`);
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (!tag.isSelfClosing) out.push(`</${tag.name}>`);
  });
  parser.on('text', (value) => {
    // Whitespace between the prolog and the root is outside the document.
    if (depth > 0) out.push(escapeText(value));
  });
  parser.on('cdata', (value) => out.push(escapeText(value)));

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw imageUnreadable();
  }
  return out.join('');
}
