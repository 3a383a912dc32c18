/**
 * Drafts of publishable versions (decision 0023): how a write's columns land on a version given
 * its stored publication, and publishing or unpublishing the versions of an item.
 *
 * - A new version is a draft or published as the write says.
 * - A draft version takes the write's text directly.
 * - A published version saved as a draft keeps its live text; the write's columns wait in
 *   `pending` until published (the back office reads them overlaid, see `withPending`).
 * - Schedule times are written as given (undefined keeps them): they are publication settings,
 *   not text, and only roles that may publish may change them.
 */
import type { UpdateObject } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Lang } from '../../../contract/languages.js';
import type { WriteState } from '../../../contract/publication.js';
import { nowIso } from '../../db/time.js';
import { AppError, forbidden } from '../../http/errors.js';
import type { Db } from './items.js';
import { isVisible, type PublicationRow, type PublishableVersionTable, refreshNextChangeTime } from './publication.js';

/** What an element of a write says about its publication. */
export interface PublicationIntent {
  state?: WriteState | undefined;
  publishTime?: string | null | undefined;
  unpublishTime?: string | null | undefined;
}

/** What every publishable write needs to know of the person writing. */
export interface PublishRights {
  /** Editors and administrators publish; reviewers' writes stay drafts. */
  canPublish: boolean;
}

export type StoredPublication = Map<number, PublicationRow>;

/** The stored publication of every version of an item, by version id. */
export async function storedPublication(db: Db, table: PublishableVersionTable, no: string): Promise<StoredPublication> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'published', 'publish_time', 'unpublish_time', 'pending'])
    .where('no', '=', no)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { published: Number(r.published), publish_time: r.publish_time, unpublish_time: r.unpublish_time, pending: r.pending }]));
}

/**
 * Refuses what the writer may not do (403): a reviewer asking to publish, or changing a schedule
 * time; and what nobody means to do (409): a later publish time for a version live now, which
 * took its page off the site until then while the publish panel said "goes live then". Answers
 * the state the write takes: as asked, else published for those who may publish (the spec's
 * clients name no state) and draft for the others.
 */
export function resolveWriteState(
  element: PublicationIntent,
  rights: PublishRights,
  stored: Omit<PublicationRow, 'pending'> | undefined,
  now = nowIso(),
): WriteState {
  if (!rights.canPublish) {
    if (element.state === 'published') throw forbidden();
    const changes = (given: string | null | undefined, current: string | null | undefined) => given !== undefined && given !== (current ?? null);
    if (changes(element.publishTime, stored?.publish_time) || changes(element.unpublishTime, stored?.unpublish_time)) throw forbidden();
    return 'draft';
  }
  if (element.publishTime && element.publishTime > now && stored && isVisible(stored, now)) throw new AppError(409, 'liveVersionNotSchedulable');
  return element.state ?? 'published';
}

/**
 * The columns to write on a version: `content` (its text and media columns) placed on the row or
 * in `pending` as the rules above say, with its publication columns.
 */
export function publicationColumns(
  content: Record<string, unknown>,
  element: PublicationIntent,
  rights: PublishRights,
  stored: PublicationRow | undefined,
): Record<string, unknown> {
  const state = resolveWriteState(element, rights, stored);
  const schedule = {
    ...(element.publishTime !== undefined ? { publish_time: element.publishTime } : {}),
    ...(element.unpublishTime !== undefined ? { unpublish_time: element.unpublishTime } : {}),
  };
  if (!stored) return { ...content, published: state === 'published' ? 1 : 0, publish_time: null, unpublish_time: null, ...schedule, pending: null };
  if (state === 'draft' && stored.published === 1) {
    // A write that leaves a column out keeps it: earlier pending changes to it stay pending.
    const earlier = stored.pending === null ? {} : (JSON.parse(stored.pending) as Record<string, unknown>);
    return { pending: JSON.stringify({ ...earlier, ...content }), ...schedule };
  }
  return { ...content, published: state === 'published' ? 1 : 0, pending: null, ...schedule };
}

/** A version row as the back office edits it: its pending changes over its live text. */
export function withPending<R extends { pending: string | null }>(row: R): R {
  if (row.pending === null) return row;
  return { ...row, ...(JSON.parse(row.pending) as Partial<R>), pending: row.pending };
}

/**
 * Publishes (1) or unpublishes (0) the versions of an item, one language or all. Publishing makes
 * pending changes the live text; unpublishing makes them the draft's text, so nothing written is
 * lost. Answers how many versions it reached, and refreshes the next schedule time.
 */
export async function setPublished(db: Db, table: PublishableVersionTable, no: string, lang: Lang | undefined, published: 0 | 1, now: string): Promise<number> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'pending'])
    .where('no', '=', no)
    .$if(lang !== undefined, (q) => q.where('lang', '=', lang!))
    .execute();
  for (const row of rows) {
    // `pending` holds columns of this very table, as a draft save wrote them.
    const pending = row.pending === null ? {} : (JSON.parse(row.pending) as UpdateObject<Database, PublishableVersionTable>);
    await db.updateTable(table).set({ ...pending, published, pending: null }).where('id', '=', row.id).execute();
  }
  await refreshNextChangeTime(db, now);
  return rows.length;
}
