/** SQL for the icon library. */
import { type Selectable, sql } from 'kysely';
import type { IconTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';

export type IconRow = Selectable<IconTable>;

/** Every icon, newest first; with `name`, those whose name contains it, ignoring case. */
export async function listIcons(db: Db, name?: string): Promise<IconRow[]> {
  let query = db.selectFrom('icon').selectAll();
  if (name) {
    // The name is matched literally: `%` and `_` typed by the editor are not wildcards.
    const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  return query.orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
}

export async function insertIcon(db: Db, values: { name: string; url: string; create_time: string }): Promise<IconRow> {
  return db.insertInto('icon').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the icon; false when there was none with that id. */
export async function deleteIcon(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('icon').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
