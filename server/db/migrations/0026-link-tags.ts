/**
 * Link tags (issue 47, decision 0080): a change of a link row between a news item or case and a
 * person or a practice area also records `<link table>:<the person or practice area>` (e.g.
 * `article_lawyer:12`), so a person's or practice area's page, which lists the items linked to
 * it, depends on those links and on the items listed, not on every news item. The trigger
 * function learns a fourth argument (the link table's other column); the link tables' triggers
 * are made again with it.
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { createTagFunction, tagTables, type TaggedTables, untagTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const LINKS_BEFORE: TaggedTables = {
  article_practice_area: { kind: 'article', itemColumn: 'article_no', columns: null },
  article_lawyer: { kind: 'article', itemColumn: 'article_no', columns: null },
};

const LINKS: TaggedTables = {
  article_practice_area: { ...LINKS_BEFORE.article_practice_area!, linkedColumn: 'field_no' },
  article_lawyer: { ...LINKS_BEFORE.article_lawyer!, linkedColumn: 'lawyer_no' },
};

export async function up(db: Db): Promise<void> {
  await createTagFunction(db, true);
  await untagTables(db, Object.keys(LINKS));
  await tagTables(db, LINKS);
}

export async function down(db: Db): Promise<void> {
  // The function keeps its fourth argument: without one it does what migration 0025's did.
  await untagTables(db, Object.keys(LINKS));
  await tagTables(db, LINKS_BEFORE);
}
