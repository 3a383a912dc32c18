/** The CSP hashes of a stored page's inline scripts (decision 0034). */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/script-hashes.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

it('hashes each inline script as the browser reads it, and no script with src or data block', () => {
  const html = [
    '<html><head><script nonce="abc">window.a = 1;</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<SCRIPT async src=/assets/x.js></SCRIPT>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="module" nonce="abc">import("/assets/b.js");\r\nwindow.é = "ü";</script >',
    '<script>window.a = 1;</script>',
    '<script></script>',
    '</head></html>',
  ].join('\n');
  expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import("/assets/b.js");\nwindow.é = "ü";'), sha('')]);
  expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
});
