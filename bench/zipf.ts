/**
 * A Zipf-distributed choice over a list, from a seeded generator: the same seed gives the same
 * sequence of choices, so two runs (or two builds) ask for the same addresses in the same order.
 */

/** mulberry32: a small, fast generator of numbers in [0, 1) whose sequence its seed decides. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The list in an order the seed decides (Fisher-Yates), so popularity does not follow the list's own order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Chooses the item of rank k (from 1) with a probability proportional to 1 / k^s. `share(k)` is
 * that probability, for printing how concentrated the workload is.
 */
export function zipfChooser<T>(ranked: readonly T[], s: number, seed: number): { next(): T; share(rank: number): number } {
  if (ranked.length === 0) throw new Error('a Zipf choice needs at least one item');
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank++) cumulative.push((total += 1 / rank ** s));
  const random = seededRandom(seed);
  return {
    next() {
      const target = random() * total;
      // The first rank whose cumulative weight passes the target.
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return ranked[low]!;
    },
    share: (rank) => 1 / rank ** s / total,
  };
}
