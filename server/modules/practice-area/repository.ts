/** SQL for professional fields (table `professional_field` and its versions). */
import type { Lang } from '../../../contract/languages.js';
import type { Db } from '../content/items.js';
import { visibleNow } from '../content/publication.js';
import { countViewOf } from '../content/view-counter.js';

export interface PracticeAreaListFilter {
  lang?: Lang | undefined;
  no?: string | undefined;
  /** Only versions visitors see at this time (public reads, decision 0023). */
  visibleAt?: string | undefined;
}

const columns = [
  'v.id', 'v.no', 'v.lang', 'v.name', 'v.introduce', 'v.icon_url', 'v.views', 'v.update_time', 'f.sort',
  'v.published', 'v.publish_time', 'v.unpublish_time', 'v.pending', 'v.may_need_update',
] as const;

function filtered(db: Db, filter: PracticeAreaListFilter) {
  let query = db.selectFrom('professional_field_version as v').innerJoin('professional_field as f', 'f.no', 'v.no');
  if (filter.visibleAt !== undefined) query = query.where(visibleNow('v', filter.visibleAt));
  if (filter.lang) query = query.where('v.lang', '=', filter.lang);
  if (filter.no) query = query.where('v.no', '=', filter.no);
  return query;
}

export type PracticeAreaRow = Awaited<ReturnType<typeof listPracticeAreaVersions>>[number];

/** Versions by the fields' `sort`; a page of them when `page` is given. */
export async function listPracticeAreaVersions(db: Db, filter: PracticeAreaListFilter, page?: { offset: number; limit: number }) {
  return filtered(db, filter)
    .select(columns)
    .orderBy('f.sort')
    .orderBy('f.create_time')
    .orderBy('v.id')
    .$if(page !== undefined, (q) => q.offset(page!.offset).limit(page!.limit))
    .execute();
}

export async function countPracticeAreaVersions(db: Db, filter: PracticeAreaListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPracticeAreaVersion(db: Db, id: number) {
  return db.selectFrom('professional_field_version as v').innerJoin('professional_field as f', 'f.no', 'v.no').select(columns).where('v.id', '=', id).executeTakeFirst();
}

export async function fieldExists(db: Db, no: string): Promise<boolean> {
  return Boolean(await db.selectFrom('professional_field').select('no').where('no', '=', no).executeTakeFirst());
}

/** Counts a view, written with the next batch (content/view-counter.ts). */
export async function countPracticeAreaView(db: Db, id: number): Promise<void> {
  await countViewOf(db, 'professional_field_version', id);
}
