/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts. A stored page is sent to many
 * visitors as the same bytes, so its policy names its scripts by hash instead of by a nonce: a
 * nonce in a body that is sent again would be known to everyone (decision 0034). A hash allows
 * exactly that script's text and nothing else.
 *
 * The text hashed is what the browser hashes: the element's text as parsed, which for a script is
 * the raw characters up to `</script` with line breaks normalised (HTML's input stream turns CR
 * LF and CR into LF), in UTF-8. Scripts with `src` are loaded from the site ('self') and data
 * blocks (JSON-LD) are never run, so neither needs a hash; hashing a data block would do no harm.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const parsed = text.replace(/\r\n?/g, '\n');
    sources.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
