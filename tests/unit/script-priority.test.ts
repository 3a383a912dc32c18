import { describe, expect, it } from 'vitest';
import { LowPriorityPreloads } from '../../app/lib/script-priority.js';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Ünïcödé 文字 <b>bold</b> &lt;link rel="modulepreload" </p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/route.js"/><link rel="modulepre' +
  'fetch" href="/x.js"/><script>1<2</script></body></html><';

function collect(pieces: string[]): string {
  const collector = new LowPriorityPreloads();
  for (const piece of pieces) collector.write(Buffer.from(piece));
  return collector.bytes().toString('utf8');
}

describe('module preloads at low priority, as a page is collected (decision 0037)', () => {
  // What the collector must give, whatever the pieces: the whole page rewritten at once.
  const expected = PAGE.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');

  it('marks every module preload and changes nothing else', () => {
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(expected.replaceAll('fetchpriority="low" ', '')).toBe(PAGE);
    expect(collect([PAGE])).toBe(expected);
  });

  it('finds a tag cut between two writes, wherever the cut falls', () => {
    for (let cut = 0; cut <= PAGE.length; cut++) expect(collect([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(expected);
  });

  it('finds a tag written a character at a time', () => {
    expect(collect([...PAGE])).toBe(expected);
  });

  it('gives back a page that ends in the start of a tag as it was', () => {
    expect(collect(['<p>x</p>', '<link rel="modu'])).toBe('<p>x</p><link rel="modu');
  });
});
