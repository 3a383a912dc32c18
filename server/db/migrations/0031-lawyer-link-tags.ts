/**
 * Link tags on the people's side (issue 47, decision 0080): a change of a person's link to a
 * practice area or a position also records `<link table>:<the practice area or position>` (e.g.
 * `lawyer_practice_area:7`), as migration 0026 did for news, so a practice area's page, which
 * lists its people, depends on those links and on the people listed, not on every person. The
 * trigger function already takes the fourth argument (0026); only the triggers are made again.
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { tagTables, type TaggedTables, untagTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const LINKS_BEFORE: TaggedTables = {
  lawyer_job: { kind: 'lawyer', itemColumn: 'lawyer_no', columns: null },
  lawyer_practice_area: { kind: 'lawyer', itemColumn: 'lawyer_no', columns: null },
};

const LINKS: TaggedTables = {
  lawyer_job: { ...LINKS_BEFORE.lawyer_job!, linkedColumn: 'job_no' },
  lawyer_practice_area: { ...LINKS_BEFORE.lawyer_practice_area!, linkedColumn: 'field_no' },
};

export async function up(db: Db): Promise<void> {
  await untagTables(db, Object.keys(LINKS));
  await tagTables(db, LINKS);
}

export async function down(db: Db): Promise<void> {
  await untagTables(db, Object.keys(LINKS));
  await tagTables(db, LINKS_BEFORE);
}
