/**
 * Brings the kept drawings of the demo's pictures (server/db/seed/artwork/drawn/) in line with the
 * drawing code: draws the missing ones and removes those no demo picture has any more. Run it
 * after changing a drawing or the demo, and commit the folder:
 * `npx tsx scripts/draw-demo-artwork.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createArtworkStore, DRAWN_FOLDER, drawnFileNames } from '../server/db/seed/artwork-store.js';
import { demoContent } from '../server/db/seed/demo/index.js';
import { demoPictureKeys } from '../server/db/seed/load-demo.js';

async function main(): Promise<void> {
  const folder = path.resolve(DRAWN_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const keys = demoPictureKeys(demoContent);
  const wanted = new Set(drawnFileNames(keys));
  const stale = fs.readdirSync(folder).filter((name) => !wanted.has(name));
  for (const name of stale) fs.rmSync(path.join(folder, name));
  const store = createArtworkStore({ folder });
  for (const key of keys) await store.picture(key);
  process.stdout.write(`${store.drawn} pictures drawn, ${stale.length} removed, ${wanted.size} kept in ${DRAWN_FOLDER}.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
