/**
 * Writing audit entries (decision 0024). `audited(db, note, work)` runs a write and its entry in
 * one transaction, so a write that fails leaves no entry and an entry never names a change that
 * did not happen. `recordAudit(trx, note)` adds entries inside a transaction already open.
 * Who and from where come from the request (`actor.ts`).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuditAction, AuditEntity } from '../../../contract/audit.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { noteItemsWritten } from '../content/edit-sequence.js';
import { markKeyInTransaction } from '../idempotency/current-key.js';
import { currentActor } from './actor.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How an entity's array update is recorded: an edit, or a revision written back (decision 0024). */
export type UpdateAction = Extract<AuditAction, 'update' | 'restore'>;

export interface AuditNote {
  action: AuditAction;
  entity: AuditEntity;
  /** The item the action is about. */
  no?: string | null | undefined;
  /** Several items (a bulk call): one entry each, so each item's history is complete. */
  nos?: readonly string[] | undefined;
  /** Language versions touched; read from the item when absent (translatable entities). */
  langs?: readonly string[] | undefined;
  /** Short and language-neutral: a title, a name, a value. Read from the item when absent. */
  summary?: string | undefined;
  /** The person the entry names when it is not the signed-in caller: who signs in, or tried to. */
  person?: { userId: number | null; userName: string } | undefined;
  /**
   * The settings records and labels the write changes (`settings:en_US`, `label:de_DE:nav.home`):
   * a save read before a colleague's write of one of them is refused (decision 0101).
   */
  settings?: readonly string[] | undefined;
}

/** Where a translatable entity keeps its versions and the column that names one. */
export const VERSIONS: Partial<Record<AuditEntity, { table: string; label: string }>> = {
  news: { table: 'article_version', label: 'title' },
  case: { table: 'article_version', label: 'title' },
  honour: { table: 'article_version', label: 'title' },
  lawyer: { table: 'lawyer_version', label: 'name' },
  professionalField: { table: 'professional_field_version', label: 'name' },
  banner: { table: 'banner_version', label: 'title' },
  catalog: { table: 'catalog_version', label: 'name' },
  job: { table: 'job_version', label: 'name' },
  office: { table: 'office_version', label: 'name' },
};

const SUMMARY_MAX = 300;
const USER_NAME_MAX = 200;
/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 9 columns a row. */
const INSERT_CHUNK = 500;

interface Described {
  langs: string[];
  summary: string;
}

/** Each item's languages and the label of its first labelled version, as they are inside this transaction. */
async function describeItems(trx: Db, entity: AuditEntity, nos: readonly string[]): Promise<Map<string, Described>> {
  const described = new Map<string, Described>();
  const versions = VERSIONS[entity];
  if (!versions) return described;
  for (let start = 0; start < nos.length; start += INSERT_CHUNK) {
    const chunk = nos.slice(start, start + INSERT_CHUNK);
    const { rows } = await sql<{ no: string; lang: string; label: string | null }>`
      select no, lang, ${sql.ref(versions.label)} as label from ${sql.table(versions.table)}
      where no in (${sql.join(chunk)}) order by no, lang`.execute(trx);
    for (const row of rows) {
      const item = described.get(row.no) ?? { langs: [], summary: '' };
      item.langs.push(row.lang);
      if (!item.summary && row.label) item.summary = row.label;
      described.set(row.no, item);
    }
  }
  return described;
}

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** Titles of the elements of an array write, for a note: the languages and the first non-empty label. */
export function noteOfElements(elements: readonly { lang: string; title?: string | null | undefined; name?: string | null | undefined }[]) {
  return { langs: elements.map((e) => e.lang), summary: elements.map((e) => e.title ?? e.name ?? '').find((label) => label.trim()) ?? '' };
}

/** Adds the note's entries inside the open transaction `trx`. */
export async function recordAudit(trx: Db, note: AuditNote): Promise<void> {
  const actor = { ...currentActor(), ...note.person };
  const time = nowIso();
  const nos = note.nos ?? [note.no ?? null];
  const known = nos.filter((no): no is string => no !== null);
  const described = note.langs === undefined || note.summary === undefined ? await describeItems(trx, note.entity, known) : new Map<string, Described>();
  const rows = nos.map((no) => {
    const item = (no && described.get(no)) || { langs: [], summary: '' };
    return {
      time,
      user_id: actor.userId,
      user_name: clip(actor.userName, USER_NAME_MAX),
      address: actor.address,
      action: note.action,
      entity: note.entity,
      item_no: no,
      langs: [...(note.langs ?? item.langs)].sort().join(','),
      summary: clip(note.summary ?? item.summary, SUMMARY_MAX),
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx.insertInto('audit_entry').values(rows.slice(start, start + INSERT_CHUNK)).execute();
  }
  // A content item's edit sequence moves with a write of it, and a save from an older reading is
  // refused (decision 0100). A preview link made for an item, or its translation marked current,
  // leaves its text as it is. Settings and labels name their records (decision 0101).
  if (note.settings) await noteItemsWritten(trx, note.settings, { deleted: false, refusal: 'settingsChangedSinceRead' });
  else if (VERSIONS[note.entity] && note.action !== 'markCurrent') await noteItemsWritten(trx, known, { deleted: note.action === 'delete', refusal: 'itemChangedSinceRead' });
  // The request's Idempotency-Key commits with the write it recorded (decision 0065).
  await markKeyInTransaction(trx);
}

/**
 * Runs `work` in a transaction and records the note in it. The note is read after the work, so
 * the work may complete it (say, `note.nos` once a bulk call resolved its selection); a deletion
 * of one item is described before the work, while the item is still there.
 */
export async function audited<T>(db: Kysely<Database>, note: AuditNote, work: (trx: Transaction<Database>, note: AuditNote) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (note.action === 'delete' && note.no && (note.langs === undefined || note.summary === undefined)) {
      const item = (await describeItems(trx, note.entity, [note.no])).get(note.no);
      note.langs ??= item?.langs ?? [];
      note.summary ??= item?.summary ?? '';
    }
    const result = await work(trx, note);
    await recordAudit(trx, note);
    return result;
  });
}
