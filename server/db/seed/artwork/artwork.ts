/**
 * Draws the demo content's pictures from their keys. Nothing is downloaded: every picture is
 * generated here, deterministically, from a key of the form `<kind>:<name>`
 * (e.g. `portrait:amelia-hart`, `cover:news-03`, `icon:tax`, `logo:firm`).
 *
 * Photographic kinds (portrait, cover, banner, environment) are rendered to WebP; icons and the
 * logo stay as SVG.
 */
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './banner.js';
import { COVER_HEIGHT, COVER_WIDTH, coverSvg } from './cover.js';
import { ENVIRONMENT_HEIGHT, ENVIRONMENT_WIDTH, environmentSvg } from './environment.js';
import { iconSvg } from './icons.js';
import { logoSvg } from './logo.js';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg } from './portrait.js';
import { svgToWebp } from './raster.js';

export interface Artwork {
  data: Buffer;
  ext: 'webp' | 'svg' | 'png';
}

/** Splits `<kind>:<name>`; the name may itself contain colons. */
function parseKey(key: string): { kind: string; name: string } {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) {
    throw new Error(`Artwork key "${key}" must have the form <kind>:<name>`);
  }
  return { kind: key.slice(0, colon), name: key.slice(colon + 1) };
}

function svg(markup: string): Artwork {
  return { data: Buffer.from(markup, 'utf8'), ext: 'svg' };
}

/** Draws the picture named by the key. The same key always gives the same bytes. */
export async function drawArtwork(key: string): Promise<Artwork> {
  const { kind, name } = parseKey(key);
  switch (kind) {
    case 'portrait':
      return { data: await svgToWebp(portraitSvg(name), PORTRAIT_WIDTH, PORTRAIT_HEIGHT), ext: 'webp' };
    case 'cover':
      return { data: await svgToWebp(coverSvg(name), COVER_WIDTH, COVER_HEIGHT), ext: 'webp' };
    case 'banner':
      return { data: await svgToWebp(bannerSvg(name), BANNER_WIDTH, BANNER_HEIGHT), ext: 'webp' };
    case 'environment':
      return { data: await svgToWebp(environmentSvg(name), ENVIRONMENT_WIDTH, ENVIRONMENT_HEIGHT), ext: 'webp' };
    case 'icon':
      return svg(iconSvg(name));
    case 'logo':
      return svg(logoSvg(name));
    default:
      throw new Error(`Unknown artwork kind "${kind}" in key "${key}"`);
  }
}
