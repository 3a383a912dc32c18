/**
 * The demo's pictures, kept as drawn. Rendering the photographic ones (SVG to pixels to WebP) was
 * most of the demo load, over 20 s of CPU, while writing the markup that decides each picture
 * takes milliseconds. So each drawing is kept in `artwork/drawn/`, named by its key and a hash of
 * its markup, size and encoder settings, and that folder is committed: a fresh clone loads the
 * demo without drawing. A picture whose drawing code changed misses, is drawn, and is written
 * there for the next load (commit it; tests/unit/demo-artwork.test.ts fails while the folder and
 * the drawings disagree, and `npx tsx scripts/draw-demo-artwork.ts` brings the folder in line).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artwork, type ArtworkPlan, planArtwork, renderArtwork } from './artwork/artwork.js';
import { WEBP_SETTINGS } from './artwork/raster.js';

/** Where the kept drawings live, from the project's root. */
export const DRAWN_FOLDER = 'server/db/seed/artwork/drawn';

/** The project's folder of kept drawings, found from this module whether it runs from source or from dist/. */
export function projectDrawnFolder(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const drawn = path.join(dir, DRAWN_FOLDER);
      return fs.existsSync(drawn) ? drawn : null;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

type RasterPlan = Extract<ArtworkPlan, { ext: 'webp' }>;

/** `<key>.<hash>.webp`: the key for people, the hash so that a changed drawing is a new file. */
export function drawnFileName(key: string, plan: RasterPlan): string {
  const hash = createHash('sha256').update(JSON.stringify([plan.markup, plan.width, plan.height, WEBP_SETTINGS])).digest('hex');
  return `${key.replace(/[^a-z0-9-]+/gi, '-')}.${hash.slice(0, 16)}.webp`;
}

/** The file names the kept drawings of these keys have (SVG kinds are not kept: their markup is the picture). */
export function drawnFileNames(keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => {
    const plan = planArtwork(key);
    return plan.ext === 'webp' ? [drawnFileName(key, plan)] : [];
  });
}

export interface ArtworkStore {
  /** The picture of a key: the kept drawing, or one drawn now (and kept when the folder allows). */
  picture(key: string): Promise<Artwork>;
  /** How many pictures this store had to draw. */
  readonly drawn: number;
}

export interface ArtworkStoreOptions {
  /** The folder of kept drawings; the project's by default, none (draw everything) with null. */
  folder?: string | null;
  render?: (plan: ArtworkPlan) => Promise<Artwork>;
}

export function createArtworkStore(options: ArtworkStoreOptions = {}): ArtworkStore {
  const folder = options.folder === undefined ? projectDrawnFolder() : options.folder;
  const render = options.render ?? renderArtwork;
  let drawn = 0;

  function kept(file: string): Buffer | null {
    try {
      return fs.readFileSync(file);
    } catch {
      return null;
    }
  }

  function keep(file: string, data: Buffer): void {
    // Written under a temporary name and renamed, so an instance loading at the same time never
    // reads half a file. A read-only installation simply draws again next time.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      fs.writeFileSync(temporary, data);
      fs.renameSync(temporary, file);
    } catch {
      fs.rmSync(temporary, { force: true });
    }
  }

  return {
    get drawn() {
      return drawn;
    },
    async picture(key) {
      const plan = planArtwork(key);
      if (plan.ext !== 'webp') return render(plan);
      const file = folder ? path.join(folder, drawnFileName(key, plan)) : null;
      const data = file && kept(file);
      if (data) return { data, ext: 'webp' };
      drawn += 1;
      const artwork = await render(plan);
      if (file) keep(file, artwork.data);
      return artwork;
    },
  };
}
