/**
 * What every translatable entity shares (PRODUCT section 2): an item keyed by `no` with one
 * version per language keyed by `id`. These helpers work on any item/version table pair; the
 * entity repositories stay typed and call them for the common steps.
 */
import { randomUUID } from 'node:crypto';
import { type AnyColumn, type Insertable, sql } from 'kysely';
import { type Lang } from '../../../contract/languages.js';
import { isLang, siteLanguages, variantsOf } from '../../../contract/site-languages.js';
import type { Database, Db } from '../../db/schema.js';
import { conflictOnUniqueViolation } from '../../db/unique-violation.js';
import { conflict, type FieldProblem, invalidFields, notFound } from '../../http/errors.js';
import { visibleNow } from './publication.js';

/** Kept here too: the entity repositories take it from the shared steps they call. */
export type { Db };

export type ItemTable = 'catalog' | 'article' | 'banner' | 'professional_field' | 'job' | 'office' | 'lawyer';
export type VersionTable = `${ItemTable}_version`;
const ITEM_TABLES: Record<VersionTable, ItemTable> = {
  catalog_version: 'catalog',
  article_version: 'article',
  banner_version: 'banner',
  professional_field_version: 'professional_field',
  job_version: 'job',
  office_version: 'office',
  lawyer_version: 'lawyer',
};
/** The item table of a version table. */
export const itemTableOf = (table: VersionTable): ItemTable => ITEM_TABLES[table];
/** A column of some version table: what `bestVersions` may read besides `no` and `lang`. */
export type VersionColumn = AnyColumn<Database, VersionTable>;
/**
 * What a write gives for a version of `T` besides `no` and `lang`, typed by that table. The
 * helpers below take a union of table names (Kysely types a query on a union by the columns the
 * tables share), so every table of the union has the columns they use.
 */
export type VersionValues<T extends VersionTable> = Partial<Omit<Insertable<Database[T]>, 'id' | 'no' | 'lang'>>;

export function newItemNo(): string {
  return randomUUID().replace(/-/g, '');
}

/** The item `no` of a version id, or undefined when there is no such version. */
export async function itemNoOf(db: Db, table: VersionTable, id: number): Promise<string | undefined> {
  const row = await db.selectFrom(table).select('no').where('id', '=', id).executeTakeFirst();
  return row?.no;
}

/** Item numbers of several version ids, in the order given; unknown ids are left out. */
export async function itemNosOf(db: Db, table: VersionTable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'no']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.no]));
}

/**
 * Languages in the order they are preferred when a version in `lang` is missing: the site's other
 * variants of that language first (a reader of zh_TW reads zh_CN sooner than German), then the
 * rest in picker order.
 */
export function languagePreference(lang: Lang): Lang[] {
  return [...new Set([lang, ...variantsOf(lang), ...siteLanguages().languages])];
}

/**
 * The version visitors get when an address names a version (`named`, when they see it): in the
 * page's language when they see one, else in another variant of it on the site (zh_CN on a zh_TW
 * page), else the version named if its language is on, else, when its language is switched off,
 * the item's version in the most preferred language on (decision 0083: a switched-off language's
 * versions show nowhere, an old or indexed address included). A version they do not see leads
 * nowhere else, as before. `inLanguage` reads the item's visible version in a language.
 */
export async function publicFallback<R extends { lang: string }>(
  named: R | undefined,
  lang: Lang,
  inLanguage: (lang: Lang) => Promise<R | undefined>,
): Promise<R | undefined> {
  const here = await inLanguage(lang);
  if (here || !named) return here;
  for (const variant of variantsOf(lang)) {
    const found = await inLanguage(variant);
    if (found) return found;
  }
  if (isLang(named.lang)) return named;
  for (const other of languagePreference(lang).slice(1)) {
    const found = await inLanguage(other);
    if (found) return found;
  }
  return undefined;
}

/** A version as `bestVersions` reads it: its item, language and the columns asked for. */
export type BestVersion<C extends 'id' | 'name'> = Pick<{ no: string; lang: Lang; id: number; name: string }, 'no' | 'lang' | C>;

/**
 * For each item, its version in `lang`, else in the next preferred language: how responses name
 * related records. One query for all items.
 */
