/**
 * bench:site's address choice (bench/zipf.ts): the same seed asks for the same addresses in the
 * same order, and the addresses are asked for in proportion to 1 / rank^s.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled, zipfChooser } from '../../bench/zipf.js';

const ADDRESSES = Array.from({ length: 500 }, (_, i) => `/page/${i}`);

describe('the Zipf choice of bench:site', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const chooser = zipfChooser(ADDRESSES, 1, seed);
      return Array.from({ length: 50 }, () => chooser.next());
    };
    expect(draw(47)).toEqual(draw(47));
    expect(draw(47)).not.toEqual(draw(48));
  });

  it('orders a list by its seed without losing or repeating an item', () => {
    const order = shuffled(ADDRESSES, 47);
    expect(order).toEqual(shuffled(ADDRESSES, 47));
    expect(order).not.toEqual(ADDRESSES);
    expect([...order].sort()).toEqual([...ADDRESSES].sort());
  });

  it('asks for the item of rank k in proportion to 1 / k^s', () => {
    const chooser = zipfChooser(ADDRESSES, 1, 47);
    const shares = ADDRESSES.map((_, i) => chooser.share(i + 1));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(shares[0]! / shares[1]!).toBeCloseTo(2, 10);
    expect(shares[0]! / shares[9]!).toBeCloseTo(10, 10);

    // 200,000 draws from a fixed seed: the counts of the first ranks are within 5 % of their shares
    // (the tenth rank's count has a standard error under 2 %; the seed is fixed, so the outcome is too).
    const draws = 200_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const address = chooser.next();
      counts.set(address, (counts.get(address) ?? 0) + 1);
    }
    for (const rank of [1, 2, 10]) {
      const observed = (counts.get(ADDRESSES[rank - 1]!) ?? 0) / draws;
      expect(Math.abs(observed / shares[rank - 1]! - 1)).toBeLessThan(0.05);
    }
  });

  it('draws numbers in [0, 1) from its seed', () => {
    const random = seededRandom(1);
    const values = Array.from({ length: 10_000 }, () => random());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(9_990);
  });
});
