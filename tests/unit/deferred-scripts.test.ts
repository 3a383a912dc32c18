import { describe, expect, it } from 'vitest';
import { deferScripts } from '../../app/lib/deferred-scripts.server.js';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/route.js"/>' +
  '<link rel="stylesheet" href="/a.css"/></head><body><p>Ünïcödé 文字 &lt;link rel=&quot;modulepreload&quot; type=&quot;module&quot;</p>' +
  '<script nonce="n">window.__ctx = {"a":"<script type=\\"module\\">"};</script>' +
  '<script nonce="n" type="module" async="">import "/assets/entry.js";</script></body></html>';

describe('a public page’s scripts held back until it has loaded (decision 0043)', () => {
  const deferred = deferScripts([Buffer.from(PAGE)]).toString('utf8');

  it('turns every module preload and the module script into ones the browser neither fetches nor runs', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred.match(/<link rel="deferred-modulepreload" href="\/assets\/\w+\.js"\/>/g)).toHaveLength(2);
    expect(deferred).toContain('<script nonce="n" type="deferred-module" async="">import "/assets/entry.js";</script>');
  });

  it('changes nothing else: text, attribute values and the hydration data stay as they were', () => {
    expect(deferred.replaceAll('rel="deferred-modulepreload"', 'rel="modulepreload"').replace('type="deferred-module"', 'type="module"')).toBe(PAGE);
    expect(deferred).toContain('&lt;link rel=&quot;modulepreload&quot; type=&quot;module&quot;');
    expect(deferred).toContain('"<script type=\\"module\\">"');
  });

  it('holds back every match whatever their order, split across React’s chunks too', () => {
    const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;
    const page = `<html><head>${preload('a')}</head><body><script type="module">1</script>${preload('b')}${preload('c')}<script type="module">2</script></body></html>`;
    const held = page.replaceAll('rel="modulepreload"', 'rel="deferred-modulepreload"').replaceAll('type="module"', 'type="deferred-module"');
    // Every split point, so a pattern is cut between two chunks somewhere.
    for (let at = 0; at <= page.length; at++) {
      expect(deferScripts([Buffer.from(page.slice(0, at)), Buffer.from(page.slice(at))]).toString('utf8')).toBe(held);
    }
  });

  it('gives back a page with nothing to hold back as it was', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(deferScripts([Buffer.from(plain)]).toString('utf8')).toBe(plain);
  });
});
