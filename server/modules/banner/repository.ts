/** SQL for banners (table `banner` and its versions). */
import type { Lang } from '../../../contract/languages.js';
import type { Db } from '../content/items.js';
import { visibleNow } from '../content/publication.js';

export interface BannerListFilter {
  lang?: Lang | undefined;
  no?: string | undefined;
  /** Only versions visitors see at this time (public reads, decision 0023). */
  visibleAt?: string | undefined;
}

const columns = [
  'v.id', 'v.no', 'v.lang', 'v.img_path', 'v.title', 'v.sub_title', 'v.link_url', 'b.top', 'b.sort', 'b.update_time',
  'v.published', 'v.publish_time', 'v.unpublish_time', 'v.pending', 'v.may_need_update',
] as const;

function filtered(db: Db, filter: BannerListFilter) {
  let query = db.selectFrom('banner_version as v').innerJoin('banner as b', 'b.no', 'v.no');
  if (filter.visibleAt !== undefined) query = query.where(visibleNow('v', filter.visibleAt));
  if (filter.lang) query = query.where('v.lang', '=', filter.lang);
  if (filter.no) query = query.where('v.no', '=', filter.no);
  return query;
}

export type BannerRow = Awaited<ReturnType<typeof listBannerVersions>>[number];

/** Versions as the site shows them: pinned first (higher `top` first), then by `sort`. */
export async function listBannerVersions(db: Db, filter: BannerListFilter, page?: { offset: number; limit: number }) {
  return filtered(db, filter)
    .select(columns)
    .orderBy('b.top', 'desc')
    .orderBy('b.sort')
    .orderBy('b.create_time')
    .orderBy('v.id')
    .$if(page !== undefined, (q) => q.offset(page!.offset).limit(page!.limit))
    .execute();
}

export async function countBannerVersions(db: Db, filter: BannerListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every banner item in the order the site shows them: what a drag in the admin list reorders. */
export async function orderedBannerNos(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('banner').select('no').orderBy('top', 'desc').orderBy('sort').orderBy('create_time').execute();
  return rows.map((r) => r.no);
}

export async function setBannerTop(db: Db, no: string, top: number): Promise<void> {
  await db.updateTable('banner').set({ top }).where('no', '=', no).execute();
}
