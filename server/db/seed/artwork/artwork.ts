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

/**
 * What a key's picture is before any pixels are made: the SVG markup (quick to write), and for
 * photographic kinds the raster size it is rendered at. The markup decides the picture, which is
 * why the kept drawings (../artwork-store.ts) are named by a hash of it.
 */
export type ArtworkPlan = { ext: 'svg'; markup: string } | { ext: 'webp'; markup: string; width: number; height: number };

/** Splits `<kind>:<name>`; the name may itself contain colons. */
function parseKey(key: string): { kind: string; name: string } {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) {
    throw new Error(`Artwork key "${key}" must have the form <kind>:<name>`);
  }
  return { kind: key.slice(0, colon), name: key.slice(colon + 1) };
}

export function planArtwork(key: string): ArtworkPlan {
  const { kind, name } = parseKey(key);
  switch (kind) {
    case 'portrait':
      return { ext: 'webp', markup: portraitSvg(name), width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT };
    case 'cover':
      return { ext: 'webp', markup: coverSvg(name), width: COVER_WIDTH, height: COVER_HEIGHT };
    case 'banner':
      return { ext: 'webp', markup: bannerSvg(name), width: BANNER_WIDTH, height: BANNER_HEIGHT };
    case 'environment':
      return { ext: 'webp', markup: environmentSvg(name), width: ENVIRONMENT_WIDTH, height: ENVIRONMENT_HEIGHT };
    case 'icon':
      return { ext: 'svg', markup: iconSvg(name) };
    case 'logo':
      return { ext: 'svg', markup: logoSvg(name) };
    default:
      throw new Error(`Unknown artwork kind "${kind}" in key "${key}"`);
  }
}

/**
 * Makes the picture of a plan: the markup itself for SVG kinds, else its rendering (the slow part).
 * The same plan always gives the same bytes.
 */
export async function renderArtwork(plan: ArtworkPlan): Promise<Artwork> {
  if (plan.ext === 'svg') return { data: Buffer.from(plan.markup, 'utf8'), ext: 'svg' };
  return { data: await svgToWebp(plan.markup, plan.width, plan.height), ext: 'webp' };
}
