/**
 * A cached response body, kept deflate-compressed, that can carry a new CSP nonce on every
 * response without being decompressed.
 *
 * The body is cut at each occurrence of the nonce it was rendered with, and each piece is
 * compressed on its own, ending on a flush so the next piece starts on a byte boundary and
 * refers to nothing before it. A response is then the zlib header, the pieces with this
 * response's nonce between them as uncompressed ("stored") deflate blocks, an empty final block,
 * and the Adler-32 checksum of the whole, which combines from the pieces' own checksums. That is
 * a valid `Content-Encoding: deflate` (RFC 1950) body, built by copying bytes. The same pieces
 * make a `gzip` (RFC 1952) body: another header, and a CRC-32 trailer combined from the pieces'
 * own CRCs the same way. A body without a nonce (JSON) is also kept brotli-compressed, once.
 * Clients that accept none of these get the body inflated, which checks the checksum.
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

const CRC_POLY = 0xedb88320;
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ CRC_POLY : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, start = 0): number {
  let c = ~start >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return ~c >>> 0;
}

/** a(x) * b(x) modulo the CRC polynomial, both bit-reflected (zlib's multmodp). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? ((b >>> 1) ^ CRC_POLY) >>> 0 : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000;
  for (let k = 0; k < 32; k++) {
    table[k] = p;
    p = multmodp(p, p);
  }
  return table;
})();

/** The operator that moves a CRC past `length` bytes: x^(8 * length) modulo the polynomial. */
function crcShift(length: number): number {
  let p = 0x80000000;
  for (let k = 3, n = length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multmodp(X2N[k & 31]!, p);
  return p;
}

/** The CRC of A followed by B, from their CRCs and B's shift (zlib's crc32_combine). */
function crc32Combine(first: number, second: number, secondShift: number): number {
  return (multmodp(secondShift, first) ^ second) >>> 0;
}

/** A gzip member's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

interface Piece {
  deflated: Buffer;
  adler: number;
  crc: number;
  crcShift: number;
  length: number;
}

export type Encoding = 'br' | 'gzip' | 'deflate';

export class CompressedBody {
  private constructor(
    private readonly pieces: Piece[],
    /** Whether the body had a nonce to replace; when not, it has a single piece. */
    private readonly nonced: boolean,
    /** The whole body brotli-compressed, when it has no nonce. */
    private readonly brotli: Buffer | undefined,
  ) {}

  /** Compresses `body`; every occurrence of `nonce` (when given) is replaced on each response. */
  static compress(body: string, nonce: string): CompressedBody {
    const texts = nonce ? body.split(nonce) : [body];
    const pieces = texts.map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      return {
        deflated: zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
        adler: adler32(bytes),
        crc: crc32(bytes),
        crcShift: crcShift(bytes.length),
        length: bytes.length,
      };
    });
    const nonced = texts.length > 1;
    // Quality 5: most of brotli's gain over gzip at a few times deflate's cost, paid once per entry.
    const brotli = nonced
      ? undefined
      : zlib.brotliCompressSync(Buffer.from(body, 'utf8'), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: pieces[0]!.length } });
    return new CompressedBody(pieces, nonced, brotli);
  }

  /** Bytes held in memory. */
  get size(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.deflated.length, 0) + (this.brotli?.length ?? 0);
  }

  /** The encodings this body can be sent in without compressing anything again. */
  get encodings(): readonly Encoding[] {
    return this.brotli ? ['br', 'gzip', 'deflate'] : ['gzip', 'deflate'];
  }

  /** The body in `encoding`, with `nonce` where the original one was. */
  encoded(encoding: Encoding, nonce: string): Buffer {
    if (encoding === 'gzip') return this.gzipped(nonce);
    if (encoding === 'br' && this.brotli) return this.brotli;
    return this.deflated(nonce);
  }

  /** The body as a gzip stream, with `nonce` where the original one was. */
  gzipped(nonce: string): Buffer {
    const nonceBytes = Buffer.from(this.nonced ? nonce : '', 'latin1');
    const nonceBlock = storedBlock(nonceBytes);
    const [first, ...rest] = this.pieces;
    const parts: Buffer[] = [GZIP_HEADER, first!.deflated];
    let crc = first!.crc;
    let length = first!.length;
    for (const piece of rest) {
      parts.push(nonceBlock, piece.deflated);
      crc = crc32Combine(crc32(nonceBytes, crc), piece.crc, piece.crcShift);
      length += nonceBytes.length + piece.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
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

/**
 * The encoding to send among those a body has, by Accept-Encoding's q-values (RFC 9110 12.5.3);
 * on a tie the smaller one (brotli, then gzip, then deflate). Undefined: send it as it is.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of available) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
