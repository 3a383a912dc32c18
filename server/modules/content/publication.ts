/**
 * What visitors may see of a publishable version (migration 0011, decision 0023): published, and
 * within its publish and unpublish times. Every public read filters with `visibleNow`; the back
 * office reads `stateOf`. Times are ISO-8601 UTC text on both dialects, so they compare as text.
 */
import { type Expression, sql, type SqlBool } from 'kysely';
import type { PublicationState, PublicationView } from '../../../contract/publication.js';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.js';

export const PUBLISHABLE_VERSION_TABLES = ['article_version', 'lawyer_version', 'professional_field_version', 'banner_version'] as const;
export type PublishableVersionTable = (typeof PUBLISHABLE_VERSION_TABLES)[number];

/** The row's publication columns, as every publishable version table has them. */
export interface PublicationRow {
  published: number;
  publish_time: string | null;
  unpublish_time: string | null;
  pending: string | null;
}

/** True for a version of the table (or alias) `table` that visitors see at `now`. */
export function visibleNow(table: string, now: string): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column('published')} = 1 and (${column('publish_time')} is null or ${column('publish_time')} <= ${now}) and (${column('unpublish_time')} is null or ${column('unpublish_time')} > ${now}))`;
}

export function stateOf(row: Omit<PublicationRow, 'pending'>, now: string): PublicationState {
  if (row.published !== 1) return 'draft';
  if (row.publish_time !== null && row.publish_time > now) return 'scheduled';
  if (row.unpublish_time !== null && row.unpublish_time <= now) return 'expired';
  return 'published';
}

export function isVisible(row: Omit<PublicationRow, 'pending'>, now: string): boolean {
  return stateOf(row, now) === 'published';
}

export function publicationViewOf(row: PublicationRow, now: string): PublicationView {
  return { state: stateOf(row, now), hasPendingChanges: row.pending !== null, publishTime: row.publish_time, unpublishTime: row.unpublish_time };
}

/** The earliest publish or unpublish time after `now` over every publishable table, as SQL. */
function nextChangeAfter(now: string) {
  const candidates = PUBLISHABLE_VERSION_TABLES.flatMap((table) =>
    (['publish_time', 'unpublish_time'] as const).map((column) => sql`select min(${sql.ref(column)}) as t from ${sql.table(table)} where ${sql.ref(column)} > ${now}`),
  );
  return sql<string | null>`(select min(t) from (${sql.join(candidates, sql` union all `)}) as upcoming)`;
}

/** Records the next schedule time after a write that may have set one; in the write's transaction. */
export async function refreshNextChangeTime(db: Db, now: string): Promise<void> {
  await db.updateTable('site_state').set({ next_change_time: nextChangeAfter(now) }).where('id', '=', 1).execute();
}

/** The cache tag kind of each publishable table's items (cache-tags.ts). */
const KIND_OF: Record<PublishableVersionTable, string> = {
  article_version: 'article',
  lawyer_version: 'lawyer',
  professional_field_version: 'practice_area',
  banner_version: 'banner',
};

/**
 * When the next schedule time has passed, counts it as a content change and records the one
 * after. Safe on several instances at once: only the first update finds the passed time. The
 * items whose versions came or went at the times passed, and their kinds, get "hard" cache tags
 * (migration 0025): the pages that show them go at once, to the second (decision 0023). Returns
 * those tags when this call passed the time (for the reverse proxy's purge), else none.
 */
export async function passScheduledTime(db: Kysely<Database>, now: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const passed = (await trx.selectFrom('site_state').select('next_change_time').where('id', '=', 1).executeTakeFirst())?.next_change_time;
    if (!passed || passed > now) return [];
    const moved = await trx
      .updateTable('site_state')
      .set({ content_version: sql`content_version + 1`, next_change_time: nextChangeAfter(now) })
      .where('id', '=', 1)
      .where('next_change_time', '=', passed)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return [];
    const counter = Number((await trx.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);
    const tags = new Set<string>();
    for (const table of PUBLISHABLE_VERSION_TABLES) {
      const rows = await trx
        .selectFrom(table)
        .select('no')
        .distinct()
        .where((eb) => eb.or([eb.between('publish_time', passed, now), eb.between('unpublish_time', passed, now)]))
        .execute();
      if (rows.length > 0) tags.add(KIND_OF[table]);
      for (const row of rows) tags.add(`${KIND_OF[table]}:${row.no}`);
    }
    for (const tag of tags) {
      await trx
        .insertInto('cache_tag')
        .values({ tag, version: counter, hard_version: counter })
        .onConflict((oc) => oc.column('tag').doUpdateSet({ version: counter, hard_version: counter }))
        .execute();
    }
    return [...tags];
  });
}