export async function bestVersions<C extends 'id' | 'name'>(
  db: Db,
  table: VersionTable,
  nos: readonly string[],
  lang: Lang,
  /** Besides `no` and `lang`; `name` only of a table that has it. */
  columns: readonly C[],
  /** For a publishable table: only versions visitors see at this time (decision 0023). */
  visibleAt?: string,
): Promise<Map<string, BestVersion<C>>> {
  const unique = [...new Set(nos)];
  if (unique.length === 0) return new Map();
  const wanted: readonly ('id' | 'name')[] = columns;
  const rows = await db
    .selectFrom(table)
    .select(['no', 'lang', ...wanted])
    .where('no', 'in', unique)
    .$if(visibleAt !== undefined, (q) => q.where(visibleNow(table, visibleAt!)))
    .execute();
  const order = languagePreference(lang);
  const best = new Map<string, BestVersion<C>>();
  for (const row of rows) {
    // Visitors never see a switched-off language's versions (decision 0083); it ranked first (index -1).
    if (visibleAt !== undefined && !order.includes(row.lang)) continue;
    const current = best.get(row.no);
    if (!current || order.indexOf(row.lang) < order.indexOf(current.lang)) best.set(row.no, row);
  }
  return best;
}

/** Refuses an array write that names one language twice (409). */
export function assertOneVersionPerLanguage(elements: readonly { lang: string }[]): void {
  const seen = new Set<string>();
  for (const element of elements) {
    if (seen.has(element.lang)) throw conflict('duplicateLanguage', { lang: element.lang });
    seen.add(element.lang);
  }
}

/** Refuses adding a version in a language the item already has (409). */
export async function assertLanguageFree(db: Db, table: VersionTable, no: string, lang: Lang, exceptId?: number): Promise<void> {
  let query = db.selectFrom(table).select('id').where('no', '=', no).where('lang', '=', lang);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('duplicateLanguage', { lang });
}

/**
 * The next `sort` value among the items of `table`: new items go last. Catalog folders count among
 * their siblings only (`filter`: the folder's type and parent, null matching null).
 */
export async function nextSort(db: Db, table: ItemTable, filter: { type?: number; parent_no?: string | null } = {}): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.max('sort').as('max'));
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.parent_no !== undefined) query = filter.parent_no === null ? query.where('parent_no', 'is', null) : query.where('parent_no', '=', filter.parent_no);
  const row = await query.executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Every item of `table` in its order (`sort`, then creation): the siblings a drag reorders. Tables with pins order otherwise. */
export async function orderedItemNos(db: Db, table: 'professional_field' | 'job' | 'office'): Promise<string[]> {
  const rows = await db.selectFrom(table).select('no').orderBy('sort').orderBy('create_time').execute();
  return rows.map((r) => r.no);
}

/**
 * Array-move: `source` takes `target`'s place among `siblings` (ordered item numbers, which must
 * contain target) and the items between shift by one. One statement rewrites every `sort`.
 */
export async function moveItem(db: Db, table: ItemTable, siblings: readonly string[], source: string, target: string): Promise<void> {
  const order = siblings.filter((no) => no !== source);
  order.splice(siblings.indexOf(target), 0, source);
  const cases = sql.join(
    order.map((no, index) => sql`when ${no} then cast(${index} as integer)`),
    sql` `,
  );
  await db.updateTable(table).set({ sort: sql`case no ${cases} end` }).where('no', 'in', order).execute();
}

/**
 * The item an array update writes to: the item of every element's `id`, and the `no` every
 * element gives (elements that add a language name the item only so). Unknown ids are 404.
 * Elements that name different items, an `id` of another item than its element's `no` included
 * (a stale or tampered form), conflict with what is stored: 409, before anything is written.
 * A version named twice is a 400, and an `id` of a version in another language than its
 * element's `lang` a 409: either would write one version over with another language's text.
 */
export async function itemOfUpdate(db: Db, table: VersionTable, elements: readonly { id?: number | undefined; no?: string | undefined; lang: Lang }[]): Promise<string> {
  const ids = elements.flatMap((e) => (e.id ? [e.id] : []));
  const repeated = elements.findIndex((e, index) => e.id && elements.slice(0, index).some((o) => o.id === e.id));
  if (repeated >= 0) throw invalidFields([{ field: `${repeated}.id`, key: 'versionRepeated', vars: { id: elements[repeated]!.id! }, labelField: 'id' }]);
  const stored = ids.length === 0 ? [] : await db.selectFrom(table).select(['id', 'no', 'lang']).where('id', 'in', ids).execute();
  const nos = new Map(stored.map((r) => [Number(r.id), r.no]));
  if (ids.some((id) => !nos.has(id))) throw notFound();
  const candidates = new Set([...nos.values(), ...elements.flatMap((e) => (e.no ? [e.no] : []))]);
  if (candidates.size === 0) throw invalidFields([{ field: '0.id', key: 'validation.required', labelField: 'id' }]);
  if (candidates.size > 1) throw conflict('versionNotInItem');
  const langs = new Map(stored.map((r) => [Number(r.id), r.lang]));
  const relabelled = elements.find((e) => e.id && langs.get(e.id) !== e.lang);
  if (relabelled) throw conflict('versionLanguageMismatch', { id: relabelled.id!, stored: langs.get(relabelled.id!)!, lang: relabelled.lang });
  const [no] = candidates;
  const item = await db.selectFrom(itemTableOf(table)).select('no').where('no', '=', no!).executeTakeFirst();
  if (!item) throw notFound();
  return no!;
}

