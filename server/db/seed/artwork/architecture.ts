/**
 * Classical architectural motifs (a columned portico, an arcade of arches, a receding colonnade)
 * and the colour schemes they are painted in. Used by covers and banners.
 */
import { PALETTE, type Rng, shade } from './palette.js';
import { n, points } from './svg.js';

/** A colour scheme for an outdoor architectural scene. */
export interface Scheme {
  name: string;
  /** Sky gradient, top to bottom. */
  sky: [string, string];
  /** Distant, middle and near planes (lighter to darker against the sky). */
  far: string;
  mid: string;
  near: string;
  /** Sunlit stone of buildings in the foreground. */
  stone: string;
  accent: string;
  /** Whether the scheme is dark (light elements read best on it). */
  dark: boolean;
}

export const SCHEMES: readonly Scheme[] = [
  {
    name: 'dusk',
    sky: ['#18213a', '#4b5d80'],
    far: '#3d4c6d',
    mid: '#2a3757',
    near: '#141c30',
    stone: '#c9bda9',
    accent: PALETTE.brassLight,
    dark: true,
  },
  {
    name: 'ivory',
    sky: ['#f4efe6', '#ddd3c3'],
    far: '#c9c6c0',
    mid: '#8d96a4',
    near: '#1f2a44',
    stone: '#e9e1d3',
    accent: PALETTE.brass,
    dark: false,
  },
  {
    name: 'slate',
    sky: ['#7f8ca0', '#c9ccce'],
    far: '#a9b2be',
    mid: '#687589',
    near: '#2b3a5c',
    stone: '#e3dccf',
    accent: PALETTE.brass,
    dark: false,
  },
  {
    name: 'navy',
    sky: ['#1f2a44', '#2f3f63'],
    far: '#34446a',
    mid: '#27355a',
    near: '#111829',
    stone: '#d8cfc0',
    accent: PALETTE.brass,
    dark: true,
  },
  {
    name: 'stone',
    sky: ['#e8e0d2', '#c8baa3'],
    far: '#bcae98',
    mid: '#8f8272',
    near: '#3f3a36',
    stone: '#f1ebe0',
    accent: PALETTE.brassDark,
    dark: false,
  },
];

/**
 * A classical portico: steps, a row of fluted columns, an entablature and a pediment.
 * (x, base) is the bottom-left corner; the drawing is `width` wide and about `width * 0.62` high.
 */
