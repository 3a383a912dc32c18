/** SQL for job titles and offices: the same statements on either table pair. */
import type { Lang } from '../../../contract/languages.js';
import type { Db } from '../content/items.js';

/** The tables of one kind and the columns it has beyond `no`, `sort` and `name`. */
export interface NamedTables {
  item: 'job' | 'office';
  version: 'job_version' | 'office_version';
  itemColumns: readonly 'tel'[];
  versionColumns: readonly 'address'[];
}

/** Item columns beyond `no`, `sort` and the times (offices have a phone number). */
export interface NamedItemValues {
  tel?: string | null | undefined;
}

/** A version joined with its item; the extra columns are there when the kind has them. */
export interface NamedRow {
  id: number;
  no: string;
  lang: Lang;
  name: string;
  sort: number;
  address?: string | null;
  tel?: string | null;
}

/**
 * Versions with their items by `sort`: every item, or the versions of one. Each table is read in
 * a subquery: Kysely types a query on a union of table names (job or office), not a join of one.
 */
export async function listNamedVersions(db: Db, tables: NamedTables, no?: string): Promise<NamedRow[]> {
  const versions = db.selectFrom(tables.version).select(['id', 'no', 'lang', 'name', ...tables.versionColumns]).as('v');
  const items = db.selectFrom(tables.item).select(['no', 'sort', 'create_time', ...tables.itemColumns]).as('i');
  let query = db
    .selectFrom(versions)
    .innerJoin(items, 'i.no', 'v.no')
    .select(['v.id', 'v.no', 'v.lang', 'v.name', 'i.sort', ...tables.versionColumns.map((c) => `v.${c}` as const), ...tables.itemColumns.map((c) => `i.${c}` as const)]);
  if (no !== undefined) query = query.where('v.no', '=', no);
  return query.orderBy('i.sort').orderBy('i.create_time').orderBy('v.id').execute();
}

export async function insertNamedItem(db: Db, tables: NamedTables, values: { no: string; sort: number; create_time: string; update_time: string } & NamedItemValues): Promise<void> {
  await db.insertInto(tables.item).values(values).execute();
}

export async function updateNamedItem(db: Db, tables: NamedTables, no: string, values: { update_time: string } & NamedItemValues): Promise<void> {
  await db.updateTable(tables.item).set(values).where('no', '=', no).execute();
}