/**
 * Writes the versions of an array update: elements with `id` update that version, elements
 * without add a version in a language the item does not have yet.
 */
export async function writeVersions<T extends VersionTable, E extends { id?: number | undefined; lang: Lang }>(
  db: Db,
  versionTable: T,
  no: string,
  elements: readonly E[],
  columns: (element: E) => VersionValues<T>,
): Promise<number[]> {
  const table: VersionTable = versionTable;
  const ids: number[] = [];
  for (const element of elements) {
    await assertLanguageFree(db, table, no, element.lang, element.id);
    // Two simultaneous writes can both find the language free; the (no, lang) index refuses the later one.
    const languageTaken = () => conflict('duplicateLanguage', { lang: element.lang });
    if (element.id) {
      const id = element.id;
      // A version keeps its language (itemOfUpdate refused an element naming another).
      await conflictOnUniqueViolation(() => db.updateTable(table).set(columns(element)).where('id', '=', id).execute(), languageTaken);
      ids.push(id);
    } else {
      const row = await conflictOnUniqueViolation(
        () => db.insertInto(table).values({ no, lang: element.lang, ...columns(element) }).returning('id').executeTakeFirstOrThrow(),
        languageTaken,
      );
      ids.push(Number(row.id));
    }
  }
  return ids;
}

/** Inserts the versions of a new item. */
export async function insertVersions<T extends VersionTable, E extends { lang: Lang }>(
  db: Db,
  versionTable: T,
  no: string,
  elements: readonly E[],
  columns: (element: E) => VersionValues<T>,
): Promise<number[]> {
  const table: VersionTable = versionTable;
  const ids: number[] = [];
  for (const element of elements) {
    const row = await db.insertInto(table).values({ no, lang: element.lang, ...columns(element) }).returning('id').executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

/** Which of these items still exist: pending facts may name one removed since. */
export async function existingItemNos(db: Db, table: ItemTable, nos: readonly string[]): Promise<Set<string>> {
  if (nos.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('no').where('no', 'in', [...new Set(nos)]).execute();
  return new Set(rows.map((r) => r.no));
}

/** Deletes an item and, through the foreign keys, every version of it. */
export async function deleteItem(db: Db, table: ItemTable, no: string): Promise<void> {
  await db.deleteFrom(table).where('no', '=', no).execute();
}

/** The item of a version id, or 404. */
export async function requireItemNo(db: Db, table: VersionTable, id: number): Promise<string> {
  const no = await itemNoOf(db, table, id);
  if (!no) throw notFound();
  return no;
}

/** The first defined value of a structure field across the elements of an array write. */
export function structureValue<E, K extends keyof E>(elements: readonly E[], key: K): E[K] | undefined {
  for (const element of elements) if (element[key] !== undefined) return element[key];
  return undefined;
}

/**
 * A fact of the item that is the same in every language (a lawyer's photo, phone, e-mail) from an
 * array write: the first non-empty value any element gives, so that writing one language sets it
 * for all; null when elements give it only empty (clearing it); undefined when none gives it (kept).
 */
export function itemFact<E, K extends keyof E>(elements: readonly E[], key: K): NonNullable<E[K]> | null | undefined {
  let given = false;
  for (const element of elements) {
    const value = element[key];
    if (value === undefined) continue;
    given = true;
    if (value !== null && !(typeof value === 'string' && value.trim() === '')) return value;
  }
  return given ? null : undefined;
}

/**
 * The items named by a list of related version ids (`jobIds`, `proFieldIds`) in an array write.
 * Ids of any language version are accepted; two versions of one item name it once, where it
 * first appears. An unknown id adds a problem naming the element and field it came from.
 * Undefined when no element carries the field (the relation stays as it is).
 */
export async function resolveRelatedIds<E, K extends keyof E & string>(
  db: Db,
  elements: readonly E[],
  key: K,
  table: VersionTable,
  problems: FieldProblem[],
): Promise<string[] | undefined> {
  const ids = structureValue(elements, key) as number[] | undefined;
  if (ids === undefined) return undefined;
  const nos = await itemNosOf(db, table, ids);
  if (ids.some((id) => !nos.has(id))) {
    problems.push({ field: `${elements.findIndex((e) => e[key] !== undefined)}.${key}`, key: 'validation.relatedNotFound', labelField: key });
  }
  return [...new Set(ids.flatMap((id) => nos.get(id) ?? []))];
}
