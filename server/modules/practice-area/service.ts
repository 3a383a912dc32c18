/** Professional fields (practice areas): name, introduction and icon per language, ordered by `sort`. */
import { readingItem } from '../content/cache-tags.js';
import type { Kysely } from 'kysely';
import type { Pageable } from '../../../contract/envelope.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type {
  AdminPracticeAreaQuery, AdminPracticeAreaVersion, PageTurn, PageTurnLink, PracticeAreaDetail, PracticeAreaElement, PracticeAreaVersion,
} from '../../../contract/practice-area.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
import {
  assertOneVersionPerLanguage, deleteItem, insertVersions, itemNoOf, itemOfUpdate, moveItem, newItemNo, nextSort, orderedItemNos, requireItemNo,
  writeVersions,
  publicFallback,
} from '../content/items.js';
import { publicationColumns, type PublishRights, setPublished as setVersionsPublished, storedPublication, withPending } from '../content/drafts.js';
import { isVisible, publicationViewOf, refreshNextChangeTime } from '../content/publication.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import {
  countPracticeAreaVersions, countPracticeAreaView, fieldExists, type PracticeAreaRow, findPracticeAreaVersion, listPracticeAreaVersions,
} from './repository.js';
import { audited, noteOfElements, type UpdateAction } from '../audit/record.js';
import { reindexItem } from '../search/indexer.js';
import { trackLanguages } from '../content/translation-status.js';

/** Version ids are PostgreSQL `integer`s; a longer run of digits cannot be one. */
const MAX_VERSION_ID = 2_147_483_647;

function toVersion(row: PracticeAreaRow): PracticeAreaVersion {
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    introduce: row.introduce,
    iconUrl: row.icon_url,
    sort: row.sort,
    views: row.views,
    updateTime: row.update_time,
  };
}

/** A version as the back office edits it: pending changes over the live text, with its state. */
function toAdminVersion(row: PracticeAreaRow, now: string): AdminPracticeAreaVersion {
  const edited = withPending(row);
  return { ...toVersion(edited), ...publicationViewOf(edited, now), mayNeedUpdate: row.may_need_update === 1 };
}

/** Who writes: whether they may publish. */
type Writer = PublishRights;

/** Version columns of an element; fields left out of an update keep their value, empty ones clear it. */
function versionColumns(element: PracticeAreaElement, now: string, richText: RichTextSanitizer) {
  return {
    name: element.name,
    introduce: element.introduce === undefined ? undefined : richText.optional(element.introduce),
    icon_url: element.iconUrl === undefined ? undefined : element.iconUrl || null,
    update_time: now,
  };
}

