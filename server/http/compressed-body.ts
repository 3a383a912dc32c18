/**
 * A cached response body, kept deflate-compressed, that can carry a new CSP nonce on every
 * response without being decompressed.
 *
 * The body is cut at each occurrence of the nonce it was rendered with, and each piece is
 * compressed on its own, ending on a flush so the next piece starts on a byte boundary and
 * refers to nothing before it. A response is then the zlib header, the pieces with this
 * response's nonce between them as uncompressed ("stored") deflate blocks, an empty final block,
 * and the Adler-32 checksum of the whole, which combines from the pieces' own checksums. That is
 * a valid `Content-Encoding: deflate` (RFC 1950) body, built by copying bytes. Clients that do
 * not accept deflate get the body inflated, which checks that same checksum.
 */
import zlib from 'node:zlib';

const ADLER_BASE = 65521;
/** Largest run of bytes whose Adler sums cannot overflow before the modulo (zlib's NMAX). */
const ADLER_RUN = 5552;
/** CMF/FLG of a zlib stream: deflate, 32 KB window, default compression. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** An empty stored block with BFINAL set: the end of the deflate data. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

function adler32(bytes: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(i + ADLER_RUN, bytes.length);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return (b * 65536 + a) >>> 0;
}

/** The checksum of A followed by B, from A's and B's checksums and B's length (zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return (sum2 * 65536 + sum1) >>> 0;
}

/** A non-final stored block holding `bytes` (at most 65,535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

interface Piece {
  deflated: Buffer;
  adler: number;
  length: number;
}

export class CompressedBody {
  private constructor(
    private readonly pieces: Piece[],
    /** Whether the body had a nonce to replace; when not, it has a single piece. */
    private readonly nonced: boolean,
  ) {}

  /** Compresses `body`; every occurrence of `nonce` (when given) is replaced on each response. */
  static compress(body: string, nonce: string): CompressedBody {
    const texts = nonce ? body.split(nonce) : [body];
    const pieces = texts.map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      return {
        deflated: zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
        adler: adler32(bytes),
        length: bytes.length,
      };
    });
    return new CompressedBody(pieces, texts.length > 1);
  }

  /** Bytes held in memory. */
  get size(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.deflated.length, 0);
  }

  /** The body as a zlib (`Content-Encoding: deflate`) stream, with `nonce` where the original one was. */
  deflated(nonce: string): Buffer {
    const nonceBytes = Buffer.from(this.nonced ? nonce : '', 'latin1');
    const nonceBlock = storedBlock(nonceBytes);
    const [first, ...rest] = this.pieces;
    const parts: Buffer[] = [ZLIB_HEADER, first!.deflated];
    let adler = first!.adler;
    for (const piece of rest) {
      parts.push(nonceBlock, piece.deflated);
      adler = adler32Combine(adler32(nonceBytes, adler), piece.adler, piece.length);
    }
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  /** The body uncompressed, with `nonce` where the original one was. */
  plain(nonce: string): Buffer {
    return zlib.inflateSync(this.deflated(nonce));
  }
}

/** Whether an Accept-Encoding header admits `deflate` (named, or `*`, with a q-value above 0). */
export function acceptsDeflate(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (coding === 'deflate') return allowed;
    if (coding === '*') wildcard = allowed;
  }
  return wildcard;
}
