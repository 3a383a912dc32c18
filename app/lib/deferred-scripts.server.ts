/**
 * A public page's scripts load after the page has loaded (decision 0043). The page arrives whole
 * from the server (content and inline styles) and works without JavaScript (links, forms, the
 * phone menu), so its scripts (about 120 KB gzipped) only make it interactive. Fetched at once,
 * they share a phone's bandwidth with the page's images, its largest paint among them, and
 * Lighthouse's simulation counts every script that finished before that paint as holding it up.
 *
 * React Router's <Scripts> has no option for this, so the rendered page is rewritten:
 * `<link rel="modulepreload">` becomes `rel="deferred-modulepreload"` (not fetched) and its inline
 * module script `type="deferred-module"` (not run). `START_AFTER_LOAD` (deferred-scripts.ts),
 * rendered after <Scripts>, turns them back once the window has loaded and painted (or after four
 * seconds, so one slow image cannot keep a page inert): the preloads start together and the module
 * script, inserted again, runs as it would have, under the same nonce or hash.
 */

import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './deferred-scripts.js';

/** Bytes of a page and what they become. */
export type Rewrite = readonly [from: Buffer, to: Buffer];

/** What is held back, and under what name. */
export const HELD_BACK_SCRIPTS: readonly Rewrite[] = [
  [Buffer.from('<link rel="modulepreload" '), Buffer.from(`<link rel="${DEFERRED_PRELOAD_REL}" `)],
  [Buffer.from(' type="module"'), Buffer.from(` type="${DEFERRED_MODULE_TYPE}"`)],
];

/**
 * The page React wrote in `chunks`, with its module preloads and module script held back, in one
 * copy besides joining the chunks. Markup only can match: text and attribute values are escaped
 * (`&quot;`), and the hydration data is JSON inside a string.
 */
export function deferScripts(chunks: readonly Buffer[]): Buffer<ArrayBuffer> {
  return rewritten(chunks, HELD_BACK_SCRIPTS);
}

/**
 * The page React wrote in `chunks` with every match of each rewrite replaced, in one pass: the
 * scripts held back, and the stand-ins of the text pages carry as it is (page-texts.server.ts).
 */
export function rewritten(chunks: readonly Buffer[], rewrites: readonly Rewrite[]): Buffer<ArrayBuffer> {
  const page = Buffer.concat(chunks);
  const pieces: Buffer[] = [];
  // Each pattern's next match, searched again only once it is used: each is looked for through
  // the page once (looking for both after every match scanned the page again per preload).
  const next = rewrites.map(([from]) => page.indexOf(from));
  let start = 0;
  for (;;) {
    let nearest = -1;
    next.forEach((at, i) => {
      if (at !== -1 && (nearest === -1 || at < next[nearest]!)) nearest = i;
    });
    if (nearest === -1) break;
    const [from, to] = rewrites[nearest]!;
    const at = next[nearest]!;
    pieces.push(page.subarray(start, at), to);
    start = at + from.length;
    next[nearest] = page.indexOf(from, start);
  }
  if (!pieces.length) return page;
  pieces.push(page.subarray(start));
  return Buffer.concat(pieces);
}
