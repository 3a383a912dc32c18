/**
 * Cache tags (issue 47 point 1, decision 0075): what a public answer shows, by kind of content
 * (`article`, `lawyer`, `settings`, ...) and, for an item's own page, by item (`article:<no>`).
 *
 * Written by the database: triggers record, for every change, the tags it touched under the
 * content counter's new value (migration 0025, db/content-triggers.ts). Read here: the tags
 * changed since a counter value (`changedTagsSince`), which every instance's caches drop or
 * refresh.
 *
 * Recorded while an answer is made: every query run inside `recordTags` adds the tags of the
 * tables it names (`TABLE_TAGS`; the queries are noted by db/query-recorder.ts), so a page
 * depends on what it read without each read declaring it. A read of one item, wrapped in
 * `readingItem`, records the item's tag instead of its kind's, so a change of another item of
 * that kind leaves the page alone. Values kept across requests (kept-per-version.ts) keep the
 * tags they were read with and add them again whenever they are used.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { recordQueries } from '../../db/query-recorder.js';
import type { Database, Db } from '../../db/schema.js';

/** The kinds of public content, as the triggers name them. */
export type ContentKind = 'article' | 'lawyer' | 'practice_area' | 'banner' | 'catalog' | 'job' | 'office' | 'settings' | 'firm' | 'media' | 'languages' | 'labels';

/**
 * The language set's tag (migration 0028): it shows on every public page (picker, hreflang,
 * sitemap), read from memory (siteLanguages()), not from the table. Like a site status change, a
 * change of it reloads the set and drops everything kept (page-cache-state.ts, kept-per-version.ts)
 * rather than marking pages stale: a stale page would offer a language switched off.
 */
export const LANGUAGES_TAG: ContentKind = 'languages';

/**
 * The stored label translations' tag (migration 0029, decision 0086): like the language set, read
 * from memory on every page of their language (contract/site-labels.ts), so a change reloads them
 * and drops everything kept.
 */
export const LABELS_TAG: ContentKind = 'labels';

/** Tags whose change drops everything kept rather than what recorded them: what every page shows from memory. */
const EVERY_PAGE_TAGS: readonly string[] = [LANGUAGES_TAG, LABELS_TAG];

/** Whether `changed` holds a tag every page shows from memory (the language set, the labels): everything kept goes. */
export function changesEveryPage(changed: ReadonlyMap<string, number>): boolean {
  return EVERY_PAGE_TAGS.some((tag) => changed.has(tag));
}

/**
 * What reading each table makes an answer depend on. Every table is named, so a new one cannot be
 * read unnoticed: one the public site shows gets its kind here and its triggers in a migration.
 * The search index is made from items and the settings' texts, and changes with them.
 */
export const TABLE_TAGS: Readonly<Record<keyof Database, readonly ContentKind[]>> = {
  catalog: ['catalog'],
  catalog_version: ['catalog'],
  article: ['article'],
  article_version: ['article'],
  article_practice_area: ['article'],
  article_lawyer: ['article'],
  banner: ['banner'],
  banner_version: ['banner'],
  professional_field: ['practice_area'],
  professional_field_version: ['practice_area'],
  job: ['job'],
  job_version: ['job'],
  office: ['office'],
  office_version: ['office'],
  lawyer: ['lawyer'],
  lawyer_version: ['lawyer'],
  lawyer_job: ['lawyer'],
  lawyer_practice_area: ['lawyer'],
  portal_config: ['settings'],
  firm: ['firm'],
  file_alt: ['media'],
  search_document: ['article', 'lawyer', 'practice_area', 'settings'],
  // The site status is read by the caches themselves (it drops everything when it moves).
  site_state: [],
  // Staff-only or never shown on a public page.
  file: [],
  icon: [],
  staff_user: [],
  recovery_code: [],
  staff_session: [],
  login_attempt: [],
  preview: [],
  audit_entry: [],
  revision: [],
  idempotency_key: [],
  edit_sequence: [],
  item_write: [],
  cache_tag: [],
  site_language: ['languages'],
  site_label: ['labels'],
};

/** The tags of an answer being made: those added, and those of the queries it ran. */
interface Recording {
  tags: Set<string>;
  queries: Set<string>;
}

const recorder = new AsyncLocalStorage<Recording>();

/** Runs `fn` recording what it reads, however deep; `tagsOf` gives the tags once it is done. */
export function recordTags<T>(fn: () => T): {
  result: T;
  tags: () => Set<string>;
} {
  const recording: Recording = { tags: new Set(), queries: new Set() };
  const result = recorder.run(recording, () => recordQueries(recording.queries, fn));
  return { result, tags: () => tagsOfRecording(recording) };
}

/** Adds tags to the answer being made, if one is (a kept value used again). */
export function addTags(tags: Iterable<string>): void {
  const recording = recorder.getStore();
  if (!recording) return;
  for (const tag of tags) recording.tags.add(tag);
}

/**
 * Runs `read` with its queries recorded apart: the answer depends on their tables' kinds but
 * `kind`, and in place of `kind` on the tags `tagsFor` names from what was read (on `kind` itself
 * when the read fails).
 */
