import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type ArtworkPlan, planArtwork, renderArtwork } from '../../server/db/seed/artwork/artwork.js';
import { createArtworkStore, DRAWN_FOLDER, drawnFileName, drawnFileNames, projectDrawnFolder } from '../../server/db/seed/artwork-store.js';
import { demoContent } from '../../server/db/seed/demo/index.js';
import { demoPictureKeys } from '../../server/db/seed/load-demo.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function emptyFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-drawn-'));
  folders.push(folder);
  return folder;
}

/** A renderer that counts its calls and makes a tiny real WebP instead of the slow drawing. */
function countingRenderer() {
  const rendered: string[] = [];
  const render = async (plan: ArtworkPlan) => {
    if (plan.ext === 'svg') return renderArtwork(plan);
    rendered.push(plan.markup);
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).webp().toBuffer();
    return { data, ext: 'webp' as const };
  };
  return { render, rendered };
}

describe('kept drawings of the demo pictures', () => {
  it('are in the repository for every photographic picture of the demo, and nothing else is', () => {
    const folder = projectDrawnFolder();
    expect(folder, `${DRAWN_FOLDER} is missing`).not.toBeNull();
    const expected = drawnFileNames(demoPictureKeys(demoContent)).sort();
    const present = fs.readdirSync(folder!).sort();
    expect(present, `${DRAWN_FOLDER} differs from the drawings: run npx tsx scripts/draw-demo-artwork.ts and commit the folder`).toEqual(expected);
  });

  it('are real pictures of the size each one is drawn at', async () => {
    const folder = projectDrawnFolder()!;
    const keys = ['portrait:eleanor-marlowe', 'banner:news'];
    expect(demoPictureKeys(demoContent)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) {
      const plan = planArtwork(key);
      if (plan.ext !== 'webp') continue;
      const meta = await sharp(fs.readFileSync(path.join(folder, drawnFileNames([key])[0]!))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', plan.width, plan.height]);
    }
  });

  it('are drawn once: a second load reads them from the folder and draws nothing', async () => {
    const folder = emptyFolder();
    const keys = ['portrait:eleanor-marlowe', 'cover:news-01', 'icon:tax'];

    const first = countingRenderer();
    const firstStore = createArtworkStore({ folder, render: first.render });
    const firstBytes = await Promise.all(keys.map((key) => firstStore.picture(key)));
    expect(first.rendered).toHaveLength(2);
    expect(firstStore.drawn).toBe(2);
    expect(fs.readdirSync(folder).sort()).toEqual(drawnFileNames(keys).sort());

    const second = countingRenderer();
    const secondStore = createArtworkStore({ folder, render: second.render });
    const secondBytes = await Promise.all(keys.map((key) => secondStore.picture(key)));
    expect(second.rendered).toHaveLength(0);
    expect(secondStore.drawn).toBe(0);
    expect(secondBytes.map((a) => a.data.toString('base64'))).toEqual(firstBytes.map((a) => a.data.toString('base64')));
  });

  it('are named by what decides the picture, so a changed drawing is drawn anew', () => {
    const plan = planArtwork('cover:news-01');
    if (plan.ext !== 'webp') throw new Error('a cover is a raster picture');
    const name = drawnFileName('cover:news-01', plan);
    expect(name).toMatch(/^cover-news-01\.[0-9a-f]{16}\.webp$/);
    expect(drawnFileName('cover:news-01', { ...plan, markup: plan.markup.replace('</svg>', '<rect width="1" height="1"/></svg>') })).not.toBe(name);
    expect(drawnFileName('cover:news-01', { ...plan, width: plan.width / 2 })).not.toBe(name);
  });
});
