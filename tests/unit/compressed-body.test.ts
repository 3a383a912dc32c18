/** Stored page bodies: compressed once, served with a new nonce each time, byte for byte right. */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { acceptsDeflate, CompressedBody } from '../../server/http/compressed-body.js';

const NONCE = 'q1W2e3R4t5Y6u7I8o9P0aA==';

it('inflates to the body with every nonce replaced, checksum included, for any text', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 6 }), fc.base64String({ minLength: 4, maxLength: 44 }), (pieces, fresh) => {
      const body = pieces.join(NONCE);
      const stored = CompressedBody.compress(body, NONCE);
      const expected = body.split(NONCE).join(fresh);
      expect(zlib.inflateSync(stored.deflated(fresh)).toString('utf8')).toBe(expected);
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

it('reads Accept-Encoding as HTTP defines it', () => {
  expect(acceptsDeflate('gzip, deflate, br')).toBe(true);
  expect(acceptsDeflate('br;q=1.0, deflate;q=0.5')).toBe(true);
  expect(acceptsDeflate('gzip, deflate;q=0')).toBe(false);
  expect(acceptsDeflate('*')).toBe(true);
  expect(acceptsDeflate('*, deflate;q=0')).toBe(false);
  expect(acceptsDeflate('gzip, br')).toBe(false);
  expect(acceptsDeflate(undefined)).toBe(false);
});
