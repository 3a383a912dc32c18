/**
 * Silhouettes of the City of London skyline (the Gherkin, the Walkie-Talkie, the Cheesegrater,
 * the Shard, St Paul's dome and plain towers), shared by covers, banners and window views.
 */
import type { Rng } from './palette.js';
import { n, points } from './svg.js';

export interface SkylineOptions {
  /** Horizontal span to fill. */
  left: number;
  right: number;
  /** Ground line (bottom of every building). */
  base: number;
  /** Height of the tallest landmark in pixels; other buildings scale from it. */
  height: number;
  fill: string;
  /** Draw the named landmarks; otherwise only plain towers. */
  landmarks: boolean;
  /** Typical tower width scale in pixels (defaults to `height`); larger gives broader blocks. */
  grain?: number;
  /** Optional colour for a sparse pattern of lit windows. */
  windows?: string;
}

type Landmark = (x: number, base: number, h: number, fill: string) => string;

const gherkin: Landmark = (x, base, h, fill) => {
  const w = h * 0.36;
  return (
    `<path fill="${fill}" d="M${n(x - w * 0.36)},${n(base)} C${n(x - w * 0.62)},${n(base - h * 0.5)} ${n(x - w * 0.4)},${n(base - h * 0.93)} ${n(x)},${n(base - h)} ` +
    `C${n(x + w * 0.4)},${n(base - h * 0.93)} ${n(x + w * 0.62)},${n(base - h * 0.5)} ${n(x + w * 0.36)},${n(base)} Z"/>`
  );
};

const walkieTalkie: Landmark = (x, base, h, fill) => {
  const w = h * 0.42;
  return (
    `<path fill="${fill}" d="M${n(x - w * 0.36)},${n(base)} L${n(x - w * 0.5)},${n(base - h * 0.9)} ` +
    `Q${n(x - w * 0.1)},${n(base - h * 1.02)} ${n(x + w * 0.5)},${n(base - h * 0.86)} L${n(x + w * 0.4)},${n(base)} Z"/>`
  );
};

const cheesegrater: Landmark = (x, base, h, fill) => {
  const w = h * 0.42;
  return `<polygon fill="${fill}" points="${points([
    [x - w / 2, base],
    [x - w / 2, base - h],
    [x - w * 0.32, base - h],
    [x + w / 2, base - h * 0.28],
    [x + w / 2, base],
  ])}"/>`;
};

const shard: Landmark = (x, base, h, fill) => {
  const w = h * 0.34;
  return `<polygon fill="${fill}" points="${points([
    [x - w / 2, base],
    [x - w * 0.07, base - h * 0.97],
    [x - w * 0.02, base - h],
    [x + w * 0.01, base - h * 0.94],
    [x + w * 0.05, base - h * 0.99],
    [x + w / 2, base],
  ])}"/>`;
};

const stPauls: Landmark = (x, base, h, fill) => {
  // St Paul's is low: the dome stands at about half the height of the towers around it.
  const s = h * 0.55;
  const nave = s * 0.9;
  const drumW = s * 0.36;
  const drumTop = base - s * 0.52;
  const domeR = drumW / 2;
  return (
    `<g fill="${fill}">` +
    `<rect x="${n(x - nave / 2)}" y="${n(base - s * 0.3)}" width="${n(nave)}" height="${n(s * 0.3)}"/>` +
    `<rect x="${n(x - drumW * 0.62)}" y="${n(base - s * 0.4)}" width="${n(drumW * 1.24)}" height="${n(s * 0.12)}"/>` +
    `<rect x="${n(x - drumW / 2)}" y="${n(drumTop)}" width="${n(drumW)}" height="${n(s * 0.14)}"/>` +
    `<path d="M${n(x - domeR)},${n(drumTop)} A${n(domeR)},${n(domeR * 1.1)} 0 0 1 ${n(x + domeR)},${n(drumTop)} Z"/>` +
    `<rect x="${n(x - s * 0.025)}" y="${n(drumTop - domeR * 1.1 - s * 0.1)}" width="${n(s * 0.05)}" height="${n(s * 0.12)}"/>` +
    `<circle cx="${n(x)}" cy="${n(drumTop - domeR * 1.1 - s * 0.12)}" r="${n(s * 0.022)}"/>` +
    `<rect x="${n(x - nave / 2 - s * 0.02)}" y="${n(base - s * 0.46)}" width="${n(s * 0.08)}" height="${n(s * 0.46)}"/>` +
    `<rect x="${n(x + nave / 2 - s * 0.06)}" y="${n(base - s * 0.46)}" width="${n(s * 0.08)}" height="${n(s * 0.46)}"/>` +
    `</g>`
  );
};

