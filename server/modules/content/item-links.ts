/**
 * The ordered links of one item to items of another kind (a news item's key contacts and practice
 * areas, a person's positions and practice areas), replaced by a diff: only the links removed are
 * deleted, only the new ones inserted and only the moved ones renumbered. A save that keeps an
 * item's links touches no link row, so their tables' triggers record nothing, and the pages that
 * list the linked items (a person's news, decision 0080) stay cached; deleting every link and
 * inserting it again made each save a deletion, whose pages go at once.
 */
import { sql } from 'kysely';
import type { Db } from './items.js';

/** A link table and its two columns: the item whose links these are, and the item linked. */
export interface LinkTable {
  table: 'article_practice_area' | 'article_lawyer' | 'lawyer_job' | 'lawyer_practice_area';
  owner: string;
  linked: string;
}

export const NEWS_PRACTICE_AREAS: LinkTable = { table: 'article_practice_area', owner: 'article_no', linked: 'field_no' };
export const NEWS_KEY_CONTACTS: LinkTable = { table: 'article_lawyer', owner: 'article_no', linked: 'lawyer_no' };
export const PERSON_POSITIONS: LinkTable = { table: 'lawyer_job', owner: 'lawyer_no', linked: 'job_no' };
export const PERSON_PRACTICE_AREAS: LinkTable = { table: 'lawyer_practice_area', owner: 'lawyer_no', linked: 'field_no' };

/** Makes item `ownerNo`'s links `linkedNos`, in that order (position 0, 1, ...). */
export async function replaceLinks(db: Db, link: LinkTable, ownerNo: string, linkedNos: string[]): Promise<void> {
  const table = sql.table(link.table);
  const owner = sql.ref(link.owner);
  const linked = sql.ref(link.linked);
  const { rows } = await sql<{ linked: string; position: number }>`select ${linked} as linked, position from ${table} where ${owner} = ${ownerNo}`.execute(db);
  const had = new Map(rows.map((row) => [row.linked, Number(row.position)]));
  const wanted = new Map<string, number>();
  for (const no of linkedNos) if (!wanted.has(no)) wanted.set(no, wanted.size);

  const removed = [...had.keys()].filter((no) => !wanted.has(no));
  if (removed.length > 0) {
    await sql`delete from ${table} where ${owner} = ${ownerNo} and ${linked} in (${sql.join(removed)})`.execute(db);
  }
  const added: [string, number][] = [];
  const moved: [string, number][] = [];
  for (const [no, position] of wanted) {
    const before = had.get(no);
    if (before === undefined) added.push([no, position]);
    else if (before !== position) moved.push([no, position]);
  }
  if (moved.length > 0) {
    // One statement for all moves; the cast types the parameters for PostgreSQL.
    const positions = sql.join(
      moved.map(([no, position]) => sql`when ${no} then cast(${position} as integer)`),
      sql` `,
    );
    const nos = sql.join(moved.map(([no]) => no));
    await sql`update ${table} set position = case ${linked} ${positions} end where ${owner} = ${ownerNo} and ${linked} in (${nos})`.execute(db);
  }
  if (added.length > 0) {
    const values = sql.join(added.map(([no, position]) => sql`(${ownerNo}, ${no}, ${position})`));
    await sql`insert into ${table} (${owner}, ${linked}, position) values ${values}`.execute(db);
  }
}
