/** Reading the audit log: a page with a capped count, and the whole selection as CSV. */
import type { Kysely } from 'kysely';
import { AUDIT_COUNT_CAP, type AuditEntry, type AuditFilter, type AuditListQuery } from '../../../contract/audit.js';
import type { Pageable } from '../../../contract/envelope.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { Database } from '../../db/schema.js';
import { invalidFields } from '../../http/errors.js';
import { CSV_BOM, csvLine } from './csv.js';
import { entryRevisions } from './entry-revisions.js';
import { type ItemTitle, itemTitles } from './item-titles.js';
import { type AuditRow, type AuditRowFilter, auditRowBatches, countAuditRows, listAuditRows } from './repository.js';

const EXPORT_BATCH = 1_000;

export const CSV_COLUMNS = ['id', 'time', 'userId', 'userName', 'address', 'action', 'entity', 'no', 'title', 'langs', 'summary'] as const;

/** What is read beside a page's rows: the items' titles now, and the revisions the writes kept. */
interface Beside {
  titles: Map<string, ItemTitle>;
  revisions: Map<number, number>;
}

function toEntry(row: AuditRow, beside: Beside): AuditEntry {
  const title = row.item_no === null ? undefined : beside.titles.get(`${row.entity}:${row.item_no}`);
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
    title: title?.title ?? null,
    titleLang: title?.lang ?? null,
    versionId: title?.versionId ?? null,
    revisionId: beside.revisions.get(Number(row.id)) ?? null,
  };
}

/** Times as stored (UTC, milliseconds), whatever offset the caller wrote them with. */
function rowFilter(filter: AuditFilter): AuditRowFilter {
  const utc = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  return { userId: filter.userId, entity: filter.entity, action: filter.action, from: utc(filter.from), to: utc(filter.to) };
}

export function createAuditService(db: Kysely<Database>) {
  /** The rows as entries, with what is read beside them: a few queries for the whole set, whatever its size. */
  async function entriesOf(rows: AuditRow[], lang: Lang): Promise<AuditEntry[]> {
    const [titles, revisions] = await Promise.all([itemTitles(db, rows.map((r) => ({ entity: r.entity, no: r.item_no })), lang), entryRevisions(db, rows)]);
    return rows.map((row) => toEntry(row, { titles, revisions }));
  }

  return {
    /** One page, newest first, titles in `lang`; `totalCount` stops at AUDIT_COUNT_CAP and so do the pages. */
    async list(query: AuditListQuery, lang: Lang): Promise<{ items: AuditEntry[]; pageable: Pageable }> {
      const { pageNo, pageSize, offset } = resolvePaging(query);
      if (offset >= AUDIT_COUNT_CAP) throw invalidFields([{ field: 'pageNo', key: 'auditPageBeyondCap', vars: { cap: AUDIT_COUNT_CAP } }]);
      const filter = rowFilter(query);
      const [rows, totalCount] = await Promise.all([listAuditRows(db, filter, { offset, limit: pageSize }), countAuditRows(db, filter, AUDIT_COUNT_CAP)]);
      return { items: await entriesOf(rows, lang), pageable: { pageNo, pageSize, totalCount } };
    },

    /** Every matching entry as CSV lines, newest first, titles in `lang`, a batch at a time. */
    async *csv(filter: AuditFilter, lang: Lang): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CSV_COLUMNS);
      for await (const rows of auditRowBatches(db, rowFilter(filter), EXPORT_BATCH)) {
        yield (await entriesOf(rows, lang))
          .map((e) => csvLine([e.id, e.time, e.userId, e.userName, e.address, e.action, e.entity, e.no, e.title, e.langs.join(','), e.summary]))
          .join('');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