const LANDMARKS: readonly { draw: Landmark; scale: number; width: number }[] = [
  { draw: stPauls, scale: 1, width: 0.55 },
  { draw: walkieTalkie, scale: 0.78, width: 0.42 },
  { draw: gherkin, scale: 0.86, width: 0.36 },
  { draw: cheesegrater, scale: 0.94, width: 0.42 },
  { draw: shard, scale: 1, width: 0.34 },
];

/** A plain tower with an optional stepped crown or mast. */
function tower(rng: Rng, x: number, w: number, h: number, base: number, fill: string, windows?: string): string {
  let out = `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`;
  const crown = rng.int(0, 3);
  if (crown === 1) {
    out += `<rect x="${n(x + w * 0.15)}" y="${n(base - h - h * 0.06)}" width="${n(w * 0.7)}" height="${n(h * 0.06 + 1)}" fill="${fill}"/>`;
  } else if (crown === 2) {
    out += `<rect x="${n(x + w / 2 - 1)}" y="${n(base - h - h * 0.14)}" width="2" height="${n(h * 0.14 + 1)}" fill="${fill}"/>`;
  } else if (crown === 3) {
    out += `<polygon fill="${fill}" points="${points([
      [x, base - h + 0.5],
      [x + w, base - h + 0.5],
      [x + w, base - h - w * 0.35],
    ])}"/>`;
  }
  if (windows && w > 14 && h > 40) {
    const cols = Math.max(1, Math.floor(w / 12));
    const rows = Math.floor((h - 16) / 14);
    const cw = w / cols;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rng.chance(0.16)) {
          out += `<rect x="${n(x + c * cw + cw * 0.3)}" y="${n(base - h + 10 + r * 14)}" width="${n(cw * 0.4)}" height="5" fill="${windows}"/>`;
        }
      }
    }
  }
  return out;
}

/** One band of skyline filling [left, right] at the given ground line. */
export function skyline(rng: Rng, o: SkylineOptions): string {
  const span = o.right - o.left;
  let out = '';
  // Plain towers first so landmarks sit in front of them.
  let x = o.left - rng.range(0, 20);
  while (x < o.right) {
    const w = (o.grain ?? o.height) * rng.range(0.1, 0.22);
    const h = o.height * rng.range(0.22, o.landmarks ? 0.55 : 0.8);
    out += tower(rng, x, w, h, o.base, o.fill, o.windows);
    x += w + rng.range(-w * 0.2, o.height * 0.05);
  }
  if (o.landmarks) {
    const chosen = [...LANDMARKS];
    // A seeded shuffle keeps every skyline a little different while St Paul's stays recognisable.
    for (let i = chosen.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      const a = chosen[i];
      const b = chosen[j];
      if (a && b) {
        chosen[i] = b;
        chosen[j] = a;
      }
    }
    const count = Math.max(2, Math.min(chosen.length, Math.round(span / (o.height * 0.75))));
    const slot = span / count;
    chosen.slice(0, count).forEach((mark, i) => {
      const cx = o.left + slot * (i + 0.5) + rng.range(-slot * 0.15, slot * 0.15);
      out += mark.draw(cx, o.base, o.height * mark.scale * rng.range(0.9, 1.02), o.fill);
    });
  }
  return out;
}