async function readingInPlaceOfKind<T>(kind: ContentKind, read: () => Promise<T>, tagsFor: (result: T) => readonly string[]): Promise<T> {
  const recording = recorder.getStore();
  if (!recording) return read();
  const queries = new Set<string>();
  let tags: readonly string[] = [kind];
  try {
    const result = await recordQueries(queries, read);
    tags = tagsFor(result);
    return result;
  } finally {
    for (const tag of tags) recording.tags.add(tag);
    for (const text of queries) for (const tag of tagsOfQuery(text)) if (tag !== kind) recording.tags.add(tag);
  }
}

/**
 * Reads one item of `kind` (`read` must read that item's rows of the kind's tables and no other
 * rows of them): the answer depends on `kind:<no>` for the item found, on the whole kind when
 * none is (an item created later may take its address).
 */
export function readingItem<T>(kind: ContentKind, read: () => Promise<T>, itemNo: (found: NonNullable<T>) => string): Promise<T> {
  return readingInPlaceOfKind(kind, read, (found) => (found === null || found === undefined ? [kind] : [`${kind}:${itemNo(found)}`]));
}

/** Items linked to one item, past which a list records their whole kind (an xkey header stays short). */
export const MOST_LINKED_TAGS = 100;

/** A list's links: the link tag (e.g. `article_lawyer:12`, which the link table's triggers record) and the items linked. */
export interface Links {
  tag: string;
  nos: readonly string[];
}

/**
 * Reads a list of `kind`'s items linked to one item of another kind (a person's news, a practice
 * area's news or people): the answer depends on the links (`Links.tag`) and on every linked item
 * (`kind:<no>`), shown or not (one not yet published may be next), instead of on the whole kind;
 * so a change of an item not linked leaves it alone. `links` reads them (null: the item linked to
 * is unknown); past MOST_LINKED_TAGS, or unknown, the kind is recorded instead. Read only while
 * tags are recorded: no one else needs them.
 */
export async function readingLinked<T>(kind: ContentKind, links: () => Promise<Links | null>, read: () => Promise<T>): Promise<T> {
  if (!recorder.getStore()) return read();
  const [, result] = await readingInPlaceOfKind(
    kind,
    () => Promise.all([links(), read()]),
    ([found]) => (found && found.nos.length <= MOST_LINKED_TAGS ? [found.tag, ...found.nos.map((no) => `${kind}:${no}`)] : [kind]),
  );
  return result;
}

/**
 * Reads items of `kind` another item names (a news item's key contacts, whose links are that
 * item's rows and tag): the answer depends on `kind:<no>` of every item `itemNos` gives from what
 * was read, shown or not, instead of on the kind. `itemNos` answers null when a name found no item
 * (one created later may take it); then, and past MOST_LINKED_TAGS, the kind is recorded.
 */
export function readingNamed<T>(kind: ContentKind, read: () => Promise<T>, itemNos: (result: T) => readonly string[] | null): Promise<T> {
  return readingInPlaceOfKind(kind, read, (result) => {
    const nos = itemNos(result);
    return nos && nos.length <= MOST_LINKED_TAGS ? [...new Set(nos)].map((no) => `${kind}:${no}`) : [kind];
  });
}

const TABLE_NAMES = new Map(Object.entries(TABLE_TAGS));
const IDENTIFIER = /[a-z_][a-z0-9_]*/g;
/** The tags of each query text seen (the texts are few: the queries are built by code). */
const tagsOfText = new Map<string, readonly ContentKind[]>();
const MOST_TEXTS = 5_000;

/** The kinds of the tables a query names (any identifier that is a table's name counts). */
function tagsOfQuery(text: string): readonly ContentKind[] {
  let tags = tagsOfText.get(text);
  if (!tags) {
    const found = new Set<ContentKind>();
    for (const match of text.toLowerCase().matchAll(IDENTIFIER)) for (const tag of TABLE_NAMES.get(match[0]) ?? []) found.add(tag);
    tags = [...found];
    if (tagsOfText.size >= MOST_TEXTS) tagsOfText.clear();
    tagsOfText.set(text, tags);
  }
  return tags;
}

function tagsOfRecording(recording: Recording): Set<string> {
  const tags = new Set(recording.tags);
  for (const text of recording.queries) for (const tag of tagsOfQuery(text)) tags.add(tag);
  return tags;
}

export interface TagChanges {
  /** Tags changed since the counter given, with the counter of their last change: a page made before it and showing one is out of date. */
  changed: Map<string, number>;
  /** Of those, the ones whose pages must go at once (an item deleted or its publication changed), with the counter of that change. */
  hard: Map<string, number>;
}

/** The tags changed after counter `since`. */
export async function changedTagsSince(db: Db, since: number): Promise<TagChanges> {
  const rows = await db.selectFrom('cache_tag').select(['tag', 'version', 'hard_version']).where('version', '>', since).execute();
  const changed = new Map<string, number>();
  const hard = new Map<string, number>();
  for (const row of rows) {
    changed.set(row.tag, Number(row.version));
    if (Number(row.hard_version) > since) hard.set(row.tag, Number(row.hard_version));
  }
  return { changed, hard };
}
