/** Professional fields (practice areas): name, introduction and icon per language, ordered by `sort`. */
import type { Kysely } from 'kysely';
import type { Pageable } from '../../../contract/envelope.js';
import type { Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import type {
  AdminProfessionalFieldQuery, PageTurn, PageTurnLink, ProfessionalFieldDetail, ProfessionalFieldElement, ProfessionalFieldVersion,
} from '../../../contract/professional-field.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../http/errors.js';
import {
  assertOneVersionPerLanguage, deleteItem, insertVersions, itemNoOf, itemOfUpdate, moveItem, newItemNo, nextSort, requireItemNo,
  writeVersions,
} from '../content/items.js';
import type { RichTextSanitizer } from '../content/sanitize.js';
import {
  countFieldVersions, countFieldView, fieldExists, type FieldRow, findFieldVersion, listFieldVersions, orderedFieldNos,
} from './repository.js';
import { audited, noteOfElements } from '../audit/record.js';

/** Version ids are PostgreSQL `integer`s; a longer run of digits cannot be one. */
const MAX_VERSION_ID = 2_147_483_647;

function toVersion(row: FieldRow): ProfessionalFieldVersion {
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

/** Version columns of an element; fields left out of an update keep their value, empty ones clear it. */
function versionColumns(element: ProfessionalFieldElement, now: string, richText: RichTextSanitizer) {
  return {
    name: element.name,
    introduce: element.introduce === undefined ? undefined : richText.optional(element.introduce),
    icon_url: element.iconUrl === undefined ? undefined : element.iconUrl || null,
    update_time: now,
  };
}

export function createProfessionalFieldService(db: Kysely<Database>, richText: RichTextSanitizer) {
  async function detailOfItem(no: string, preferredId?: number): Promise<ProfessionalFieldDetail> {
    const versions = (await listFieldVersions(db, { no })).map(toVersion);
    const chosen = versions.find((v) => v.id === preferredId) ?? versions[0]!;
    return { ...chosen, versions };
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
    async adminList(query: AdminProfessionalFieldQuery): Promise<{ items: ProfessionalFieldVersion[]; pageable: Pageable }> {
      const paging = resolvePaging(query);
      const filter = { lang: query.lang };
      const [rows, totalCount] = await Promise.all([
        listFieldVersions(db, filter, { offset: paging.offset, limit: paging.pageSize }),
        countFieldVersions(db, filter),
      ]);
      return { items: rows.map(toVersion), pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
    },

    /** Every field in one language, by `sort`: the public list and the admin pickers. */
    async listIn(lang: Lang): Promise<ProfessionalFieldVersion[]> {
      return (await listFieldVersions(db, { lang })).map(toVersion);
    },

    async detail(id: number): Promise<ProfessionalFieldDetail> {
      return detailOfItem(await requireItemNo(db, 'professional_field_version', id), id);
    },

    /** The item `id` belongs to, in the visitor's language if it has one; counts a view. */
    async publicDetail(id: number, lang: Lang): Promise<ProfessionalFieldVersion> {
      const named = await findFieldVersion(db, id);
      if (!named) throw notFound();
      const row = (named.lang === lang ? named : (await listFieldVersions(db, { no: named.no, lang }))[0]) ?? named;
      await countFieldView(db, row.id);
      return toVersion({ ...row, views: row.views + 1 });
    },

    /** The neighbours by `sort` that have a version in `lang`, named by it. */
    async pageTurn(value: string, lang: Lang): Promise<PageTurn> {
      const no = await itemOfPageTurn(value);
      const [order, rows] = await Promise.all([orderedFieldNos(db), listFieldVersions(db, { lang })]);
      const named = new Map<string, PageTurnLink>(rows.map((r) => [r.no, { id: r.id, name: r.name }]));
      const index = order.indexOf(no);
      const prev = order.slice(0, index).reverse().find((n) => named.has(n));
      const next = order.slice(index + 1).find((n) => named.has(n));
      return { prev: prev ? named.get(prev)! : null, next: next ? named.get(next)! : null };
    },

    async create(elements: ProfessionalFieldElement[]): Promise<ProfessionalFieldDetail> {
      assertOneVersionPerLanguage(elements);
      const no = newItemNo();
      await audited(db, { action: 'create', entity: 'professionalField', no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await trx.insertInto('professional_field').values({ no, sort: await nextSort(trx, 'professional_field'), create_time: now, update_time: now }).execute();
        await insertVersions(trx, 'professional_field_version', no, elements, (e) => ({ ...versionColumns(e, now, richText), views: 0 }));
      });
      return detailOfItem(no);
    },

    async update(elements: ProfessionalFieldElement[]): Promise<ProfessionalFieldDetail> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'professional_field_version', elements);
      await audited(db, { action: 'update', entity: 'professionalField', no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await writeVersions(trx, 'professional_field_version', no, elements, (e) => versionColumns(e, now, richText));
        await trx.updateTable('professional_field').set({ update_time: now }).where('no', '=', no).execute();
      });
      return detailOfItem(no, elements.find((e) => e.id)?.id);
    },

    /** Removes the field in every language; lawyers lose it as a practice area (foreign keys). */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, 'professional_field_version', id);
      await audited(db, { action: 'delete', entity: 'professionalField', no }, (trx) => deleteItem(trx, 'professional_field', no));
    },

    async sort(sourceId: number, targetId: number): Promise<void> {
      const sourceNo = await requireItemNo(db, 'professional_field_version', sourceId);
      const targetNo = await requireItemNo(db, 'professional_field_version', targetId);
      if (sourceNo === targetNo) return;
      await audited(db, { action: 'sort', entity: 'professionalField', no: sourceNo }, async (trx) => moveItem(trx, 'professional_field', await orderedFieldNos(trx), sourceNo, targetNo));
    },
  };
}

export type ProfessionalFieldService = ReturnType<typeof createProfessionalFieldService>;
