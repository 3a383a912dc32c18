/** SQL of the revisions (table `revision`, migration 0015, decision 0028). */
import { type Insertable, sql } from 'kysely';
import type { RevisionTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';

const SUMMARY = ['id', 'entity', 'item_no', 'number', 'author_id', 'author_name', 'create_time', 'changed', 'langs'] as const;

/** The newest revision of an item, with its copy, or nothing before its first save. */
export async function latestRevision(db: Db, entity: string, no: string) {
  return db
    .selectFrom('revision')
    .select([...SUMMARY, 'snapshot'])
    .where('entity', '=', entity)
    .where('item_no', '=', no)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The languages of the newest audit entry of a person's write to an item (decision 0071): what the
 * write that was just made changed, for the first revision of an item stored before revisions
 * were kept. Read along the (person, entity, time) index, newest first: that entry is the first.
 */
export async function languagesOfLastWrite(db: Db, userId: number, entity: string, no: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('audit_entry')
    .select('langs')
    .where('user_id', '=', userId)
    .where('entity', '=', entity)
    .where('item_no', '=', no)
    .where('action', 'in', ['create', 'update', 'restore', 'publish', 'unpublish'])
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? row.langs.split(',').filter(Boolean) : undefined;
}

export async function insertRevision(db: Db, values: Insertable<RevisionTable>): Promise<number> {
  const row = await db.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Removes an item's revisions older than its newest `kept`. */
export async function pruneRevisions(db: Db, entity: string, no: string, kept: number): Promise<void> {
  const boundary = await db
    .selectFrom('revision')
    .select('id')
    .where('entity', '=', entity)
    .where('item_no', '=', no)
    .orderBy('id', 'desc')
    .offset(kept - 1)
    .limit(1)
    .executeTakeFirst();
  if (!boundary) return;
  await db.deleteFrom('revision').where('entity', '=', entity).where('item_no', '=', no).where('id', '<', boundary.id).execute();
}

/**
 * An item's revisions, newest first. The copy is read only for rows kept before migration 0023,
 * whose languages the list takes from it; the others give an empty one.
 */
export async function listRevisions(db: Db, entity: string, no: string) {
  return db
    .selectFrom('revision')
    .select(SUMMARY)
    .select(sql<string>`case when langs is null then snapshot else '{"versions":[]}' end`.as('snapshot'))
    .where('entity', '=', entity)
    .where('item_no', '=', no)
    .orderBy('id', 'desc')
    .execute();
}

export async function findRevision(db: Db, id: number) {
  return db.selectFrom('revision').select([...SUMMARY, 'snapshot']).where('id', '=', id).executeTakeFirst();
}

/** Which of `paths` (stored paths of uploads) the media library still holds. */
export async function uploadsStillHeld(db: Db, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('file').select('path').where('path', 'in', [...paths]).execute();
  return new Set(rows.map((row) => row.path));
}
