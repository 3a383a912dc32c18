/**
 * The content version: what a cached public answer was made from. `site_state.content_version`
 * is bumped by triggers on every change to a table the public site shows (db/content-triggers.ts);
 * with the site status it names the state of the public site. The page cache and the media
 * library's usage counts key what they keep by it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import type { Db } from './items.js';
import { changedTagsSince, type TagChanges } from './cache-tags.js';
import { passScheduledTime } from './publication.js';

/**
 * Reads the state row. The query is built and compiled once: the page cache reads the state for
 * every turn of the event loop that serves a stored answer, and building and compiling the query
 * cost Kysely more than running it.
 */
function siteStateReader(db: Kysely<Database>) {
  const query = db.selectFrom('site_state').select(['content_version', 'status', 'next_change_time']).where('id', '=', 1).compile();
  return async () => (await db.executeQuery(query)).rows[0];
}

/** The content counter alone (-1 when the state row is missing). */
export async function readContentCounter(db: Db): Promise<number> {
  const state = await db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirst();
  return Number(state?.content_version ?? -1);
}

/** A cache tag whose change this process follows (the language set: languages/service.ts; the labels: labels/service.ts). */
interface Follower {
  tag: string;
  /** The tag's version last seen (0: never changed). */
  version: number;
  changed: () => Promise<void>;
}

async function tagVersion(db: Kysely<Database>, tag: string): Promise<number> {
  const row = await db.selectFrom('cache_tag').select('version').where('tag', '=', tag).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export function createContentVersionService(db: Kysely<Database>) {
  const readSiteState = siteStateReader(db);
  const onPassed: ((tags: string[]) => void)[] = [];
  const followers: Follower[] = [];

  /**
   * The tags changed since `since`; a followed tag among them has its listener run first, so that
   * a cache dropping what the change outdates renders with what it changed. Rides on the read the
   * caches make anyway when the counter moves: following a tag adds no query to a request.
   */
  async function changedSince(since: number): Promise<TagChanges> {
    const changes = await changedTagsSince(db, since);
    for (const follower of followers) {
      const version = changes.changed.get(follower.tag);
      if (version === undefined || version <= follower.version) continue;
      // Noted only once handled: a reload that failed (a lost connection) is tried again next time.
      await follower.changed();
      follower.version = Math.max(follower.version, version);
    }
    return changes;
  }

  let poll: ReturnType<typeof setInterval> | undefined;

  /** Without a page cache nothing may read the changes: the poll reads them when the counter moved. */
  function startPoll(pollMs: number, counterNow: number | undefined): ReturnType<typeof setInterval> {
    let seen = counterNow;
    const timer = setInterval(() => {
      void (async () => {
        const counter = (await readSiteState())?.content_version;
        if (counter === undefined || counter === seen) return;
        if (seen !== undefined) await changedSince(Number(seen));
        seen = counter;
      })().catch(() => undefined);
    }, pollMs);
    timer.unref();
    return timer;
  }

  /** The content counter and the site status, after counting a passed schedule time as a change. */
  async function state(): Promise<{ counter: number; status: number }> {
    let row = await readSiteState();
    const now = nowIso();
    if (row?.next_change_time && row.next_change_time <= now) {
      const tags = await passScheduledTime(db, now);
      if (tags.length > 0) for (const listener of onPassed) listener(tags);
      row = await readSiteState();
    }
    return {
      counter: Number(row?.content_version ?? -1),
      status: Number(row?.status ?? -1),
    };
  }
  return {
    /**
     * The version of what visitors see, as `counter:status`. A scheduled publish or unpublish time
     * that has passed counts as a content change first (decision 0023), so nothing kept under the
     * previous version outlives it.
     */
    async current(): Promise<string> {
      const { counter, status } = await state();
      return `${counter}:${status}`;
    },

    state,

    /** Told the cache tags of the items whose schedule time this process found passed (a reverse proxy is purged by them). */
    onScheduledChange: (listener: (tags: string[]) => void) => void onPassed.push(listener),

    /**
     * Calls `changed` whenever `tag` changes, however (another instance, a script): checked on
     * each read of the changed tags (which the caches make when the counter moved), and every
     * `pollMs` (0: only on those reads) even when nothing else reads them (no page cache). One
     * poll serves every followed tag (the language set, the labels). Answers a function that stops
     * following it (and the poll with the last).
     */
    async followTag(tag: string, changed: () => Promise<void>, pollMs: number): Promise<() => void> {
      const follower: Follower = { tag, version: await tagVersion(db, tag), changed };
      followers.push(follower);
      if (pollMs > 0 && !poll) {
        const counter = (await readSiteState())?.content_version;
        poll ??= startPoll(pollMs, counter);
      }
      return () => {
        const at = followers.indexOf(follower);
        if (at >= 0) followers.splice(at, 1);
        if (followers.length === 0 && poll) {
          clearInterval(poll);
          poll = undefined;
        }
      };
    },

    /** The cache tags changed after counter `since` (cache-tags.ts). */
    changedSince,
  };
}

export type ContentVersionService = ReturnType<typeof createContentVersionService>;
