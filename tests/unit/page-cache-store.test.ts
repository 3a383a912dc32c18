/**
 * The page cache's store (server/http/page-cache-store.ts) counts an entry's gzip copy, made on
 * the first ask for it (decision 0085), exactly: in the entry's size and the store's total while
 * the entry is stored, with room made by the least recently used going; not at all for an entry
 * dropped while its copy was made; and the total comes back to nothing once every entry is gone.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody } from '../../server/http/compressed-body.js';
import { type CachedPage, createPageStore } from '../../server/http/page-cache-store.js';

/** Some text that compresses to a few kilobytes, different for each `seed`. */
function text(seed: number): string {
  let state = seed;
  const words: string[] = [];
  for (let word = 0; word < 3_000; word++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(`w${state % 5000}`);
  }
  return `<main>${words.join(' ')}</main>`;
}

/** An entry as page-cache-entry.ts makes it: its brotli copy, its size that copy's and `overhead`. */
async function entry(seed: number, overhead = 1_000): Promise<CachedPage> {
  const body = await compressBody(text(seed));
  return {
    counter: 1,
    tags: ['article'],
    replay: { url: `/page/${seed}`, headers: {}, remoteAddress: undefined },
    status: 200,
    headers: {},
    body,
    etags: { identity: '"a"', br: '"a-br"', gzip: '"a-gz"' },
    views: [],
    bytes: body.br.length + overhead,
    route: '/page',
  };
}

describe('the page store\'s count of gzip copies', () => {
  it('adds the copy to the entry and the total once, however many ask at once, and takes it off with the entry', async () => {
    const store = createPageStore(1_000_000);
    const page = await entry(1);
    store.store('a', page);
    const before = store.bytes();
    expect(page.body.gzip).toBeUndefined();
    expect(store.gzipBytes()).toBe(0);
    const [first, second] = await Promise.all([store.gzipOf('a', page), store.gzipOf('a', page)]);
    expect(second).toBe(first);
    expect(zlib.gunzipSync(first).toString('utf8')).toBe(text(1));
    expect(page.body.gzip).toBe(first);
    expect(store.bytes()).toBe(before + first.length);
    expect(store.gzipBytes()).toBe(first.length);
    expect(page.bytes).toBe(before + first.length);
    // Asked again: the copy kept, nothing counted twice.
    expect(await store.gzipOf('a', page)).toBe(first);
    expect(store.bytes()).toBe(before + first.length);
    store.remove('a');
    expect(store.bytes()).toBe(0);
    expect(store.gzipBytes()).toBe(0);
  });

  it('makes the copy of the text given when the caller has it: the same bytes as from brotli', async () => {
    const store = createPageStore(1_000_000);
    const [given, inflated] = [await entry(2), await entry(2)];
    store.store('given', given);
    store.store('inflated', inflated);
    const fromText = await store.gzipOf('given', given, Buffer.from(text(2), 'utf8'));
    expect(fromText.equals(await store.gzipOf('inflated', inflated))).toBe(true);
  });

  it('makes room for a copy by dropping the least recently used entries, staying within the budget', async () => {
    const [old, used] = [await entry(3), await entry(4)];
    const gzip = await gzipLengthOf(used);
    // Room for both entries, not for both and the copy.
    const store = createPageStore(old.bytes + used.bytes + gzip - 1);
    store.store('old', old);
    store.store('used', used);
    await store.gzipOf('used', used);
    expect(store.get('old')).toBeUndefined();
    expect(store.get('used')).toBe(used);
    expect(store.bytes()).toBe(used.bytes);
    expect(store.bytes()).toBeLessThanOrEqual(old.bytes + used.bytes + gzip - 1);
    expect(store.gzipBytes()).toBe(gzip);
  });

  it('counts nothing for an entry dropped or replaced while its copy was made', async () => {
    const store = createPageStore(1_000_000);
    const page = await entry(5);
    store.store('a', page);
    const making = store.gzipOf('a', page);
    const replacement = await entry(6);
    store.store('a', replacement);
    const after = store.bytes();
    await making;
    expect(store.bytes()).toBe(after);
    expect(store.gzipBytes()).toBe(0);
    store.remove('a');
    expect(store.bytes()).toBe(0);
  });
});

/** The length of an entry's gzip copy, made in a store of its own (the entry is left as it was). */
async function gzipLengthOf(page: CachedPage): Promise<number> {
  const copy = { ...page, body: { br: page.body.br } };
  return (await createPageStore(1_000_000).gzipOf('x', copy)).length;
}
