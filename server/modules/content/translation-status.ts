/**
 * Which languages a save changed, and the translation status it leaves (issue 46, decision 0071).
 *
 * An update of a publishable item reads the item twice inside its transaction, before and after
 * the write (one query for its versions, plus the entity's facts): each version's text and media
 * as the back office edits them (pending changes over the live text), its publication, and the
 * facts the item shares across languages. From the two readings:
 *
 * - the languages changed, which the audit entry names: a version that came or went, or whose text,
 *   media or publication differs; every language when a shared fact (folder, pin, cover, related
 *   records, photo...) differs;
 * - the translation status: when the text of some languages changed, the item's other versions
 *   that existed before are marked "may need updating" (`may_need_update`), and the changed ones
 *   are cleared. A new language, a publication change or a fact marks nothing.
 */
import { sql } from 'kysely';
import type { Db } from './items.js';
import type { PublishableVersionTable } from './publication.js';
import { withPending } from './drafts.js';

/** The columns a translator writes in each version: text and media of that language. */
const TEXT_COLUMNS: Record<PublishableVersionTable, readonly string[]> = {
  article_version: ['title', 'content', 'content_url', 'own_cover_url', 'is_link', 'note'],
  lawyer_version: ['name', 'intro', 'custom_content', 'custom_contents'],
  professional_field_version: ['name', 'introduce', 'icon_url'],
  banner_version: ['img_path', 'title', 'sub_title', 'link_url'],
};
const PUBLICATION_COLUMNS = ['published', 'publish_time', 'unpublish_time'] as const;

/** One version as a reading compares it. */
interface VersionReading {
  id: number;
  text: string;
  publication: string;
}

/** An item as read inside a write's transaction. */
export interface ItemReading {
  versions: Map<string, VersionReading>;
  /** JSON of the facts shared by every language, as the back office shows them ('' for none). */
  facts: string;
}

/** Reads the item's facts shared across languages, live ones with those waiting over them. */
export type FactsReader = (trx: Db) => Promise<unknown>;

const pick = (row: Record<string, unknown>, columns: readonly string[]) => JSON.stringify(columns.map((column) => row[column] ?? null));

/** The item's versions and facts as they are now, inside the transaction `trx`. */
export async function readItem(trx: Db, table: PublishableVersionTable, no: string, facts?: FactsReader): Promise<ItemReading> {
  const { rows } = await sql<Record<string, unknown> & { id: number; lang: string; pending: string | null }>`
    select * from ${sql.table(table)} where no = ${no}`.execute(trx);
  const versions = new Map<string, VersionReading>();
  for (const row of rows) {
    versions.set(row.lang, { id: Number(row.id), text: pick(withPending(row), TEXT_COLUMNS[table]), publication: pick(row, PUBLICATION_COLUMNS) });
  }
  return { versions, facts: facts ? JSON.stringify(await facts(trx)) : '' };
}

export interface LanguageChanges {
  /** Every language the write changed, sorted: what its audit entry names. */
  langs: string[];
  /** Versions (by id) that were there before and whose text or media changed. */
  textChanged: number[];
  /** Versions there before and after whose text stayed: marked when some text changed. */
  textKept: number[];
}

/** What changed between two readings of one item. */
export function languageChanges(before: ItemReading, after: ItemReading): LanguageChanges {
  const langs = new Set([...before.versions.keys()].filter((lang) => !after.versions.has(lang)));
  const factsChanged = before.facts !== after.facts;
  const textChanged: number[] = [];
  const textKept: number[] = [];
  for (const [lang, version] of after.versions) {
    const old = before.versions.get(lang);
    if (!old || factsChanged || old.publication !== version.publication) langs.add(lang);
    if (!old) continue;
    if (old.text !== version.text) {
      langs.add(lang);
      textChanged.push(version.id);
    } else textKept.push(version.id);
  }
  return { langs: [...langs].sort(), textChanged, textKept };
}

/** Sets the translation status a write leaves: changed texts are current, the others may need updating. */
export async function recordTranslationStatus(trx: Db, table: PublishableVersionTable, changes: LanguageChanges): Promise<void> {
  if (changes.textChanged.length === 0) return;
  await trx.updateTable(table).set({ may_need_update: 0 }).where('id', 'in', changes.textChanged).where('may_need_update', '<>', 0).execute();
  if (changes.textKept.length) {
    await trx.updateTable(table).set({ may_need_update: 1 }).where('id', 'in', changes.textKept).where('may_need_update', '<>', 1).execute();
  }
}

/**
 * Runs an update's `write` between two readings of the item, records the translation status it
 * leaves, and answers the languages it changed (for the audit note).
 */
export async function trackLanguages(trx: Db, table: PublishableVersionTable, no: string, facts: FactsReader | undefined, write: () => Promise<void>): Promise<string[]> {
  const before = await readItem(trx, table, no, facts);
  await write();
  const changes = languageChanges(before, await readItem(trx, table, no, facts));
  await recordTranslationStatus(trx, table, changes);
  return changes.langs;
}

/** Marks one language version of an item current; answers whether the item has it. */
export async function markCurrent(trx: Db, table: PublishableVersionTable, no: string, lang: string): Promise<boolean> {
  const result = await trx.updateTable(table).set({ may_need_update: 0 }).where('no', '=', no).where('lang', '=', lang as never).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * For a page of admin results: each item's languages and those that may need updating, in one
 * query for the page.
 */
export async function translationStatusOfItems(db: Db, table: PublishableVersionTable, nos: readonly string[]): Promise<Map<string, { langs: string[]; mayNeedUpdate: string[] }>> {
  const result = new Map<string, { langs: string[]; mayNeedUpdate: string[] }>();
  if (nos.length === 0) return result;
  const rows = await db.selectFrom(table).select(['no', 'lang', 'may_need_update']).where('no', 'in', [...new Set(nos)]).orderBy('lang').execute();
  for (const row of rows) {
    const item = result.get(row.no) ?? { langs: [], mayNeedUpdate: [] };
    item.langs.push(row.lang);
    if (Number(row.may_need_update) === 1) item.mayNeedUpdate.push(row.lang);
    result.set(row.no, item);
  }
  return result;
}
