/** Reading the audit log: a page with a capped count, and the whole selection as CSV. */
import type { Kysely } from 'kysely';
import { AUDIT_COUNT_CAP, type AuditEntry, type AuditFilter, type AuditListQuery } from '../../../contract/audit.js';
import type { Pageable } from '../../../contract/envelope.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { Database } from '../../db/schema.js';
import { invalidFields } from '../../http/errors.js';
import { CSV_BOM, csvLine } from './csv.js';
import { type AuditRow, type AuditRowFilter, auditRowBatches, countAuditRows, listAuditRows } from './repository.js';

const EXPORT_BATCH = 1_000;

export const CSV_COLUMNS = ['id', 'time', 'userId', 'userName', 'address', 'action', 'entity', 'no', 'langs', 'summary'] as const;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    time: row.time,
    userId: row.user_id === null ? null : Number(row.user_id),
    userName: row.user_name,
    address: row.address,
    action: row.action,
    entity: row.entity,
    no: row.item_no,
    langs: row.langs ? row.langs.split(',') : [],
    summary: row.summary,
  };
}

/** Times as stored (UTC, milliseconds), whatever offset the caller wrote them with. */
function rowFilter(filter: AuditFilter): AuditRowFilter {
  const utc = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  return { userId: filter.userId, entity: filter.entity, action: filter.action, from: utc(filter.from), to: utc(filter.to) };
}

export function createAuditService(db: Kysely<Database>) {
  return {
    /** One page, newest first; `totalCount` stops at AUDIT_COUNT_CAP and so do the pages. */
    async list(query: AuditListQuery): Promise<{ items: AuditEntry[]; pageable: Pageable }> {
      const { pageNo, pageSize, offset } = resolvePaging(query);
      if (offset >= AUDIT_COUNT_CAP) throw invalidFields([{ field: 'pageNo', key: 'auditPageBeyondCap', vars: { cap: AUDIT_COUNT_CAP } }]);
      const filter = rowFilter(query);
      const [rows, totalCount] = await Promise.all([listAuditRows(db, filter, { offset, limit: pageSize }), countAuditRows(db, filter, AUDIT_COUNT_CAP)]);
      return { items: rows.map(toEntry), pageable: { pageNo, pageSize, totalCount } };
    },

    /** Every matching entry as CSV lines, newest first, a batch at a time. */
    async *csv(filter: AuditFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CSV_COLUMNS);
      for await (const rows of auditRowBatches(db, rowFilter(filter), EXPORT_BATCH)) {
        yield rows
          .map(toEntry)
          .map((e) => csvLine([e.id, e.time, e.userId, e.userName, e.address, e.action, e.entity, e.no, e.langs.join(','), e.summary]))
          .join('');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
