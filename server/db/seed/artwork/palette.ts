/**
 * Seeded randomness and the house colour palette shared by every drawing.
 *
 * Every picture is a pure function of its key: the key is hashed into a 32-bit seed that drives a
 * small deterministic generator, so the same key always draws the same image.
 */

/** The firm's colours: deep navy, slate, warm stone/ivory and a brass accent. */
export const PALETTE = {
  navy: '#1f2a44',
  navyDeep: '#141c30',
  navyMid: '#2b3a5c',
  slate: '#4a5668',
  slateLight: '#7d8898',
  mist: '#b9c0c9',
  stone: '#d8cfc0',
  stoneDark: '#b7a993',
  ivory: '#f4efe6',
  paper: '#fbf8f2',
  brass: '#b08d57',
  brassLight: '#cfb283',
  brassDark: '#8a6b3c',
  walnut: '#5b4636',
  oak: '#8a6a4f',
  green: '#55695a',
  burgundy: '#6b2f3a',
} as const;

/** 32-bit FNV-1a hash of a string, mixed once more so near-identical keys diverge. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Deterministic pseudo-random generator (mulberry32) seeded from a key. */
export class Rng {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashKey(seed);
  }

  /** Uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform number in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick needs a non-empty list');
    return item;
  }
}

/** Parses `#rrggbb` into its channels. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(r: number, g: number, b: number): string {
  const part = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend between two `#rrggbb` colours (t = 0 gives `a`, t = 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Darkens (negative amount) or lightens (positive amount) a colour towards black or white. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}
