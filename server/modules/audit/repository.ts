/** SQL of the audit log. Every list is newest first, by (time, id), which each filter's index ends in. */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntryTable, Database } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export type AuditRow = Selectable<AuditEntryTable>;

/** Filters as stored: times are ISO-8601 UTC text, which sorts as time does. */
export interface AuditRowFilter {
  userId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type Query<O> = SelectQueryBuilder<Database, 'audit_entry', O>;

function filtered<O>(query: Query<O>, filter: AuditRowFilter): Query<O> {
  let q = query;
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.entity !== undefined) q = q.where('entity', '=', filter.entity);
  if (filter.action !== undefined) q = q.where('action', '=', filter.action);
  if (filter.from !== undefined) q = q.where('time', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('time', '<', filter.to);
  return q;
}

function newestFirst<O>(query: Query<O>): Query<O> {
  return query.orderBy('time', 'desc').orderBy('id', 'desc');
}

export async function listAuditRows(db: Kysely<Database>, filter: AuditRowFilter, page: { offset: number; limit: number }): Promise<AuditRow[]> {
  return newestFirst(filtered(db.selectFrom('audit_entry').selectAll(), filter)).limit(page.limit).offset(page.offset).execute();
}

/** How many entries match, counted up to `cap` only: the count reads at most `cap` index entries. */
export async function countAuditRows(db: Kysely<Database>, filter: AuditRowFilter, cap: number): Promise<number> {
  const matching = filtered(db.selectFrom('audit_entry').select('id'), filter).limit(cap).as('matching');
  const row = await db.selectFrom(matching).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The entries that match, newest first, in batches read one after the other (keyset paging), so
 * an export of any size holds one batch in memory and each batch is one index range scan.
 */
export async function* auditRowBatches(db: Kysely<Database>, filter: AuditRowFilter, batchSize: number): AsyncGenerator<AuditRow[]> {
  let after: { time: string; id: number } | undefined;
  for (;;) {
    const last = after;
    let query = filtered(db.selectFrom('audit_entry').selectAll(), filter);
    if (last) query = query.where((eb: ExpressionBuilder<Database, 'audit_entry'>) => eb(eb.refTuple('time', 'id'), '<', eb.tuple(last.time, last.id)));
    const rows = await newestFirst(query).limit(batchSize).execute();
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const end = rows[rows.length - 1]!;
    after = { time: end.time, id: end.id };
  }
}
