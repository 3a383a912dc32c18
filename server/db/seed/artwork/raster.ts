/**
 * Turns an SVG drawing into a compact WebP with sharp.
 */
import sharp from 'sharp';

/** Renders the SVG at exactly width x height pixels and encodes it as WebP. */
export async function svgToWebp(svg: string, width: number, height: number, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'))
    .resize(width, height, { fit: 'fill' })
    .webp({ quality, effort: 5, smartSubsample: true })
    .toBuffer();
}
