/**
 * Turns an SVG drawing into a compact WebP with sharp.
 */
import sharp from 'sharp';

/** How drawings are encoded; part of a kept drawing's name, so a change here draws them anew. */
export const WEBP_SETTINGS = { quality: 80, effort: 5, smartSubsample: true } as const;

/** Renders the SVG at exactly width x height pixels and encodes it as WebP. */
export async function svgToWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8')).resize(width, height, { fit: 'fill' }).webp(WEBP_SETTINGS).toBuffer();
}
