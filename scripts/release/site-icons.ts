/**
 * The icons browsers ask for by name, drawn at build time from the site's `public/favicon.svg`:
 * `/apple-touch-icon.png` (180 px, on the firm's navy: iOS shows transparency as black and rounds
 * the corners itself) for a phone's home screen and Safari, and `/favicon.ico` (32 px) for the
 * browsers and crawlers that ask for it without reading the page's icon link. Without them each
 * ask was answered with the whole not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const BACKGROUND = '#1f2a44';

/** An ICO file holding one PNG image, which every browser in use reads (the ICO format allows PNG since Windows Vista). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
}

export async function drawSiteIcons(svg: Buffer): Promise<Record<'apple-touch-icon.png' | 'favicon.ico', Buffer>> {
  const drawn = (size: number) => sharp(svg, { density: 600 }).resize(size, size);
  const touch = await drawn(180).flatten({ background: BACKGROUND }).png({ compressionLevel: 9 }).toBuffer();
  const small = await drawn(32).png({ compressionLevel: 9 }).toBuffer();
  return { 'apple-touch-icon.png': touch, 'favicon.ico': icoOf(small, 32) };
}

/** Adds the icons to the browser's files of a build. */
export function siteIcons(publicDir: string): Plugin {
  return {
    name: 'site-icons',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle() {
      const icons = await drawSiteIcons(fs.readFileSync(path.join(publicDir, 'favicon.svg')));
      for (const [fileName, source] of Object.entries(icons)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
