/**
 * The content state the page cache answers by (decision 0075): the content counter, the site
 * status and the disclaimer version, and what changed since the last read. The database's
 * triggers record the tags of every change under the counter's new value; the counter and the
 * site status are read once per request (and every `pollMs` without requests), and when the
 * counter moves the tags changed since are read and applied to the store: the entries showing a
 * tag whose item was deleted or changed its publication go at once; the others are stale, and
 * their refreshes are queued. A site status, disclaimer or language set change drops everything, and moves the
 * epoch, so that an answer begun before cannot be stored after.
 *
 * The state is read for every request, but shared and never more than one read at a time: a read
 * starts at the end of the event loop's turn (setImmediate), so the requests that arrived in the
 * same turn share it, and requests that arrive while a read is under way share the next one, which
 * starts after they arrived. Every request still sees the state of its own time, and a busy server
 * reads it once per turn or database round trip instead of once per request: with SQLite a read
 * finishes within the request's own callback, so sharing only a read under way shared nothing.
 *
 * The tags changed are remembered, with the counter of their last change, for the answers still
 * being made: one that began at counter C and shows a tag changed after C is not stored
 * (`outdated`). Stored entries need no memory of them (the store marks them when the change is
 * applied). The memory is bounded: past `mostRemembered` tags, the half changed longest ago are
 * forgotten and the counter of the newest forgotten change kept as a floor; an answer begun
 * before the floor counts as outdated whatever it shows (it may show a forgotten tag), so a
 * forgotten change can cost a render, never a stale page.
 */
import type { FastifyInstance } from 'fastify';
import { changesEveryPage, type TagChanges } from '../modules/content/cache-tags.js';
import type { PageCacheCounts } from './page-cache-stats.js';
import type { RefreshQueue } from './page-cache-refresh.js';
import type { PageStore } from './page-cache-store.js';

/** The state last read: the content counter, the site status, the disclaimer version that goes with them. */
export interface ContentState {
  counter: number;
  status: number;
  disclaimerVersion: string | null;
}

export interface ContentStateReader {
  /** The state as of a read started no earlier than this call (see the header). */
  fresh(): Promise<ContentState>;
  /** Moves whenever everything is dropped. */
  epoch(): number;
  /** Whether something an answer shows changed since it looked (or everything was dropped). */
  outdated(looked: { counter: number; epoch: number }, tags: readonly string[]): boolean;
  /**
   * Drops or marks stale what the changes outdate, and queues the stale entries' refreshes.
   * `staleSince` -Infinity: not to be sent again at all (this process's own write).
   */
  applyChanges(changes: TagChanges, staleSince: number): void;
  /** How many changed tags are remembered for `outdated` (bounded: see the header). */
  tagsRemembered(): number;
  /** Stops the poll. */
  stop(): void;
}

/** Tags changed remembered at most (about 100 bytes each); see the header. */
export const MOST_TAGS_REMEMBERED = 10_000;

export function createContentStateReader(
  app: FastifyInstance,
  store: PageStore,
  refreshQueue: RefreshQueue,
  counts: PageCacheCounts,
  pollMs: number,
  mostRemembered = MOST_TAGS_REMEMBERED,
): ContentStateReader {
  let current: ContentState | undefined;
  /** Moves whenever everything is dropped: an answer begun before cannot be stored after. */
  let epoch = 0;
  /** Tags changed, with the counter of their last change, the least recently changed first. */
  const tagChanged = new Map<string, number>();
  /** The newest counter of a change forgotten (see the header): an answer begun before it is outdated. */
  let forgottenUpTo = -1;

  /** The read under way, and the one that will start next for the requests that came since. */
  let reading: Promise<ContentState> | undefined;
  let next: Promise<ContentState> | undefined;
  function fresh(): Promise<ContentState> {
    next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => reading?.catch(() => undefined))
      .then(() => {
        next = undefined;
        counts.stateReads++;
        const read = currentState().finally(() => {
          if (reading === read) reading = undefined;
        });
        reading = read;
        return read;
      });
    return next;
  }

  function applyChanges(changes: TagChanges, staleSince: number): void {
    for (const [tag, version] of changes.changed) remember(tag, version);
    // The language set (picker, hreflang, sitemap) and the labels show on every page and no entry
    // records them: like a status change, everything goes (they were reloaded when the counter was read).
    if (changesEveryPage(changes.changed)) clear();
    else refreshQueue.add(store.change(changes.changed, changes.hard, staleSince));
  }

  function remember(tag: string, version: number): void {
    const known = tagChanged.get(tag);
    if (known !== undefined && known >= version) return;
    // Moved to the end: the map stays in the order of the last changes.
    tagChanged.delete(tag);
    tagChanged.set(tag, version);
    if (tagChanged.size <= mostRemembered) return;
    for (const [oldTag, oldVersion] of tagChanged) {
      if (tagChanged.size <= mostRemembered / 2) break;
      tagChanged.delete(oldTag);
      if (oldVersion > forgottenUpTo) forgottenUpTo = oldVersion;
    }
  }

  function outdated(looked: { counter: number; epoch: number }, tags: readonly string[]): boolean {
    if (looked.epoch !== epoch || looked.counter < forgottenUpTo) return true;
    return tags.some((tag) => (tagChanged.get(tag) ?? -1) > looked.counter);
  }

  function clear(): void {
    store.clear();
    epoch++;
  }

  /**
   * The content counter and site status, and with a new counter the disclaimer version (it only
   * changes with content) and the tags changed since the last read, applied to the entries. A
   * scheduled publish or unpublish time that has passed counts as a content change (decision
   * 0023), so no cached answer outlives it.
   */
  async function currentState(): Promise<ContentState> {
    const { counter, status } = await app.services.contentVersion.state();
    if (current && current.status === status && current.counter === counter) return current;
    const disclaimerVersion = await app.services.portalConfig.siteDisclaimerVersion();
    // A new status or disclaimer, a first read, or a counter gone back (a restored database): everything goes.
    if (!current || current.status !== status || current.disclaimerVersion !== disclaimerVersion || counter < current.counter) {
      clear();
    } else {
      applyChanges(await app.services.contentVersion.changedSince(current.counter), Date.now());
    }
    current = { counter, status, disclaimerVersion };
    return current;
  }

  // Changes are seen, and their pages refreshed, within `pollMs` of the write even with no
  // request coming; an unreadable state is left to the next request to log.
  const poll = pollMs > 0 ? setInterval(() => void fresh().catch(() => undefined), pollMs) : undefined;
  poll?.unref();

  return {
    fresh,
    epoch: () => epoch,
    outdated,
    applyChanges,
    tagsRemembered: () => tagChanged.size,
    stop() {
      if (poll) clearInterval(poll);
    },
  };
}
