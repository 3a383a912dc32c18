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

/** A cache tag whose change this process follows (the language set: languages/service.ts). */
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
  /** The counter the followers' tags were last checked at, and the check under way (callers wait for it). */
  let checkedAt = -1;
  let checking: Promise<void> = Promise.resolve();

  /**
   * When the counter moved, whether a followed tag changed; its listener runs before the state is
   * answered, so that a cache dropping what the tag's change outdates renders with what it changed.
   */
  function checkFollowers(counter: number): Promise<void> {
    if (followers.length === 0 || counter === checkedAt) return checking;
    checkedAt = counter;
    checking = checking.then(async () => {
      for (const follower of followers) {
        const version = await tagVersion(db, follower.tag);
        if (version === follower.version) continue;
        follower.version = version;
        await follower.changed();
      }
    });
    // A failed check (the database briefly away) is tried again at the next counter read.
    return checking.catch((error: unknown) => {
      checkedAt = -1;
      checking = Promise.resolve();
      throw error;
    });
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
    await checkFollowers(Number(row?.content_version ?? -1));
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
     * each read of the state that finds the counter moved, and every `pollMs` (0: only on those
     * reads) even when nothing else reads it (no page cache). Answers a function that stops the poll.
     */
    async followTag(tag: string, changed: () => Promise<void>, pollMs: number): Promise<() => void> {
      followers.push({ tag, version: await tagVersion(db, tag), changed });
      const poll = pollMs > 0 ? setInterval(() => void state().catch(() => undefined), pollMs) : undefined;
      poll?.unref();
      return () => clearInterval(poll);
    },

    /** The cache tags changed after counter `since` (cache-tags.ts). */
    changedSince: (since: number): Promise<TagChanges> => changedTagsSince(db, since),
  };
}

export type ContentVersionService = ReturnType<typeof createContentVersionService>;
