/**
 * Facts of an item wait for publishing (issue 13 point 1, decision 0023): `article.pending_facts`
 * and `lawyer.pending_facts` hold, as JSON, the item-level facts (folder, pin, shared cover,
 * practice areas, key contacts; photo, phone, e-mail, office, jobs, practice areas) that a draft
 * save of an item visitors can see has changed, until a publish applies them. Null: nothing waits.
 *
 * Writing a pending copy changes nothing visitors see, so the two tables' content-version triggers
 * now watch every column but this one.
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { unwatchTables, watchTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const WATCHED = {
  article: ['no', 'kind', 'cata_no', 'top', 'cover_url', 'create_time', 'update_time'],
  lawyer: ['no', 'top', 'sort', 'office_no', 'photo_url', 'phone_number', 'email', 'create_time', 'update_time'],
};

export async function up(db: Db): Promise<void> {
  for (const table of Object.keys(WATCHED)) await db.schema.alterTable(table).addColumn('pending_facts', 'text').execute();
  await unwatchTables(db, Object.keys(WATCHED));
  await watchTables(db, WATCHED);
}

export async function down(db: Db): Promise<void> {
  await unwatchTables(db, Object.keys(WATCHED));
  await watchTables(db, { article: null, lawyer: null });
  for (const table of Object.keys(WATCHED)) await db.schema.alterTable(table).dropColumn('pending_facts').execute();
}
