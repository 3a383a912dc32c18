/** Stored page bodies: compressed once, served with a new nonce each time, byte for byte right. */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chooseEncoding, CompressedBody } from '../../server/http/compressed-body.js';

const NONCE = 'q1W2e3R4t5Y6u7I8o9P0aA==';

it('inflates to the body with every nonce replaced, checksum included, for any text', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 6 }), fc.base64String({ minLength: 4, maxLength: 44 }), (pieces, fresh) => {
      const body = pieces.join(NONCE);
      const stored = CompressedBody.compress(body, NONCE);
      const expected = body.split(NONCE).join(fresh);
      expect(zlib.inflateSync(stored.deflated(fresh)).toString('utf8')).toBe(expected);
      // The same pieces as gzip: its CRC-32 is combined from the pieces' and checked by gunzip.
      expect(zlib.gunzipSync(stored.encoded('gzip', fresh)).toString('utf8')).toBe(expected);
      expect(stored.plain(fresh).toString('utf8')).toBe(expected);
    }),
    { seed: 20261123, numRuns: 200 },
  );
});

it('keeps a body without a nonce as it is, and holds far fewer bytes than a repetitive page', () => {
  const page = `<main>${'<p class="lawyer">Counsel, London</p>'.repeat(2000)}</main>`;
  const stored = CompressedBody.compress(page, '');
  expect(stored.plain('ignored').toString('utf8')).toBe(page);
  expect(stored.size).toBeLessThan(page.length / 20);
});

it('keeps a body without a nonce brotli-compressed too, and gives the same text in every encoding', () => {
  const json = JSON.stringify({ status: 200, result: Array.from({ length: 50 }, (_, id) => ({ id, title: `News ${id}` })) });
  const stored = CompressedBody.compress(json, '');
  expect(stored.encodings).toEqual(['br', 'gzip', 'deflate']);
  expect(zlib.brotliDecompressSync(stored.encoded('br', '')).toString('utf8')).toBe(json);
  expect(zlib.gunzipSync(stored.encoded('gzip', '')).toString('utf8')).toBe(json);
  expect(zlib.inflateSync(stored.encoded('deflate', '')).toString('utf8')).toBe(json);
  // A page with a nonce cannot be brotli-compressed once for every nonce.
  expect(CompressedBody.compress(`<script nonce="${NONCE}">`, NONCE).encodings).toEqual(['gzip', 'deflate']);
});

it('chooses the encoding by Accept-Encoding as HTTP defines it', () => {
  const all = ['br', 'gzip', 'deflate'] as const;
  expect(chooseEncoding('gzip, deflate, br', all)).toBe('br');
  expect(chooseEncoding('gzip, deflate, br', ['gzip', 'deflate'])).toBe('gzip');
  expect(chooseEncoding('br;q=0.5, deflate;q=0.8', all)).toBe('deflate');
  expect(chooseEncoding('gzip, deflate;q=0', ['deflate'])).toBeUndefined();
  expect(chooseEncoding('*', all)).toBe('br');
  expect(chooseEncoding('*, br;q=0, gzip;q=0', all)).toBe('deflate');
  expect(chooseEncoding('identity', all)).toBeUndefined();
  expect(chooseEncoding(undefined, all)).toBeUndefined();
});
