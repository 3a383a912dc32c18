/**
 * The file types this site accepts and how stored files are named. The extension of a stored path
 * always comes from the detected type, so it is safe to derive the served Content-Type from it.
 */
import { randomBytes } from 'node:crypto';

export const FILE_KINDS = {
  jpg: { mime: 'image/jpeg', raster: true },
  png: { mime: 'image/png', raster: true },
  webp: { mime: 'image/webp', raster: true },
  gif: { mime: 'image/gif', raster: true },
  avif: { mime: 'image/avif', raster: true },
  ico: { mime: 'image/x-icon', raster: false },
  pdf: { mime: 'application/pdf', raster: false },
  svg: { mime: 'image/svg+xml', raster: false },
} as const;

export type FileExt = keyof typeof FILE_KINDS;

const isFileExt = (value: string | undefined): value is FileExt => value !== undefined && Object.hasOwn(FILE_KINDS, value);

/** Widths `?w=` may ask for; a fixed set keeps the number of stored variants per file bounded. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
/** Variants are WebP; JPEG only for readers without WebP (vCard photos). */
export type VariantFormat = 'webp' | 'jpeg';

/** Formats served resized; GIF (animation), SVG (vector), ICO and PDF are always served as stored. */
const RESIZABLE: ReadonlySet<FileExt> = new Set(['jpg', 'png', 'webp', 'avif']);

/**
 * A stored path exactly: contract/fields.ts UPLOAD_PATH_PATTERN without its optional `api/upload/`
 * prefix. Anything else (`..`, backslashes, absolute paths, variants) is not a file of ours.
 */
const STORED_PATH = /^(\d{4})\/(\d{2})\/([a-f0-9]{20,64})\.(jpg|png|webp|gif|avif|ico|pdf|svg)$/;

export interface ParsedPath {
  path: string;
  folder: string;
  name: string;
  ext: FileExt;
}

export function parseStoredPath(value: string): ParsedPath | null {
  const match = STORED_PATH.exec(value);
  if (!match) return null;
  const [, year, month, name, ext] = match;
  if (year === undefined || month === undefined || name === undefined || !isFileExt(ext)) return null;
  return { path: value, folder: `${year}/${month}`, name, ext };
}

/** A new random path in this month's folder (UTC), e.g. `2026/11/<32 hex>.webp`. */
export function newStoredPath(ext: FileExt, now = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

export function isResizable(ext: FileExt): boolean {
  return RESIZABLE.has(ext);
}

/** Where a resized variant of a stored file is kept: next to it, not reachable as a path itself. */
export function variantPath(file: ParsedPath, width: VariantWidth, format: VariantFormat = 'webp'): string {
  return `${file.folder}/${file.name}.w${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
}
