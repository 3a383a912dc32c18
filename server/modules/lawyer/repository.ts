/** SQL for lawyer team members, their versions and their jobs and practice areas. */
import { sql } from 'kysely';
import type { Paging } from '../../../contract/paging.js';
import type { Db } from '../content/items.js';
import { PERSON_POSITIONS, PERSON_PRACTICE_AREAS, replaceLinks } from '../content/item-links.js';
import { visibleNow } from '../content/publication.js';
import { type LawyerFilter, lawyerWhere } from './filters.js';
import { countViewOf } from '../content/view-counter.js';

/** A version joined with the structure and facts of its item: what one list entry is built from. */
export interface LawyerRow {
  id: number;
  no: string;
  lang: string;
  name: string;
  photo_url: string | null;
  phone_number: string | null;
  email: string | null;
  intro: string | null;
  custom_content: string | null;
  custom_contents: string;
  views: number;
  create_time: string;
  update_time: string;
  top: number;
  sort: number;
  office_no: string | null;
  published: number;
  publish_time: string | null;
  unpublish_time: string | null;
  pending: string | null;
  /** 1: this translation may need updating (decision 0071). */
  may_need_update: number;
}

export interface LawyerLink {
  lawyer_no: string;
  related_no: string;
}

function selectRows(db: Db) {
  return db
    .selectFrom('lawyer_version')
    .innerJoin('lawyer', 'lawyer.no', 'lawyer_version.no')
    .select([
      'lawyer_version.id', 'lawyer_version.no', 'lawyer_version.lang', 'lawyer_version.name', 'lawyer_version.intro',
      'lawyer_version.custom_content', 'lawyer_version.custom_contents', 'lawyer_version.views', 'lawyer_version.create_time',
      'lawyer_version.update_time', 'lawyer.top', 'lawyer.sort', 'lawyer.office_no', 'lawyer.photo_url', 'lawyer.phone_number', 'lawyer.email',
      'lawyer_version.published', 'lawyer_version.publish_time', 'lawyer_version.unpublish_time', 'lawyer_version.pending',
      'lawyer_version.may_need_update',
    ]);
}

/**
 * One page of versions, pinned first (higher `top` first), then by `sort`, then by name, each row
 * with the number of versions the filter matches in all (`total_count`, a window over the same
 * rows), so that a page is one query, not two (issue 15.3). A page past the end has no row to
 * carry it: `countLawyers` then tells.
 */
