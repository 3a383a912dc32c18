/**
 * gzip of a page whose largest parts are the same on every page (the public stylesheet written
 * into each page's head, decision 0030): those parts are deflated once, when the process starts,
 * and only the bytes between them are deflated per response (issue 15.3, decision 0053).
 *
 * A deflate stream may be made of pieces deflated on their own: each piece but the last ends on a
 * byte boundary with a block that is not the final one (a sync flush), and no piece refers back
 * into another, since each was made by a compressor of its own. The gzip wrapper around them
 * (RFC 1952) needs the CRC-32 and the length of the whole page, which are cheap to compute.
 */
import zlib from 'node:zlib';

/** A part of pages deflated once. */
export interface KnownPart {
  readonly bytes: Buffer;
  /** Its first bytes, looked for in a page: a search for a needle of many kilobytes first builds tables as large. */
  readonly start: Buffer;
  readonly deflated: Buffer;
}

/** How much of a part is looked for; the rest is compared where that is found. */
const START_LENGTH = 64;

/** The part compressed at the best level: paid once per process, it is sent on every page. */
export function knownPart(text: string | Buffer): KnownPart {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return {
    bytes,
    start: bytes.subarray(0, START_LENGTH),
    deflated: zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  };
}

/** Where `part` stands in `page` at or after `from`, or -1. */
function find(page: Buffer, part: KnownPart, from: number): number {
  for (let at = page.indexOf(part.start, from); at >= 0 && at + part.bytes.length <= page.length; at = page.indexOf(part.start, at + 1)) {
    if (page.compare(part.bytes, 0, part.bytes.length, at, at + part.bytes.length) === 0) return at;
  }
  return -1;
}

/** gzip's header (RFC 1952 2.3): no name, no time, deflate, made on Unix (as Node's own gzip writes it). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** An empty final block (fixed Huffman codes, end of block only): ends a stream whose last piece was a known part. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/**
 * Pieces up to this size are deflated on the event loop's thread. Sent to the thread pool, a
 * piece of a page (about 20 KB) cost that thread as much as deflating it there, and the process
 * two to three times the CPU in all: a compression stream set up, its buffers, the callbacks
 * (issue 15.3, measured with a news item's page: 0.14-0.20 ms of the main thread either way, 0.41-0.57 ms
 * against 0.17-0.23 ms in all). Only a larger piece, which would hold the thread up for
 * milliseconds, goes to the pool.
 */
const DEFLATED_IN_PLACE = 64 * 1024;
/** Pieces up to this size get a window and a hash table as small as themselves. */
const SMALL_PIECE = 2048;
/** A window of 2 KB (2^11), as large as a small piece, and a hash table of 512 entries. */
const SMALL_WINDOW_BITS = 11;
const SMALL_MEM_LEVEL = 2;
/** The level of the bytes between known parts: zlib's default, as a gzip of the whole page used. */
const PIECE_LEVEL = 6;

/** The smallest window (2^bits bytes) that holds a piece of `length` bytes, at most deflate's 32 KB. */
function windowBitsFor(length: number): number {
  return Math.min(15, Math.max(SMALL_WINDOW_BITS, Math.ceil(Math.log2(length))));
}

function deflatePiece(bytes: Buffer, last: boolean): Buffer | Promise<Buffer> {
  const finishFlush = last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH;
  // A small piece needs no larger window or hash table than itself: zlib clears the table it is
  // given on every start, which cost more than deflating the piece (bench:instructions).
  if (bytes.length <= SMALL_PIECE) return zlib.deflateRawSync(bytes, { level: PIECE_LEVEL, finishFlush, windowBits: SMALL_WINDOW_BITS, memLevel: SMALL_MEM_LEVEL });
  // A window no larger than the piece: zlib clears its window and its list of earlier matches
  // (Chromium's zlib, in Node) on every start, 128 KB at the largest; a news item's pieces are 6-9 KB (decision 0090).
  if (bytes.length <= DEFLATED_IN_PLACE) return zlib.deflateRawSync(bytes, { level: PIECE_LEVEL, finishFlush, windowBits: windowBitsFor(bytes.length) });
  return new Promise((resolve, reject) => zlib.deflateRaw(bytes, { level: PIECE_LEVEL, finishFlush }, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * The page as a gzip member, each known part found in it (in the order given, each at most once)
 * sent as deflated once, the bytes around them deflated now (in libuv's thread pool when over 64 KB).
 */
export async function splicedGzip(page: Buffer, parts: readonly KnownPart[]): Promise<Buffer> {
  const pieces: (Buffer | Promise<Buffer>)[] = [GZIP_HEADER];
  let from = 0;
  for (const part of parts) {
    const at = find(page, part, from);
    if (at < 0) continue;
    if (at > from) pieces.push(deflatePiece(page.subarray(from, at), false));
    pieces.push(part.deflated);
    from = at + part.bytes.length;
  }
  pieces.push(from < page.length ? deflatePiece(page.subarray(from), true) : EMPTY_FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(page), 0);
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  pieces.push(trailer);
  return Buffer.concat(await Promise.all(pieces.map((piece) => Promise.resolve(piece))));
}
