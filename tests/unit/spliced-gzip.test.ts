/**
 * gzip made of parts deflated once and the bytes between them deflated per response
 * (server/http/spliced-gzip.ts, decision 0053): whatever the parts and wherever they stand, the
 * result is one gzip member that inflates to the page, read by zlib and checked by its CRC.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { knownPart, splicedGzip } from '../../server/http/spliced-gzip.js';

const stylesheet = Buffer.from(':root{--navy:#1f2a44}'.repeat(400));
const labels = Buffer.from('{"nav":"People","search":"Search"}'.repeat(100));
const parts = [knownPart(stylesheet), knownPart(labels)];
const text = (words: number) => Buffer.from(Array.from({ length: words }, (_, i) => `word${i % 97}`).join(' '));

async function roundTrip(page: Buffer): Promise<Buffer> {
  const gzip = await splicedGzip(page, parts);
  expect(gzip.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
  return zlib.gunzipSync(gzip);
}

describe('spliced gzip', () => {
  it('inflates to the page with the parts between, before and after other bytes, small and large', async () => {
    const pages = [
      Buffer.concat([text(20), stylesheet, text(5_000), labels, text(30)]),
      Buffer.concat([stylesheet, text(5_000), labels]),
      Buffer.concat([stylesheet, labels]),
      Buffer.concat([text(2), stylesheet, labels, text(2)]),
      Buffer.concat([randomBytes(70_000), stylesheet, randomBytes(10)]),
    ];
    for (const page of pages) expect((await roundTrip(page)).equals(page)).toBe(true);
  });

  it('finds a part after bytes that begin as it does, and not one cut short at the end of the page', async () => {
    const page = Buffer.concat([stylesheet.subarray(0, 200), text(40), stylesheet, text(40), labels.subarray(0, labels.length - 1)]);
    const gzip = await splicedGzip(page, parts);
    expect(zlib.gunzipSync(gzip).equals(page)).toBe(true);
    expect(gzip.includes(parts[0]!.deflated)).toBe(true);
    expect(gzip.includes(parts[1]!.deflated)).toBe(false);
  });

  it('compresses a page without the parts, or a part standing out of order, as it is', async () => {
    const pages = [text(8_000), Buffer.concat([labels, text(50), stylesheet]), Buffer.alloc(0), Buffer.concat([stylesheet.subarray(1), labels.subarray(0, 100)])];
    for (const page of pages) expect((await roundTrip(page)).equals(page)).toBe(true);
  });

  it('sends a part as deflated once: the answer is about as small as gzip of the whole page', async () => {
    const markup = (bytes: number) => Buffer.from(randomBytes(bytes).toString('hex'));
    const page = Buffer.concat([markup(1_500), stylesheet, markup(15_000), labels, markup(50)]);
    const spliced = await splicedGzip(page, parts);
    expect(spliced.length).toBeLessThan(zlib.gzipSync(page).length * 1.05);
    // The parts' bytes inflate from what knownPart made: the answer holds them as they are.
    for (const part of parts) expect(spliced.includes(part.deflated)).toBe(true);
  });

  it('deflates a piece of a few kilobytes with a window no larger than the piece (decision 0090)', async () => {
    // zlib clears its window on every start: a 32 KB window for a 7 KB piece was 128 KB cleared per piece.
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      const page = Buffer.concat([text(1_000), stylesheet, text(1_400), labels, text(300)]);
      expect((await roundTrip(page)).equals(page)).toBe(true);
      const pieces = deflate.mock.calls.filter(([bytes]) => (bytes as Buffer).length > 2048);
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      for (const [bytes, options] of pieces) expect(2 ** (options?.windowBits ?? 15)).toBeLessThan((bytes as Buffer).length * 2);
    } finally {
      deflate.mockRestore();
    }
  });
});
