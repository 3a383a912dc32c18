/**
 * Raster images go through sharp: decoding with a pixel limit refuses decompression bombs, and
 * re-encoding drops anything that is not pixels (EXIF with GPS positions, ICC junk, trailing
 * payloads appended to a valid image). Width variants are WebP, made on demand.
 */
import sharp, { type Sharp } from 'sharp';
import { animationTooLarge, fileTooComplex, imageTooLarge, imageUnreadable } from './errors.js';
import type { FileExt, VariantFormat, VariantWidth } from './kinds.js';

/**
 * 40 megapixels: more than any camera photo a website needs, small enough to decode safely. For
 * an animation it holds for all frames together: each is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * libvips gives up after this long, so that a worker normally ends its own work well inside the
 * pool's time limit (processing-pool.ts) rather than being terminated in the middle of it.
 */
const SHARP_TIMEOUT_SECONDS = 12;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export type RasterExt = Extract<FileExt, 'jpg' | 'png' | 'webp' | 'gif' | 'avif'>;

function decoder(data: Buffer, animated: boolean): Sharp {
  // failOn 'error': a truncated or corrupt file is refused instead of stored half-grey.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' }).timeout({ seconds: SHARP_TIMEOUT_SECONDS });
}

/**
 * Refuses an animation whose frames together exceed the pixel limit, from its header alone, in
 * words that name frames (libvips would refuse it too, but only as "too many pixels").
 */
async function checkAnimationPixels(data: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw imageUnreadable();
  }
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if ((meta.width ?? 0) * frameHeight * frames > MAX_INPUT_PIXELS) throw animationTooLarge(MAX_INPUT_PIXELS);
}

function encoderFor(image: Sharp, ext: RasterExt): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif({ quality: 60 });
  }
}

function translateSharpError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return imageTooLarge();
  if (/timeout/i.test(message)) return fileTooComplex();
  return imageUnreadable();
}

/** The image re-encoded in its own format, upright and without metadata. */
export async function reencodeImage(data: Buffer, ext: RasterExt): Promise<EncodedImage> {
  // Animation is kept for GIF and WebP; sharp reads every frame only when asked to.
  const animated = ext === 'gif' || ext === 'webp';
  if (animated) await checkAnimationPixels(data);
  try {
    let image = decoder(data, animated);
    // Turn the pixels as EXIF says; the tag itself goes with the rest of the metadata, which
    // sharp drops unless told to keep it.
    if (!animated) image = image.autoOrient();
    const { data: out, info } = await encoderFor(image, ext).toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw translateSharpError(error);
  }
}

/**
 * A WebP (or a JPEG, for readers that know no WebP, such as address books) at most `width` pixels
 * wide, never enlarged, of an image already stored.
 */
export async function resizeImage(data: Buffer, ext: FileExt, width: VariantWidth, format: VariantFormat): Promise<Buffer> {
  try {
    const resized = decoder(data, ext === 'webp').resize({ width, withoutEnlargement: true });
    // JPEG has no transparency: a transparent background becomes white, not black.
    return await (format === 'jpeg' ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }) : resized.webp({ quality: 80 })).toBuffer();
  } catch (error) {
    throw translateSharpError(error);
  }
}

/** Width and height of an SVG as librsvg reads it, or nulls when it has no intrinsic size. */
export async function svgSize(data: Buffer): Promise<{ width: number | null; height: number | null }> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: SHARP_TIMEOUT_SECONDS }).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}
