/** SQL for catalog folders. */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../content/items.js';

export interface CatalogItemRow {
  no: string;
  type: number;
  parent_no: string | null;
  sort: number;
}

export async function findCatalogItem(db: Db, no: string): Promise<CatalogItemRow | undefined> {
  return db.selectFrom('catalog').select(['no', 'type', 'parent_no', 'sort']).where('no', '=', no).executeTakeFirst();
}

/** Every folder of a type, ordered as the tree shows them. */
export async function listCatalogItems(db: Db, type: number): Promise<CatalogItemRow[]> {
  return db.selectFrom('catalog').select(['no', 'type', 'parent_no', 'sort']).where('type', '=', type).orderBy('sort').orderBy('create_time').execute();
}

export async function listCatalogVersions(db: Db, nos: string[]) {
  if (nos.length === 0) return [];
  return db.selectFrom('catalog_version').select(['id', 'no', 'lang', 'name']).where('no', 'in', nos).orderBy('id').execute();
}

export async function siblingNos(db: Db, type: number, parentNo: string | null): Promise<string[]> {
  let query = db.selectFrom('catalog').select('no').where('type', '=', type);
  query = parentNo === null ? query.where('parent_no', 'is', null) : query.where('parent_no', '=', parentNo);
  const rows = await query.orderBy('sort').orderBy('create_time').execute();
  return rows.map((r) => r.no);
}

export async function hasChildrenOrArticles(db: Db, no: string): Promise<boolean> {
  const child = await db.selectFrom('catalog').select('no').where('parent_no', '=', no).limit(1).executeTakeFirst();
  if (child) return true;
  const article = await db.selectFrom('article').select('no').where('cata_no', '=', no).limit(1).executeTakeFirst();
  return Boolean(article);
}

/**
 * How many items each folder of a type holds itself (items, not their language versions): one
 * grouped query over the article's (cata_no, kind) index. Empty folders are absent.
 */
export async function itemCountsByFolder(db: Db, type: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('article')
    .select(['cata_no', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('cata_no', 'in', (eb) => eb.selectFrom('catalog').select('catalog.no').where('catalog.type', '=', type))
    .groupBy('cata_no')
    .execute();
  return new Map(rows.map((r) => [String(r.cata_no), Number(r.n)]));
}

/** The folder and every folder below it: what `cataId` matches in the public lists. */
export async function folderWithDescendants(db: Db, no: string): Promise<string[]> {
  const root = await findCatalogItem(db, no);
  if (!root) return [];
  const all = await listCatalogItems(db, root.type);
  const children = new Map<string | null, string[]>();
  for (const item of all) children.set(item.parent_no, [...(children.get(item.parent_no) ?? []), item.no]);
  const result: string[] = [];
  // Each folder once: a cycle (which moves refuse, see lockFolderTree) would otherwise never end,
  // and a public list naming the folder would hold the process until its memory ran out.
  const seen = new Set<string>();
  const stack = [no];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    result.push(current);
    stack.push(...(children.get(current) ?? []));
  }
  return result;
}

/**
 * Holds other moves of folders off until this transaction ends, so that its check "not into one
 * of its own sub-folders" reads the tree it writes: two moves at once, each checked against the
 * tree before the other, put two folders inside each other. PostgreSQL: a table lock that
 * conflicts with itself and with writes, not with reads. SQLite: a transaction that reads and then
 * writes cannot write over one that wrote meanwhile (it answers busy: 503, the back office sends
 * it again, and the check then sees the other move).
 */
export async function lockFolderTree(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table catalog in share row exclusive mode`.execute(db);
}
