/**
 * Decides what a file is from its bytes alone. The name and the Content-Type the browser claimed
 * are never consulted: a script renamed to `x.png` must not get in.
 */
import { fileTypeFromBuffer } from 'file-type';
import { fileTypeNotAllowed } from './errors.js';
import type { FileExt } from './kinds.js';

/** file-type's extension for each binary format we accept. APNG is a PNG to every decoder. */
const BINARY: Record<string, FileExt> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  ico: 'ico',
  pdf: 'pdf',
};

/**
 * An `<svg>` root, optionally after an XML declaration, comments and a DOCTYPE. A DOCTYPE with an
 * internal subset (`[ <!ENTITY ...> ]`) is refused: entity definitions are the door to XXE and
 * entity-expansion bombs, and no legitimate drawing needs them.
 */
const SVG_PROLOG = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)\s*)*/;
const SVG_DOCUMENT = new RegExp(`${SVG_PROLOG.source}<svg[\\s/>]`);

function looksLikeSvg(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return !text.includes('\u0000') && SVG_DOCUMENT.test(text);
}

/**
 * An ICO's 4-byte signature is weak, so the directory must also hold together: at least one
 * image, each lying inside the file and starting as a PNG or a BMP header.
 */
function isWellFormedIco(data: Buffer): boolean {
  if (data.length < 22) return false;
  const count = data.readUInt16LE(4);
  if (count < 1 || 6 + count * 16 > data.length) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const size = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (size < 8 || offset < 6 + count * 16 || offset + size > data.length) return false;
    const isPng = data.readUInt32BE(offset) === 0x89504e47;
    const isBmp = data.readUInt32LE(offset) === 40;
    if (!isPng && !isBmp) return false;
  }
  return true;
}

/** The type of an upload, or a 415 when it is not one we accept. */
export async function detectFileType(data: Buffer): Promise<FileExt> {
  const detected = await fileTypeFromBuffer(data);
  const ext = detected ? BINARY[detected.ext] : undefined;
  if (ext === 'ico' && !isWellFormedIco(data)) throw fileTypeNotAllowed();
  if (ext) return ext;
  // SVG is text; file-type knows it at most as generic XML.
  if ((!detected || detected.ext === 'xml') && looksLikeSvg(data)) return 'svg';
  throw fileTypeNotAllowed();
}

/** Size of the first image in an ICO directory (a stored 0 means 256). */
export function icoSize(data: Buffer): { width: number; height: number } {
  return { width: data.readUInt8(6) || 256, height: data.readUInt8(7) || 256 };
}
