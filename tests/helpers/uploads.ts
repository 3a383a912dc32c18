/**
 * Upload bodies for the file tests: multipart written out by hand (as a browser sends it, and
 * broken in the ways a client can break it), and the hostile files of issue 9.
 */
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipart(parts: Part[], boundary = `----lawfirm${randomBytes(8).toString('hex')}`): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file field named `file`, as the admin's upload control sends it. */
export function fileUpload(data: Buffer | string, filename: string, contentType: string) {
  return multipart([{ name: 'file', filename, contentType, data }]);
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">';

/** `count` sibling rectangles: 25,000 of them (684 KB) filled a 160 MB heap. */
export function svgWithRects(count: number): string {
  return `${SVG_OPEN}${'<rect x="1" y="1" width="1" height="1"/>'.repeat(count)}</svg>`;
}

/** `depth` groups nested in each other: 5,000 froze the server for 9 s, 50,000 for minutes. */
export function svgNested(depth: number): string {
  return `${SVG_OPEN}${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`;
}

/**
 * An animated GIF whose canvas is width x height, with `frames` frames of one pixel each: under a
 * kilobyte on disk, width x height x frames pixels once decoded.
 */
export function sparseAnimatedGif(width: number, height: number, frames: number): Buffer {
  const le16 = (n: number) => [n & 0xff, n >> 8];
  // Header, logical screen with a two-colour global palette (black, white).
  const bytes = [...Buffer.from('GIF89a'), ...le16(width), ...le16(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  // Loop forever (NETSCAPE2.0 application extension).
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let i = 0; i < frames; i++) {
    // Graphic control (0.1 s delay), then a 1x1 image at a different place each frame.
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0);
    bytes.push(0x2c, ...le16(i % width), 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
