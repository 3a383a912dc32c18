/** Stored answer bodies: compressed once in every stored encoding, byte for byte right. */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chooseEncoding, compressBody, plainBody } from '../../server/http/compressed-body.js';

it('gives the same text back from brotli, gzip and the plain copy, for any text', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 2000 }), (text) => {
      const stored = compressBody(text);
      expect(zlib.brotliDecompressSync(stored.br).toString('utf8')).toBe(text);
      expect(zlib.gunzipSync(stored.gzip).toString('utf8')).toBe(text);
      expect(plainBody(stored).toString('utf8')).toBe(text);
      expect(stored.size).toBe(stored.br.length + stored.gzip.length);
    }),
    { seed: 20261125, numRuns: 100 },
  );
});

it('holds far fewer bytes than a repetitive page, brotli smaller than gzip', () => {
  const page = `<main>${'<p class="lawyer">Counsel, London</p>'.repeat(2000)}</main>`;
  const stored = compressBody(page);
  expect(stored.size).toBeLessThan(page.length / 20);
  expect(stored.br.length).toBeLessThan(stored.gzip.length);
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