export function portico(rng: Rng, x: number, base: number, width: number, stone: string, pediment = true): string {
  const light = stone;
  const mid = shade(stone, -0.12);
  const dark = shade(stone, -0.32);
  const interior = shade(stone, -0.55);
  const count = rng.pick([4, 6, 6, 8]);
  const stepH = width * 0.018;
  const steps = 3;
  const podium = base - stepH * steps;
  const colH = width * 0.36;
  const colTop = podium - colH;
  const inner = width * 0.84;
  const innerX = x + (width - inner) / 2;
  const pitch = inner / count;
  const colW = pitch * 0.48;
  const entH = width * 0.07;
  let out = '';
  for (let i = 0; i < steps; i++) {
    const inset = i * width * 0.02;
    out += `<rect x="${n(x + inset)}" y="${n(base - stepH * (i + 1))}" width="${n(width - inset * 2)}" height="${n(stepH)}" fill="${i % 2 ? light : mid}"/>`;
  }
  out += `<rect x="${n(innerX)}" y="${n(colTop)}" width="${n(inner)}" height="${n(colH)}" fill="${interior}"/>`;
  // A tall doorway glimpsed between the columns.
  out += `<rect x="${n(x + width / 2 - pitch * 0.3)}" y="${n(podium - colH * 0.62)}" width="${n(pitch * 0.6)}" height="${n(colH * 0.62)}" fill="${shade(interior, -0.3)}"/>`;
  for (let i = 0; i < count; i++) {
    const cx = innerX + pitch * (i + 0.5);
    const top = colTop + entH * 0.02;
    out += `<polygon fill="${light}" points="${points([
      [cx - colW / 2, podium - colW * 0.25],
      [cx - colW * 0.43, top + colW * 0.3],
      [cx + colW * 0.43, top + colW * 0.3],
      [cx + colW / 2, podium - colW * 0.25],
    ])}"/>`;
    // Flutes and a shaded flank give each column its roundness.
    out += `<polygon fill="${mid}" points="${points([
      [cx + colW * 0.18, podium - colW * 0.25],
      [cx + colW * 0.16, top + colW * 0.3],
      [cx + colW * 0.43, top + colW * 0.3],
      [cx + colW / 2, podium - colW * 0.25],
    ])}"/>`;
    for (const f of [-0.22, 0, 0.22]) {
      out += `<line x1="${n(cx + colW * f)}" y1="${n(top + colW * 0.4)}" x2="${n(cx + colW * f * 1.1)}" y2="${n(podium - colW * 0.35)}" stroke="${dark}" stroke-width="${n(Math.max(1, colW * 0.03))}" opacity="0.5"/>`;
    }
    out += `<rect x="${n(cx - colW * 0.62)}" y="${n(podium - colW * 0.25)}" width="${n(colW * 1.24)}" height="${n(colW * 0.25)}" fill="${mid}"/>`;
    out += `<rect x="${n(cx - colW * 0.62)}" y="${n(top)}" width="${n(colW * 1.24)}" height="${n(colW * 0.16)}" fill="${light}"/>`;
    out += `<rect x="${n(cx - colW * 0.5)}" y="${n(top + colW * 0.16)}" width="${n(colW)}" height="${n(colW * 0.14)}" fill="${mid}"/>`;
  }
  // Entablature: architrave, frieze with triglyph blocks, cornice.
  const entTop = colTop - entH;
  out += `<rect x="${n(innerX - width * 0.03)}" y="${n(entTop)}" width="${n(inner + width * 0.06)}" height="${n(entH)}" fill="${light}"/>`;
  out += `<rect x="${n(innerX - width * 0.03)}" y="${n(colTop - entH * 0.42)}" width="${n(inner + width * 0.06)}" height="${n(entH * 0.08)}" fill="${mid}"/>`;
  for (let i = 0; i < count * 2 + 1; i++) {
    const tx = innerX + (inner / (count * 2)) * i - width * 0.008;
    out += `<rect x="${n(tx)}" y="${n(entTop + entH * 0.22)}" width="${n(width * 0.016)}" height="${n(entH * 0.32)}" fill="${mid}"/>`;
  }
  const corniceY = entTop - entH * 0.2;
  out += `<rect x="${n(x + width * 0.02)}" y="${n(corniceY)}" width="${n(width * 0.96)}" height="${n(entH * 0.24)}" fill="${dark}"/>`;
  if (pediment) {
    const peak = corniceY - width * 0.15;
    out += `<polygon fill="${light}" points="${points([
      [x + width * 0.02, corniceY],
      [x + width / 2, peak],
      [x + width * 0.98, corniceY],
    ])}"/>`;
    out += `<polygon fill="${mid}" points="${points([
      [x + width * 0.1, corniceY - width * 0.008],
      [x + width / 2, peak + width * 0.035],
      [x + width * 0.9, corniceY - width * 0.008],
    ])}"/>`;
    out += `<polyline fill="none" stroke="${dark}" stroke-width="${n(width * 0.008)}" points="${points([
      [x, corniceY + width * 0.002],
      [x + width / 2, peak - width * 0.006],
      [x + width, corniceY + width * 0.002],
    ])}"/>`;
  } else {
    out += `<rect x="${n(x + width * 0.04)}" y="${n(corniceY - entH * 0.7)}" width="${n(width * 0.92)}" height="${n(entH * 0.7)}" fill="${light}"/>`;
  }
  return out;
}

/**
 * A wall pierced by a row of round-headed arches. The openings are holes (even-odd fill), so
 * whatever was drawn before shows through them. Occupies [x, x + width] by [top, base].
 */