export async function listLawyerPage(db: Db, filter: LawyerFilter, paging: Paging): Promise<(LawyerRow & { total_count: number | string })[]> {
  return selectRows(db)
    .select(sql<number | string>`count(*) over ()`.as('total_count'))
    .where(lawyerWhere(filter))
    .orderBy('lawyer.top', 'desc')
    .orderBy('lawyer.sort')
    .orderBy('lawyer_version.name')
    .orderBy('lawyer_version.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
}

/**
 * Every version the filter matches, in the list's order, each with its folded name: the people
 * page's directory (people-finder.ts), which filters them in memory.
 */
export async function listLawyerRows(db: Db, filter: LawyerFilter): Promise<(LawyerRow & { name_folded: string })[]> {
  return selectRows(db)
    .select('lawyer_version.name_folded')
    .where(lawyerWhere(filter))
    .orderBy('lawyer.top', 'desc')
    .orderBy('lawyer.sort')
    .orderBy('lawyer_version.name')
    .orderBy('lawyer_version.id')
    .execute();
}

/** The item of every office version, by version id: what an office filter of any language names. */
export async function officeNosByVersionId(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('office_version').select(['id', 'no']).execute();
  return new Map(rows.map((row) => [row.id, row.no]));
}

export async function countLawyers(db: Db, filter: LawyerFilter): Promise<number> {
  const row = await db
    .selectFrom('lawyer_version')
    .innerJoin('lawyer', 'lawyer.no', 'lawyer_version.no')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(lawyerWhere(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Id, item, language and update time of every version visitors see: the sitemap's list. */
export async function listVersionIndex(db: Db, now: string) {
  return db.selectFrom('lawyer_version').select(['id', 'no', 'lang', 'update_time']).where(visibleNow('lawyer_version', now)).orderBy('id').execute();
}

/** Every language version of one member. */
export async function lawyerRowsOfItem(db: Db, no: string): Promise<LawyerRow[]> {
  return selectRows(db).where('lawyer_version.no', '=', no).orderBy('lawyer_version.id').execute();
}

/** Every language version of several members. */
export async function lawyerRowsOfItems(db: Db, nos: string[]): Promise<LawyerRow[]> {
  if (nos.length === 0) return [];
  return selectRows(db).where('lawyer_version.no', 'in', nos).orderBy('lawyer_version.id').execute();
}

/** The jobs of several members, each member's in the order they were given. */
export async function jobLinks(db: Db, lawyerNos: string[]): Promise<LawyerLink[]> {
  if (lawyerNos.length === 0) return [];
  return db
    .selectFrom('lawyer_job')
    .select(['lawyer_no', 'job_no as related_no'])
    .where('lawyer_no', 'in', lawyerNos)
    .orderBy('lawyer_no')
    .orderBy('position')
    .execute();
}

/** The practice areas of several members, each member's in the order they were given. */
export async function fieldLinks(db: Db, lawyerNos: string[]): Promise<LawyerLink[]> {
  if (lawyerNos.length === 0) return [];
  return db
    .selectFrom('lawyer_practice_area')
    .select(['lawyer_no', 'field_no as related_no'])
    .where('lawyer_no', 'in', lawyerNos)
    .orderBy('lawyer_no')
    .orderBy('position')
    .execute();
}

export async function replaceJobs(db: Db, lawyerNo: string, jobNos: string[]): Promise<void> {
  await replaceLinks(db, PERSON_POSITIONS, lawyerNo, jobNos);
}

export async function replaceFields(db: Db, lawyerNo: string, fieldNos: string[]): Promise<void> {
  await replaceLinks(db, PERSON_PRACTICE_AREAS, lawyerNo, fieldNos);
}

/**
 * The practice area or job a version id names, and every member linked to it, shown or not (what
 * the lists of its people depend on), in one query; null when the id names none.
 */
export async function linkedLawyers(db: Db, link: 'field' | 'job', versionId: number): Promise<{ tag: string; nos: string[] } | null> {
  const rows =
    link === 'field'
      ? await db
          .selectFrom('professional_field_version as v')
          .leftJoin('lawyer_practice_area as l', 'l.field_no', 'v.no')
          .select(['v.no as linked_no', 'l.lawyer_no'])
          .where('v.id', '=', versionId)
          .execute()
      : await db
          .selectFrom('job_version as v')
          .leftJoin('lawyer_job as l', 'l.job_no', 'v.no')
          .select(['v.no as linked_no', 'l.lawyer_no'])
          .where('v.id', '=', versionId)
          .execute();
  if (!rows[0]) return null;
  // The link table's triggers record `<link table>:<linked item>` (migration 0031).
  const tag = `${link === 'field' ? 'lawyer_practice_area' : 'lawyer_job'}:${rows[0].linked_no}`;
  return { tag, nos: rows.flatMap((row) => (row.lawyer_no === null ? [] : [row.lawyer_no])) };
}

/** A lawyer's photo, phone and e-mail: the same in every language; undefined leaves one as it is. */
export interface LawyerFacts {
  photoUrl?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  email?: string | null | undefined;
}

export async function insertLawyerItem(db: Db, item: { no: string; sort: number; officeNo: string | null; facts: LawyerFacts; now: string }): Promise<void> {
  await db
    .insertInto('lawyer')
    .values({
      no: item.no, top: 0, sort: item.sort, office_no: item.officeNo, photo_url: item.facts.photoUrl ?? null,
      phone_number: item.facts.phoneNumber ?? null, email: item.facts.email ?? null, create_time: item.now, update_time: item.now,
    })
    .execute();
}

/** Touches the item; `officeNo`, `top` and each fact left undefined stay as they are. */
export async function updateLawyerItem(
  db: Db,
  no: string,
  changes: { officeNo?: string | null | undefined; top?: number; facts?: LawyerFacts; now: string },
): Promise<void> {
  const facts = changes.facts ?? {};
  await db
    .updateTable('lawyer')
    .set({
      office_no: changes.officeNo, top: changes.top, photo_url: facts.photoUrl, phone_number: facts.phoneNumber, email: facts.email,
      update_time: changes.now,
    })
    .where('no', '=', no)
    .execute();
}

/** Counts a view, written with the next batch (content/view-counter.ts). */
export async function addView(db: Db, id: number): Promise<void> {
  await countViewOf(db, 'lawyer_version', id);
}

/** Which of these members exist. */
export async function existingLawyerNos(db: Db, nos: string[]): Promise<string[]> {
  if (nos.length === 0) return [];
  const rows = await db.selectFrom('lawyer').select('no').where('no', 'in', nos).execute();
  return rows.map((r) => r.no);
}

/** Every member with a version the admin list's filter shows: what "select all matching" means. */
export async function matchingLawyerNos(db: Db, filter: LawyerFilter): Promise<string[]> {
  const rows = await db
    .selectFrom('lawyer_version')
    .innerJoin('lawyer', 'lawyer.no', 'lawyer_version.no')
    .select('lawyer_version.no')
    .distinct()
    .where(lawyerWhere(filter))
    .execute();
  return rows.map((r) => r.no);
}

/** How many members (not versions) the filter shows. */
export async function countLawyerItems(db: Db, filter: LawyerFilter): Promise<number> {
  const row = await db
    .selectFrom('lawyer_version')
    .innerJoin('lawyer', 'lawyer.no', 'lawyer_version.no')
    .select((eb) => eb.fn.count<number | string>('lawyer_version.no').distinct().as('n'))
    .where(lawyerWhere(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Pins several members (a priority of 1 for those at 0; a higher priority stays) or unpins them
 * (0). Answers how many it reached.
 */
export async function setLawyersPinned(db: Db, nos: string[], pinned: boolean, now: string): Promise<bigint> {
  const result = await db
    .updateTable('lawyer')
    .set({ top: pinned ? sql<number>`case when top > 0 then top else 1 end` : 0, update_time: now })
    .where('no', 'in', nos)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/** Deletes several members and, through the foreign keys, their versions and relations. */
export async function deleteLawyers(db: Db, nos: string[]): Promise<bigint> {
  const result = await db.deleteFrom('lawyer').where('no', 'in', nos).executeTakeFirst();
  return result.numDeletedRows;
}
