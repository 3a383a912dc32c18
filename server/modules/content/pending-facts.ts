/**
 * Facts of an item wait for publishing (decision 0023, migration 0018). An article's folder, pin,
 * shared cover, practice areas and key contacts, and a lawyer's photo, phone, e-mail, office, jobs
 * and practice areas, are the same in every language and live on the item and its relation tables.
 * A save that publishes nothing (a draft save, or any reviewer's save) of an item visitors can see
 * (a version of it is published) keeps the facts it changes in the item's `pending_facts` instead:
 * public reads, search and the page cache keep reading the live facts. The back office reads the
 * pending facts over the live ones. A publish, or a save that publishes, applies them and clears
 * them; a save of an item nobody sees applies them at once, as before. Unpublishing keeps them.
 *
 * Each entity says what its facts are (a JSON object of the changed ones) and how to apply them;
 * these helpers decide, store, merge and read.
 */
import type { WriteState } from '../../../contract/publication.js';
import type { Db } from './items.js';
import { visibleNow } from './publication.js';

/** Item tables with facts a save writes. */
export type FactsTable = 'article' | 'lawyer';

/** Facts of an item a write changes: only keys given (undefined values are left out). */
export type Facts = Record<string, unknown>;

const VERSION_TABLE = { article: 'article_version', lawyer: 'lawyer_version' } as const;

/** The given keys of `facts`: undefined means "unchanged" and is dropped. */
export function givenFacts<F extends object>(facts: F): Partial<F> {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as Partial<F>;
}

/** Whether visitors can see the item, or will at a publish time: a version of it is published. */
export async function isLive(db: Db, table: FactsTable, no: string): Promise<boolean> {
  const row = await db.selectFrom(VERSION_TABLE[table]).select('id').where('no', '=', no).where('published', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether visitors see a version of the item now (not only at a publish time to come). */
export async function isVisibleNow(db: Db, table: FactsTable, no: string, now: string): Promise<boolean> {
  const versions = VERSION_TABLE[table];
  const row = await db.selectFrom(versions).select('id').where('no', '=', no).where(visibleNow(versions, now)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** An element of a save as the facts' rule reads it: its state, and the publish time it will have. */
export interface PublishingElement {
  state: WriteState;
  publishTime: string | null;
}

/**
 * A save's facts wait when the item is live or scheduled and no element of the save publishes now.
 * An element published at a later time carries them to its publication only while visitors see
 * nothing of the item yet: otherwise the languages already live would show them at once, before
 * the embargo the schedule keeps (found by an audit, 2026-12-06). They then wait for a publication
 * now, like a draft's.
 */
export function factsWait(item: { live: boolean; visibleNow: boolean }, elements: readonly PublishingElement[], now: string): boolean {
  const later = (element: PublishingElement) => element.publishTime !== null && element.publishTime > now;
  const publishesNow = elements.some((element) => element.state === 'published' && !later(element));
  const publishesLater = elements.some((element) => element.state === 'published' && later(element));
  return item.live && !publishesNow && (item.visibleNow || !publishesLater);
}

/** The pending facts of several items, by `no`; items with none are left out. */
export async function pendingFactsOf<F extends object>(db: Db, table: FactsTable, nos: readonly string[]): Promise<Map<string, Partial<F>>> {
  const unique = [...new Set(nos)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['no', 'pending_facts']).where('no', 'in', unique).where('pending_facts', 'is not', null).execute();
  return new Map(rows.map((r) => [r.no, JSON.parse(r.pending_facts!) as Partial<F>]));
}

/**
 * Keeps `facts` pending on the item, over the facts already pending there (a later save wins per
 * fact). A fact equal to its `live` value waits for nothing and is dropped: a draft of one
 * language's text sends the item's facts as they are, and must not mark every live language as
 * having unpublished changes; a fact set back to its live value no longer waits.
 */
export async function holdFacts(db: Db, table: FactsTable, no: string, facts: Facts, live: Facts): Promise<void> {
  const earlier = (await pendingFactsOf(db, table, [no])).get(no) ?? {};
  const merged = Object.fromEntries(
    Object.entries({ ...earlier, ...givenFacts(facts) }).filter(([key, value]) => JSON.stringify(value ?? null) !== JSON.stringify(live[key] ?? null)),
  );
  await db
    .updateTable(table)
    .set({ pending_facts: Object.keys(merged).length ? JSON.stringify(merged) : null })
    .where('no', '=', no)
    .execute();
}

/**
 * The item's pending facts with `facts` over them, clearing the pending copy: what a publishing
 * write applies to the item.
 */
export async function takePendingFacts<F extends object>(db: Db, table: FactsTable, no: string, facts: Partial<F> = {}): Promise<Partial<F>> {
  const pending = (await pendingFactsOf<F>(db, table, [no])).get(no);
  if (pending === undefined) return givenFacts(facts);
  await db.updateTable(table).set({ pending_facts: null }).where('no', '=', no).execute();
  return { ...pending, ...givenFacts(facts) };
}

/**
 * Forgets pending values of `keys` on these items: a later change an editor made at once (a move,
 * a pin) wins over a draft's older one.
 */
export async function dropPendingFacts(db: Db, table: FactsTable, nos: readonly string[], keys: readonly string[]): Promise<void> {
  for (const [no, pending] of await pendingFactsOf(db, table, nos)) {
    const kept = Object.fromEntries(Object.entries(pending).filter(([key]) => !keys.includes(key)));
    await db
      .updateTable(table)
      .set({ pending_facts: Object.keys(kept).length ? JSON.stringify(kept) : null })
      .where('no', '=', no)
      .execute();
  }
}

/**
 * Relation links of items (item `no`, related `no`) with, for each item whose pending facts hold a
 * list under `key`, that list in place of the stored links: what the back office shows.
 */
export function linksWithPending<L>(
  links: readonly L[],
  itemOf: (link: L) => string,
  pending: ReadonlyMap<string, Facts> | undefined,
  key: string,
  make: (no: string, related: string) => L,
): L[] {
  if (!pending?.size) return [...links];
  const waiting = (no: string) => pending.get(no)?.[key] as string[] | undefined;
  const replaced = [...pending.keys()].flatMap((no) => (waiting(no) ?? []).map((related) => make(no, related)));
  return [...links.filter((link) => waiting(itemOf(link)) === undefined), ...replaced];
}
