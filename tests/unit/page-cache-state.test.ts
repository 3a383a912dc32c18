/**
 * The page cache's memory of the tags changed (server/http/page-cache-state.ts): kept for the
 * answers still being made, bounded however many tags change over the months, and never letting
 * an answer that shows a change made after it began be stored, even once that change is forgotten.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TagChanges } from '../../server/modules/content/cache-tags.js';
import { createContentStateReader } from '../../server/http/page-cache-state.js';
import { createPageCacheCounts } from '../../server/http/page-cache-stats.js';
import type { PageStore } from '../../server/http/page-cache-store.js';
import type { RefreshQueue } from '../../server/http/page-cache-refresh.js';

/** A reader whose changes the test applies by hand (no database: the state is never read here). */
function reader(mostRemembered: number) {
  const store = { change: () => [], clear: () => {} } as unknown as PageStore;
  const refreshQueue = { add: () => {} } as unknown as RefreshQueue;
  return createContentStateReader({} as FastifyInstance, store, refreshQueue, createPageCacheCounts(), 0, mostRemembered);
}

/** One edit of an item, as the triggers record it: its tag and its kind's, under the new counter. */
const edit = (no: number, counter: number): TagChanges => ({
  changed: new Map([
    [`article:${no}`, counter],
    ['article', counter],
  ]),
  hard: new Map(),
});

describe('the page cache\'s memory of the tags changed', () => {
  it('stays within its bound however many items change', () => {
    const state = reader(100);
    for (let counter = 1; counter <= 5_000; counter++) {
      state.applyChanges(edit(counter, counter), Date.now());
      expect(state.tagsRemembered()).toBeLessThanOrEqual(100);
    }
    state.stop();
  });

  it('still tells an answer begun before a change it shows, once that change is forgotten', () => {
    const state = reader(100);
    // An item page begun at counter 10, before its item changed at 11.
    const begun = { counter: 10, epoch: state.epoch() };
    state.applyChanges(edit(7, 11), Date.now());
    expect(state.outdated(begun, ['article:7', 'settings'])).toBe(true);
    // Months of other edits push the change of item 7 out of the memory.
    for (let counter = 12; counter < 1_000; counter++) state.applyChanges(edit(counter, counter), Date.now());
    expect(state.tagsRemembered()).toBeLessThanOrEqual(100);
    expect(state.outdated(begun, ['article:7', 'settings'])).toBe(true);
    // Nor is an answer showing nothing that changed stored when it began before what was forgotten.
    expect(state.outdated(begun, ['settings'])).toBe(true);
    state.stop();
  });

  it('leaves an answer begun after what it forgot to the tags it shows', () => {
    const state = reader(100);
    for (let counter = 1; counter < 1_000; counter++) state.applyChanges(edit(counter, counter), Date.now());
    const begun = { counter: 999, epoch: state.epoch() };
    expect(state.outdated(begun, ['article:5', 'settings'])).toBe(false);
    state.applyChanges(edit(5, 1_000), Date.now());
    expect(state.outdated(begun, ['article:5', 'settings'])).toBe(true);
    expect(state.outdated(begun, ['article:6', 'settings'])).toBe(false);
    state.stop();
  });

  it('remembers a tag changed again under its newest counter, as recently changed', () => {
    const state = reader(4);
    state.applyChanges(edit(1, 1), Date.now());
    state.applyChanges(edit(2, 2), Date.now());
    // An older read of the same change (a write's own, applied after the poll's) changes nothing.
    state.applyChanges(edit(2, 1), Date.now());
    const begun = { counter: 1, epoch: state.epoch() };
    expect(state.outdated(begun, ['article:2'])).toBe(true);
    expect(state.outdated(begun, ['article:1'])).toBe(false);
    state.stop();
  });
});
