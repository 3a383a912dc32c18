/**
 * A public page's scripts load after the page has loaded (decision 0043). The page arrives whole
 * from the server (content and inline styles) and works without JavaScript (links, forms, the
 * phone menu), so its scripts (about 120 KB gzipped) only make it interactive. Fetched at once,
 * they share a phone's bandwidth with the page's images, its largest paint among them, and
 * Lighthouse's simulation counts every script that finished before that paint as holding it up.
 *
 * React Router's <Scripts> has no option for this, so the rendered page is rewritten:
 * `<link rel="modulepreload">` becomes `rel="deferred-modulepreload"` (not fetched) and its inline
 * module script `type="deferred-module"` (not run). `START_AFTER_LOAD` (deferred-scripts.ts), rendered after <Scripts>,
 * turns them back once the window has loaded and painted (or after four seconds, so one slow image
 * cannot keep a page inert): the preloads start together and the module script, inserted again,
 * runs as it would have, under the same nonce or hash.
 */

const REWRITES: readonly [from: Buffer, to: Buffer][] = [
  [Buffer.from('<link rel="modulepreload" '), Buffer.from('<link rel="deferred-modulepreload" ')],
  [Buffer.from(' type="module"'), Buffer.from(' type="deferred-module"')],
];

/**
 * The page with its module preloads and module script held back. Markup only can match: text and
 * attribute values are escaped (`&quot;`), and the hydration data is JSON inside a string.
 */
export function deferScripts(page: Buffer): Buffer<ArrayBuffer> {
  let current = page;
  for (const [from, to] of REWRITES) {
    const pieces: Buffer[] = [];
    let start = 0;
    for (let at = current.indexOf(from); at !== -1; at = current.indexOf(from, start)) {
      pieces.push(current.subarray(start, at), to);
      start = at + from.length;
    }
    if (pieces.length) current = Buffer.concat([...pieces, current.subarray(start)]);
  }
  return Buffer.concat([current]);
}