export function arcade(x: number, top: number, width: number, base: number, count: number, wall: string): string {
  const pitch = width / count;
  const openW = pitch * 0.62;
  const springY = top + (base - top) * 0.42;
  let holes = '';
  let details = '';
  for (let i = 0; i < count; i++) {
    const cx = x + pitch * (i + 0.5);
    const r = openW / 2;
    holes += ` M${n(cx - r)},${n(base)} L${n(cx - r)},${n(springY)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(springY)} L${n(cx + r)},${n(base)} Z`;
    // A thin reveal inside the left jamb and soffit gives the wall its thickness.
    details += `<path fill="${shade(wall, -0.22)}" d="M${n(cx - r)},${n(base)} L${n(cx - r)},${n(springY)} A${n(r)},${n(r)} 0 0 1 ${n(cx)},${n(springY - r)} L${n(cx)},${n(springY - r + pitch * 0.035)} A${n(r - pitch * 0.035)},${n(r - pitch * 0.035)} 0 0 0 ${n(cx - r + pitch * 0.035)},${n(springY)} L${n(cx - r + pitch * 0.035)},${n(base)} Z"/>`;
    // Impost blocks and a keystone.
    details += `<rect x="${n(cx - r - pitch * 0.05)}" y="${n(springY - pitch * 0.025)}" width="${n(pitch * 0.05)}" height="${n(pitch * 0.035)}" fill="${shade(wall, -0.1)}"/>`;
    details += `<rect x="${n(cx + r)}" y="${n(springY - pitch * 0.025)}" width="${n(pitch * 0.05)}" height="${n(pitch * 0.035)}" fill="${shade(wall, -0.1)}"/>`;
    details += `<polygon fill="${shade(wall, -0.08)}" points="${points([
      [cx - pitch * 0.035, springY - r - pitch * 0.05],
      [cx + pitch * 0.035, springY - r - pitch * 0.05],
      [cx + pitch * 0.025, springY - r + pitch * 0.01],
      [cx - pitch * 0.025, springY - r + pitch * 0.01],
    ])}"/>`;
  }
  return (
    `<path fill="${wall}" fill-rule="evenodd" d="M${n(x)},${n(top)} L${n(x + width)},${n(top)} L${n(x + width)},${n(base)} L${n(x)},${n(base)} Z${holes}"/>` +
    details +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n((base - top) * 0.05)}" fill="${shade(wall, -0.12)}"/>` +
    `<rect x="${n(x)}" y="${n(top + (base - top) * 0.05)}" width="${n(width)}" height="${n((base - top) * 0.012)}" fill="${shade(wall, 0.1)}"/>`
  );
}

/**
 * A symmetrical colonnade receding towards a vanishing point, with a paved floor and an
 * entablature overhead on each side.
 */
export function colonnade(
  rng: Rng,
  width: number,
  height: number,
  vx: number,
  horizon: number,
  stone: string,
  floor: string,
): string {
  const count = rng.int(6, 8);
  const joint = shade(floor, -0.1);
  let out = `<rect x="0" y="${n(horizon)}" width="${n(width)}" height="${n(height - horizon)}" fill="${floor}"/>`;
  for (let i = -10; i <= 10; i++) {
    out += `<line x1="${n(vx)}" y1="${n(horizon)}" x2="${n(vx + i * width * 0.12)}" y2="${n(height)}" stroke="${joint}" stroke-width="1.2" opacity="0.7"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const y = horizon + (height - horizon) * Math.pow(0.7, i);
    out += `<line x1="0" y1="${n(y)}" x2="${n(width)}" y2="${n(y)}" stroke="${joint}" stroke-width="1.2" opacity="0.7"/>`;
  }
  const reach = Math.max(vx, width - vx) * 1.05;
  for (let i = count - 1; i >= 0; i--) {
    const t = Math.pow(0.7, i);
    const colBase = horizon + (height * 1.02 - horizon) * t;
    const colTop = horizon - (horizon + height * 0.1) * t;
    const colW = width * 0.075 * t;
    for (const side of [-1, 1]) {
      const cx = vx + side * reach * 0.86 * t;
      out += `<ellipse cx="${n(cx)}" cy="${n(colBase)}" rx="${n(colW * 1.3)}" ry="${n(colW * 0.22)}" fill="${shade(floor, -0.25)}" opacity="0.5"/>`;
      out += `<rect x="${n(cx - colW / 2)}" y="${n(colTop)}" width="${n(colW)}" height="${n(colBase - colTop)}" fill="${stone}"/>`;
      const flank = side < 0 ? cx + colW * 0.1 : cx - colW * 0.5;
      out += `<rect x="${n(flank)}" y="${n(colTop)}" width="${n(colW * 0.4)}" height="${n(colBase - colTop)}" fill="${shade(stone, -0.16)}"/>`;
      out += `<rect x="${n(cx - colW * 0.65)}" y="${n(colBase - colW * 0.3)}" width="${n(colW * 1.3)}" height="${n(colW * 0.3)}" fill="${shade(stone, -0.06)}"/>`;
      out += `<rect x="${n(cx - colW * 0.65)}" y="${n(colTop)}" width="${n(colW * 1.3)}" height="${n(colW * 0.22)}" fill="${shade(stone, -0.06)}"/>`;
    }
  }
  // Entablatures running overhead towards the vanishing point.
  for (const side of [-1, 1]) {
    const ex = vx + side * reach;
    out += `<polygon fill="${shade(stone, -0.2)}" points="${points([
      [vx, horizon - height * 0.006],
      [ex, -height * 0.1 - height * 0.16],
      [ex, -height * 0.1 + height * 0.02],
      [vx, horizon],
    ])}"/>`;
  }
  return out;
}