export function createPracticeAreaService(db: Kysely<Database>, richText: RichTextSanitizer) {
  async function detailOfItem(no: string, preferredId?: number): Promise<PracticeAreaDetail> {
    const now = nowIso();
    const versions = (await listPracticeAreaVersions(db, { no })).map((row) => toAdminVersion(row, now));
    const chosen = versions.find((v) => v.id === preferredId) ?? versions[0]!;
    return { ...chosen, versions };
  }

  /** The item `id` belongs to, in `lang` if visitors see it there, else as named if they see that; 404 otherwise. */
  async function publicVersion(id: number, lang: Lang): Promise<PracticeAreaVersion> {
    return readingItem('practice_area', () => readPublicVersion(id, lang), (version) => version.no);
  }

  async function readPublicVersion(id: number, lang: Lang): Promise<PracticeAreaVersion> {
    const now = nowIso();
    const named = await findPracticeAreaVersion(db, id);
    if (!named) throw notFound();
    const seen = isVisible(named, now) ? named : undefined;
    const row = await publicFallback(seen, lang, async (other) =>
      other === named.lang ? seen : (await listPracticeAreaVersions(db, { no: named.no, lang: other, visibleAt: now }))[0],
    );
    if (!row) throw notFound();
    return toVersion(row);
  }

  /** The item `{no}` names: a version id when it is one, else an item number. */
  async function itemOfPageTurn(value: string): Promise<string> {
    if (/^\d+$/.test(value) && Number(value) <= MAX_VERSION_ID) {
      const no = await itemNoOf(db, 'professional_field_version', Number(value));
      if (no) return no;
    }
    if (await fieldExists(db, value)) return value;
    throw notFound();
  }

  return {
    async adminList(query: AdminPracticeAreaQuery): Promise<{ items: AdminPracticeAreaVersion[]; pageable: Pageable }> {
      const paging = resolvePaging(query);
      const filter = { lang: query.lang };
      const [rows, totalCount] = await Promise.all([
        listPracticeAreaVersions(db, filter, { offset: paging.offset, limit: paging.pageSize }),
        countPracticeAreaVersions(db, filter),
      ]);
      const now = nowIso();
      return { items: rows.map((row) => toAdminVersion(row, now)), pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
    },

    /** Every field in one language that visitors see, by `sort`: the public list and the pickers. */
    async listIn(lang: Lang): Promise<PracticeAreaVersion[]> {
      return (await listPracticeAreaVersions(db, { lang, visibleAt: nowIso() })).map(toVersion);
    },

    async detail(id: number): Promise<PracticeAreaDetail> {
      return detailOfItem(await requireItemNo(db, 'professional_field_version', id), id);
    },

    /** The item `id` belongs to, in the visitor's language if visitors see it there, else as named if they see that; counts a view. */
    async publicDetail(id: number, lang: Lang): Promise<PracticeAreaVersion> {
      const version = await publicVersion(id, lang);
      await countPracticeAreaView(db, version.id);
      return { ...version, views: version.views + 1 };
    },

    /**
     * What `publicDetail` finds, without counting a view: what the area's page keeps for the
     * content version (decision 0058), counting each request's view with `countPublicView`.
     */
    publicVersion,

    /** Counts a visitor's view of version `id` (written with the next batch, view-counter.ts). */
    async countPublicView(id: number): Promise<void> {
      await countPracticeAreaView(db, id);
    },

    /** The neighbours by `sort` that have a version in `lang`, named by it; 404 for an item visitors do not see in any language. */
    async pageTurn(value: string, lang: Lang): Promise<PageTurn> {
      const no = await itemOfPageTurn(value);
      const now = nowIso();
      const [order, rows, seen] = await Promise.all([
        orderedItemNos(db, 'professional_field'),
        listPracticeAreaVersions(db, { lang, visibleAt: now }),
        listPracticeAreaVersions(db, { no, visibleAt: now }),
      ]);
      if (seen.length === 0) throw notFound();
      const named = new Map<string, PageTurnLink>(rows.map((r) => [r.no, { id: r.id, name: r.name }]));
      const index = order.indexOf(no);
      const prev = order.slice(0, index).reverse().find((n) => named.has(n));
      const next = order.slice(index + 1).find((n) => named.has(n));
      return { prev: prev ? named.get(prev)! : null, next: next ? named.get(next)! : null };
    },

    async create(elements: PracticeAreaElement[], writer: Writer): Promise<PracticeAreaDetail> {
      assertOneVersionPerLanguage(elements);
      const no = newItemNo();
      await audited(db, { action: 'create', entity: 'professionalField', no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await trx.insertInto('professional_field').values({ no, sort: await nextSort(trx, 'professional_field'), create_time: now, update_time: now }).execute();
        await insertVersions(trx, 'professional_field_version', no, elements, (e) => ({
          ...publicationColumns(versionColumns(e, now, richText), e, writer, undefined),
          views: 0,
        }));
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'field', no);
      });
      return detailOfItem(no);
    },

    async update(elements: PracticeAreaElement[], writer: Writer, action: UpdateAction = 'update'): Promise<PracticeAreaDetail> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'professional_field_version', elements);
      await audited(db, { action, entity: 'professionalField', no, summary: noteOfElements(elements).summary }, async (trx, note) => {
        const now = nowIso();
        // A practice area has no facts a save writes: its order changes only by dragging.
        note.langs = await trackLanguages(trx, 'professional_field_version', no, undefined, async () => {
          const stored = await storedPublication(trx, 'professional_field_version', no);
          await writeVersions(trx, 'professional_field_version', no, elements, (e) => ({
            ...publicationColumns(versionColumns(e, now, richText), e, writer, e.id ? stored.get(e.id) : undefined),
            ...(e.id ? {} : { views: 0 }),
          }));
        });
        await trx.updateTable('professional_field').set({ update_time: now }).where('no', '=', no).execute();
        await refreshNextChangeTime(trx, now);
        await reindexItem(trx, 'field', no);
      });
      return detailOfItem(no, elements.find((e) => e.id)?.id);
    },

    /** Publishes (1) or unpublishes (0) the field in one language or all (decision 0023); answers its detail. */
    async setPublished(no: string, lang: Lang | undefined, published: 0 | 1): Promise<PracticeAreaDetail> {
      await audited(db, { action: published === 1 ? 'publish' : 'unpublish', entity: 'professionalField', no, ...(lang ? { langs: [lang] } : {}) }, async (trx) => {
        const count = await setVersionsPublished(trx, 'professional_field_version', no, lang, published, nowIso());
        // Pending changes became the live text: what search finds.
        await reindexItem(trx, 'field', no);
        // Nothing to publish: no entry either.
        if (count === 0) throw notFound();
        return count;
      });
      return detailOfItem(no);
    },

    /** Removes the field in every language; lawyers lose it as a practice area (foreign keys). */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, 'professional_field_version', id);
      // Its people's text named it: their index rows change with the removal.
      await audited(db, { action: 'delete', entity: 'professionalField', no }, async (trx) => {
        await deleteItem(trx, 'professional_field', no);
        await reindexItem(trx, 'field', no);
      });
    },

    async sort(sourceId: number, targetId: number): Promise<void> {
      const sourceNo = await requireItemNo(db, 'professional_field_version', sourceId);
      const targetNo = await requireItemNo(db, 'professional_field_version', targetId);
      if (sourceNo === targetNo) return;
      await audited(db, { action: 'sort', entity: 'professionalField', no: sourceNo }, async (trx) => moveItem(trx, 'professional_field', await orderedItemNos(trx, 'professional_field'), sourceNo, targetNo));
    },
  };
}

export type PracticeAreaService = ReturnType<typeof createPracticeAreaService>;
