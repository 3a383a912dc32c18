/** Home-page banners: one image per language, pinned by `top`, ordered by `sort`. */
import type { Kysely } from 'kysely';
import type { AdminBannerQuery, AdminBannerVersion, BannerDetail, BannerElement, BannerVersion } from '../../../contract/banner.js';
import type { Pageable } from '../../../contract/envelope.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
import {
  assertOneVersionPerLanguage, deleteItem, insertVersions, itemOfUpdate, moveItem, newItemNo, nextSort, requireItemNo, writeVersions,
} from '../content/items.js';
import { publicationColumns, type PublishRights, setPublished as setVersionsPublished, storedPublication, withPending } from '../content/drafts.js';
import { publicationViewOf, refreshNextChangeTime } from '../content/publication.js';
import { type BannerRow, countBannerVersions, listBannerVersions, orderedBannerNos, setBannerTop } from './repository.js';
import { audited, noteOfElements, type UpdateAction } from '../audit/record.js';
import { trackLanguages } from '../content/translation-status.js';

function toVersion(row: BannerRow): BannerVersion {
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    imgPath: row.img_path,
    title: row.title,
    subTitle: row.sub_title,
    linkUrl: row.link_url,
    top: row.top,
    sort: row.sort,
    updateTime: row.update_time,
  };
}

/** A version as the back office edits it: pending changes over the live text, with its state. */
function toAdminVersion(row: BannerRow, now: string): AdminBannerVersion {
  const edited = withPending(row);
  return { ...toVersion(edited), ...publicationViewOf(edited, now), mayNeedUpdate: row.may_need_update === 1 };
}

/** Version columns of an element; fields left out of an update keep their value, empty ones clear it. */
function versionColumns(element: BannerElement) {
  const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  return { img_path: element.imgPath, title: orNull(element.title), sub_title: orNull(element.subTitle), link_url: orNull(element.linkUrl) };
}

export function createBannerService(db: Kysely<Database>) {
  async function detailOfItem(no: string, preferredId?: number): Promise<BannerDetail> {
    const now = nowIso();
    const versions = (await listBannerVersions(db, { no })).map((row) => toAdminVersion(row, now));
    const chosen = versions.find((v) => v.id === preferredId) ?? versions[0]!;
    return { ...chosen, versions };
  }

  return {
    /**
     * The spec gives the banner list no paging, so its client cannot ask for a second page:
     * without paging parameters every banner is answered (a home page has a handful); with them,
     * one page.
     */
    async adminList(query: AdminBannerQuery): Promise<{ items: AdminBannerVersion[]; pageable: Pageable }> {
      const filter = { lang: query.lang, no: query.no };
      const now = nowIso();
      const toVersions = (rows: BannerRow[]) => rows.map((row) => toAdminVersion(row, now));
      const paged = query.pageNo !== undefined || query.page !== undefined || query.pageSize !== undefined;
      if (!paged) {
        const rows = await listBannerVersions(db, filter);
        return { items: toVersions(rows), pageable: { pageNo: 1, pageSize: rows.length, totalCount: rows.length } };
      }
      const paging = resolvePaging(query);
      const [rows, totalCount] = await Promise.all([
        listBannerVersions(db, filter, { offset: paging.offset, limit: paging.pageSize }),
        countBannerVersions(db, filter),
      ]);
      return { items: toVersions(rows), pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
    },

    /** The banners of the visitor's language, in the order the home page shows them. */
    async publicList(lang: Lang): Promise<BannerVersion[]> {
      return (await listBannerVersions(db, { lang, visibleAt: nowIso() })).map(toVersion);
    },

    async detail(id: number): Promise<BannerDetail> {
      return detailOfItem(await requireItemNo(db, 'banner_version', id), id);
    },

    async create(elements: BannerElement[], writer: PublishRights): Promise<BannerDetail> {
      assertOneVersionPerLanguage(elements);
      const no = newItemNo();
      await audited(db, { action: 'create', entity: 'banner', no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await trx.insertInto('banner').values({ no, top: 0, sort: await nextSort(trx, 'banner'), create_time: now, update_time: now }).execute();
        await insertVersions(trx, 'banner_version', no, elements, (e) => publicationColumns(versionColumns(e), e, writer, undefined));
        await refreshNextChangeTime(trx, now);
      });
      return detailOfItem(no);
    },

    async update(elements: BannerElement[], writer: PublishRights, action: UpdateAction = 'update'): Promise<BannerDetail> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'banner_version', elements);
      await audited(db, { action, entity: 'banner', no, summary: noteOfElements(elements).summary }, async (trx, note) => {
        const now = nowIso();
        // A banner has no facts a save writes: its pin and order change through their own calls.
        note.langs = await trackLanguages(trx, 'banner_version', no, undefined, async () => {
          const stored = await storedPublication(trx, 'banner_version', no);
          await writeVersions(trx, 'banner_version', no, elements, (e) => publicationColumns(versionColumns(e), e, writer, e.id ? stored.get(e.id) : undefined));
        });
        await trx.updateTable('banner').set({ update_time: now }).where('no', '=', no).execute();
        await refreshNextChangeTime(trx, now);
      });
      return detailOfItem(no, elements.find((e) => e.id)?.id);
    },

    /** Publishes (1) or unpublishes (0) the banner in one language or all (decision 0023); answers its detail. */
    async setPublished(no: string, lang: Lang | undefined, published: 0 | 1): Promise<BannerDetail> {
      await audited(db, { action: published === 1 ? 'publish' : 'unpublish', entity: 'banner', no, ...(lang ? { langs: [lang] } : {}) }, async (trx) => {
        // Nothing to publish: no entry either.
        if ((await setVersionsPublished(trx, 'banner_version', no, lang, published, nowIso())) === 0) throw notFound();
      });
      return detailOfItem(no);
    },

    /** Removes the banner in every language. */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, 'banner_version', id);
      await audited(db, { action: 'delete', entity: 'banner', no }, (trx) => deleteItem(trx, 'banner', no));
    },

    async setTop(id: number, top: number): Promise<void> {
      const no = await requireItemNo(db, 'banner_version', id);
      await audited(db, { action: top > 0 ? 'pin' : 'unpin', entity: 'banner', no }, (trx) => setBannerTop(trx, no, top));
    },

    /** Array-move in the order the admin list shows, so a drag maps to exactly one call. */
    async sort(sourceId: number, targetId: number): Promise<void> {
      const sourceNo = await requireItemNo(db, 'banner_version', sourceId);
      const targetNo = await requireItemNo(db, 'banner_version', targetId);
      if (sourceNo === targetNo) return;
      await audited(db, { action: 'sort', entity: 'banner', no: sourceNo }, async (trx) => moveItem(trx, 'banner', await orderedBannerNos(trx), sourceNo, targetNo));
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
