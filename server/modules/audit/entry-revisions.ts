/**
 * Which revision (decision 0028) each write in a page of the audit log kept. A revision is not
 * written in the write's transaction but right after it, by the same request (the admin scope's
 * preSerialization hook), so nothing stores the link: it is found by item and time, for a whole
 * page in one query on the revisions' (entity, item_no) index.
 *
 * An entry's revision is the item's first revision made at or after the entry, by the same person,
 * before the next entry of that item on the page; and, when there is no such next entry, it must
 * follow a revision still kept (or be the item's first), so that, once older revisions are pruned,
 * an old entry is not tied to a later write's revision. A write whose revision was never kept (the database went away in between) can
 * still be tied to the next one if that write's entry is not on the page (filtered out): a rare
 * miss, in a link, never in the log itself.
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntity } from '../../../contract/audit.js';
import type { RevisionEntity } from '../../../contract/revision.js';
import type { Database } from '../../db/schema.js';
import type { AuditRow } from './repository.js';

/** The entities whose writes keep revisions, and the revisions' name for each. */
const REVISION_ENTITY: Partial<Record<AuditEntity, RevisionEntity>> = {
  news: 'news',
  case: 'case',
  honour: 'honour',
  lawyer: 'lawyer',
  professionalField: 'practiceArea',
  banner: 'banner',
};

/** The writes that keep a revision: one item's create, update, publication or restore (bulk calls keep none). */
const KEEPS_REVISION = new Set<string>(['create', 'update', 'publish', 'unpublish', 'restore'] satisfies AuditAction[]);

interface RevisionRow {
  id: number;
  number: number;
  authorId: number | null;
  time: string;
}

const itemKey = (entity: string, no: string) => `${entity}\u0000${no}`;

/** The revision each entry's write kept, by entry id; entries without one are left out. */
export async function entryRevisions(db: Kysely<Database>, rows: readonly AuditRow[]): Promise<Map<number, number>> {
  const nosByEntity = new Map<RevisionEntity, Set<string>>();
  for (const row of rows) {
    const entity = REVISION_ENTITY[row.entity as AuditEntity];
    if (entity && row.item_no !== null && KEEPS_REVISION.has(row.action)) nosByEntity.set(entity, (nosByEntity.get(entity) ?? new Set()).add(row.item_no));
  }
  const linked = new Map<number, number>();
  if (nosByEntity.size === 0) return linked;

  // At most REVISIONS_KEPT small rows per item of the page.
  const found = await db
    .selectFrom('revision')
    .select(['id', 'entity', 'item_no', 'number', 'author_id', 'create_time'])
    .where((eb) => eb.or([...nosByEntity].map(([entity, nos]) => eb.and([eb('entity', '=', entity), eb('item_no', 'in', [...nos])]))))
    .orderBy('id')
    .execute();
  const revisionsOf = new Map<string, RevisionRow[]>();
  for (const r of found) {
    const key = itemKey(r.entity, r.item_no);
    revisionsOf.set(key, [...(revisionsOf.get(key) ?? []), { id: Number(r.id), number: Number(r.number), authorId: r.author_id === null ? null : Number(r.author_id), time: r.create_time }]);
  }

  // Each item's entries on the page, oldest first: an entry's revision comes before the next one's entry.
  const entriesOf = new Map<string, AuditRow[]>();
  for (const row of rows) {
    const entity = REVISION_ENTITY[row.entity as AuditEntity];
    if (!entity || row.item_no === null) continue;
    const key = itemKey(entity, row.item_no);
    entriesOf.set(key, [...(entriesOf.get(key) ?? []), row]);
  }
  for (const [key, entries] of entriesOf) {
    const revisions = revisionsOf.get(key) ?? [];
    entries.sort((a, b) => (a.time === b.time ? Number(a.id) - Number(b.id) : a.time < b.time ? -1 : 1));
    entries.forEach((entry, index) => {
      if (!KEEPS_REVISION.has(entry.action) || entry.user_id === null) return;
      const at = revisions.findIndex((r) => r.time >= entry.time);
      const revision = revisions[at];
      if (!revision || revision.authorId !== Number(entry.user_id)) return;
      const next = entries[index + 1];
      // A revision is kept after its write's entry: one made at or after the next entry's time may be the next write's (the same millisecond included).
      if (next && next.time <= revision.time) return;
      // Without the revision before it (pruned), it could be a later save's, unless the item's next entry bounds it.
      const follows = revision.number === 1 || (at > 0 && revisions[at - 1]!.number === revision.number - 1) || next !== undefined;
      if (follows) linked.set(Number(entry.id), revision.id);
    });
  }
  return linked;
}
