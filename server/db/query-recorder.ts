/**
 * The texts of the queries run while something is recorded (`recordQueries`): how a cached public
 * answer learns what it read (content/cache-tags.ts maps the texts to cache tags, decision 0075).
 * Every connection (connection.ts) notes each query it runs; outside a recording that costs one
 * lookup of the async context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const recorder = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` adding to `texts` the SQL of every query it runs, however deep. */
export function recordQueries<T>(texts: Set<string>, fn: () => T): T {
  return recorder.run(texts, fn);
}

/** Notes a query run (connection.ts, for every query). */
export function noteQuery(text: string): void {
  recorder.getStore()?.add(text);
}
