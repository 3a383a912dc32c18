/** SQL for job titles and offices: the same statements on either table pair. */
import type { Lang } from '../../../contract/languages.js';
import type { Kysely } from 'kysely';
import type { Db } from '../content/items.js';

/** The tables of one kind and the columns it has beyond `no`, `sort` and `name`. */
export interface NamedTables {
  item: 'job' | 'office';
  version: 'job_version' | 'office_version';
  itemColumns: readonly 'tel'[];
  versionColumns: readonly 'address'[];
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

// The table names vary at run time, which Kysely's types cannot follow; both pairs have every
// column used here (the extras are selected only for the kind that has them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>;

/** Versions with their items by `sort`: every item, or the versions of one. */
export async function listNamedVersions(db: Db, tables: NamedTables, no?: string): Promise<NamedRow[]> {
  let query = loose(db)
    .selectFrom(`${tables.version} as v`)
    .innerJoin(`${tables.item} as i`, 'i.no', 'v.no')
    .select(['v.id', 'v.no', 'v.lang', 'v.name', 'i.sort', ...tables.versionColumns.map((c) => `v.${c}`), ...tables.itemColumns.map((c) => `i.${c}`)]);
  if (no !== undefined) query = query.where('v.no', '=', no);
  const rows = await query.orderBy('i.sort').orderBy('i.create_time').orderBy('v.id').execute();
  return rows as NamedRow[];
}

/** Every item in order: what a drag in the admin list reorders. */
export async function orderedNamedNos(db: Db, tables: NamedTables): Promise<string[]> {
  const rows = await loose(db).selectFrom(tables.item).select('no').orderBy('sort').orderBy('create_time').execute();
  return rows.map((r) => String(r.no));
}

export async function insertNamedItem(db: Db, tables: NamedTables, values: { no: string; sort: number; create_time: string; update_time: string } & Record<string, unknown>): Promise<void> {
  await loose(db).insertInto(tables.item).values(values).execute();
}

export async function updateNamedItem(db: Db, tables: NamedTables, no: string, values: Record<string, unknown>): Promise<void> {
  await loose(db).updateTable(tables.item).set(values).where('no', '=', no).execute();
}
