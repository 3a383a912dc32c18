/** Stored answer bodies: compressed once, brotli when stored and gzip when first asked for, byte for byte right. */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { chooseEncoding, compressBody, gzipCopy, plainBody } from '../../server/http/compressed-body.js';

afterEach(() => {
  vi.restoreAllMocks();
});

it('gives the same text back from brotli, the gzip copy (made from the text or from brotli, the same bytes) and the plain copy, for any text', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 2000 }), async (text) => {
      const stored = await compressBody(text);
      expect(stored.gzip).toBeUndefined();
      expect(zlib.brotliDecompressSync(stored.br).toString('utf8')).toBe(text);
      const gzip = await gzipCopy(stored);
      expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(text);
      expect((await gzipCopy(stored, Buffer.from(text, 'utf8'))).equals(gzip)).toBe(true);
      expect(plainBody(stored).toString('utf8')).toBe(text);
    }),
    { seed: 20261125, numRuns: 100 },
  );
});

it('holds far fewer bytes than a repetitive page, brotli smaller than gzip', async () => {
  const page = `<main>${'<p class="lawyer">Counsel, London</p>'.repeat(2000)}</main>`;
  const stored = await compressBody(page);
  expect(stored.br.length).toBeLessThan(page.length / 20);
  expect(stored.br.length).toBeLessThan((await gzipCopy(stored)).length);
});

it('compresses in the thread pool, never on the event loop, and below brotli quality 9; gzip only when asked for', async () => {
  // Quality 9 clears a hash table of tens of megabytes on every call: 10-90 ms for any answer,
  // a 1 KB one too, for under 0.3% fewer bytes than 8 (decision 0045).
  const onLoop = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'gzipSync')];
  const brotli = vi.spyOn(zlib, 'brotliCompress');
  const gzip = vi.spyOn(zlib, 'gzip');
  const page = `<main>${'<p class="lawyer">Counsel, London</p>'.repeat(2000)}</main>`;
  const stored = await compressBody(page);
  // The test runner may compress things of its own meanwhile: only the calls given this page count.
  const ofPage = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([input]) => String(input) === page);
  expect(ofPage(brotli)).toHaveLength(1);
  expect(ofPage(gzip)).toHaveLength(0);
  // The gzip copy, when first asked for, of the body inflated from brotli in the thread pool too.
  const inflateOnLoop = vi.spyOn(zlib, 'brotliDecompressSync');
  expect(zlib.gunzipSync(await gzipCopy(stored)).toString('utf8')).toBe(page);
  for (const spy of onLoop) expect(ofPage(spy)).toEqual([]);
  expect(inflateOnLoop).not.toHaveBeenCalled();
  expect(ofPage(gzip)).toHaveLength(1);
  const options = ofPage(brotli)[0]![1] as zlib.BrotliOptions;
  expect(options.params?.[zlib.constants.BROTLI_PARAM_QUALITY]).toBeLessThan(9);
  expect(zlib.brotliDecompressSync(stored.br).toString('utf8')).toBe(page);
});

it('chooses the encoding by Accept-Encoding as HTTP defines it', () => {
  const all = ['br', 'gzip'] as const;
  expect(chooseEncoding('gzip, deflate, br', all)).toBe('br');
  expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  expect(chooseEncoding('gzip, deflate, br', [])).toBeUndefined();
  expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
  expect(chooseEncoding('br;q=0.5, gzip;q=0.8', all)).toBe('gzip');
  expect(chooseEncoding('gzip;q=0, deflate', all)).toBeUndefined();
  expect(chooseEncoding('deflate', all)).toBeUndefined();
  expect(chooseEncoding('*', all)).toBe('br');
  expect(chooseEncoding('*, br;q=0', all)).toBe('gzip');
  expect(chooseEncoding('identity', all)).toBeUndefined();
  expect(chooseEncoding(undefined, all)).toBeUndefined();
});
