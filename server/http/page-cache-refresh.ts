/**
 * Background refreshes of stale cache entries (issue 47 point 2, decision 0075): after a change,
 * the entries that show it are made again a few at a time, the most recently used first, so the
 * first visitor after a publish is not the one who waits for the render.
 */
export interface RefreshQueue {
  /** Queues keys (in the order given) not already queued or under way. */
  add(keys: readonly string[]): void;
  /** Refreshes queued or under way. */
  pending(): number;
  /** Resolves once nothing is queued or under way. */
  settled(): Promise<void>;
  /** Drops what is queued; refreshes under way finish. */
  stop(): void;
}

export function createRefreshQueue(concurrency: number, refresh: (key: string) => Promise<void>): RefreshQueue {
  const queued = new Set<string>();
  const underWay = new Set<string>();
  let stopped = false;
  let waiters: (() => void)[] = [];

  function pump(): void {
    while (!stopped && underWay.size < concurrency && queued.size > 0) {
      const key = queued.values().next().value!;
      queued.delete(key);
      underWay.add(key);
      refresh(key)
        // A failed refresh leaves the entry stale: a visitor's request renders it instead.
        .catch(() => undefined)
        .finally(() => {
          underWay.delete(key);
          pump();
        });
    }
    if (queued.size === 0 && underWay.size === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  }

  return {
    add(keys) {
      if (stopped) return;
      for (const key of keys) if (!underWay.has(key)) queued.add(key);
      pump();
    },
    pending: () => queued.size + underWay.size,
    settled: () => (queued.size === 0 && underWay.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stop() {
      stopped = true;
      queued.clear();
      pump();
    },
  };
}
