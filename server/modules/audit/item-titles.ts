/**
 * What the audit log shows for the items its entries name: each item's title (or name) as it is
 * now, in the reader's language, else in the first language the item has. Read when a page is
 * listed (not stored with the entry, which keeps the summary it was written with): one query per
 * version table for the whole page, however many entries name items in it.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { AuditEntity } from '../../../contract/audit.js';
import { type Lang } from '../../../contract/languages.js';
import { siteLanguagePlace } from '../../../contract/site-languages.js';
import type { Database } from '../../db/schema.js';
import { PUBLISHABLE_VERSION_TABLES } from '../content/publication.js';
import { VERSIONS } from './record.js';

/** Where an entity's versions are (record.ts's table), and whether unpublished changes may rename it. */
interface VersionSource {
  table: string;
  label: string;
  /** A published version's unpublished changes (`pending`) may hold a newer label: the one its edit screen shows. */
  pending: boolean;
}

function sourceOf(entity: AuditEntity): VersionSource | undefined {
  const versions = VERSIONS[entity];
  return versions && { ...versions, pending: (PUBLISHABLE_VERSION_TABLES as readonly string[]).includes(versions.table) };
}

export interface ItemTitle {
  title: string;
  /** The language the title is in: the reader's, or the item's first when it has none in the reader's. */
  lang: Lang;
  /** The version the title was read from (the edit screens of people and practice areas are addressed by a version's id). */
  versionId: number;
}

interface VersionRow {
  id: number | string;
  no: string;
  lang: Lang;
  label: string | null;
  pending_label: string | null;
}

/** The label inside a version's unpublished changes (JSON text), read by the database so the rest of `pending` stays there. */
function pendingLabel(db: Kysely<Database>, label: string) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string | null>`(pending::jsonb ->> ${label})`
    : sql<string | null>`json_extract(pending, ${`$.${label}`})`;
}

/** The title of each version table's items, read in one query; `nos` are few (a page, or an export's batch). */
async function titlesIn(db: Kysely<Database>, source: VersionSource, nos: readonly string[], lang: Lang): Promise<Map<string, ItemTitle>> {
  const pending = source.pending ? pendingLabel(db, source.label) : sql<null>`null`;
  const { rows } = await sql<VersionRow>`
    select id, no, lang, ${sql.ref(source.label)} as label, ${pending} as pending_label
    from ${sql.table(source.table)} where no in (${sql.join(nos)})`.execute(db);
  const byItem = new Map<string, VersionRow[]>();
  for (const row of rows) byItem.set(row.no, [...(byItem.get(row.no) ?? []), row]);
  const titles = new Map<string, ItemTitle>();
  for (const [no, versions] of byItem) {
    const named = versions
      .map((v) => ({ ...v, title: (v.pending_label || v.label || '').trim() }))
      .filter((v) => v.title)
      .sort((a, b) => siteLanguagePlace(a.lang) - siteLanguagePlace(b.lang));
    const chosen = named.find((v) => v.lang === lang) ?? named[0];
    if (chosen) titles.set(no, { title: chosen.title, lang: chosen.lang, versionId: Number(chosen.id) });
  }
  return titles;
}

/**
 * The current title of each named item, by entity and `no` (`${entity}:${no}`); an item deleted
 * since, or an entity without versions (a file, an account), has none.
 */
export async function itemTitles(db: Kysely<Database>, items: readonly { entity: string; no: string | null }[], lang: Lang): Promise<Map<string, ItemTitle>> {
  const named = items.flatMap(({ entity, no }) => {
    const source = sourceOf(entity as AuditEntity);
    return source && no !== null ? [{ key: `${entity}:${no}`, source, no }] : [];
  });
  // By table, not by entity: news, cases and honours share one, and one query reads them all.
  const nosByTable = new Map<string, { source: VersionSource; nos: Set<string> }>();
  for (const { source, no } of named) {
    let group = nosByTable.get(source.table);
    if (!group) nosByTable.set(source.table, (group = { source, nos: new Set<string>() }));
    group.nos.add(no);
  }
  const found = new Map(
    await Promise.all([...nosByTable].map(async ([table, { source, nos }]) => [table, await titlesIn(db, source, [...nos], lang)] as const)),
  );
  const titles = new Map<string, ItemTitle>();
  for (const { key, source, no } of named) {
    const title = found.get(source.table)?.get(no);
    if (title) titles.set(key, title);
  }
  return titles;
}
