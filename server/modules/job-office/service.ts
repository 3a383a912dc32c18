/** Job titles and offices: a name per language (offices add address and phone), ordered by `sort`. */
import type { Kysely } from 'kysely';
import type { JobElement, JobVersion } from '../../../contract/job-office.js';
import type { Lang } from '../../../contract/languages.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import {
  assertOneVersionPerLanguage, deleteItem, insertVersions, itemOfUpdate, languagePreference, moveItem, newItemNo, nextSort, orderedItemNos,
  requireItemNo, writeVersions,
} from '../content/items.js';
import { audited, noteOfElements } from '../audit/record.js';
import type { NamedKind } from './kinds.js';
import { insertNamedItem, listNamedVersions, updateNamedItem } from './repository.js';
import { reindexItem } from '../search/indexer.js';

export function createJobOfficeService<E extends JobElement, V extends JobVersion>(db: Kysely<Database>, kind: NamedKind<E, V>) {
  const versionColumns = (element: E) => ({ name: element.name, ...kind.versionValues(element) });

  async function detailOfItem(no: string, preferredId?: number): Promise<V & { versions: V[] }> {
    const versions = (await listNamedVersions(db, kind, no)).map((row) => kind.toVersion(row));
    const chosen = versions.find((v) => v.id === preferredId) ?? versions[0]!;
    return { ...chosen, versions };
  }

  return {
    /** Every item by `sort`, in `lang` where it has that language and in another one where not. */
    async list(lang: Lang): Promise<V[]> {
      const order = languagePreference(lang);
      const best = new Map<string, V>();
      for (const version of (await listNamedVersions(db, kind)).map((row) => kind.toVersion(row))) {
        const current = best.get(version.no);
        if (!current || order.indexOf(version.lang) < order.indexOf(current.lang)) best.set(version.no, version);
      }
      // The rows came by `sort`, and a Map keeps the order in which each item first appeared.
      return [...best.values()];
    },

    async detail(id: number): Promise<V & { versions: V[] }> {
      return detailOfItem(await requireItemNo(db, kind.version, id), id);
    },

    async create(elements: E[]): Promise<V & { versions: V[] }> {
      assertOneVersionPerLanguage(elements);
      const no = newItemNo();
      await audited(db, { action: 'create', entity: kind.item, no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await insertNamedItem(trx, kind, { ...kind.itemValues(elements), no, sort: await nextSort(trx, kind.item), create_time: now, update_time: now });
        await insertVersions(trx, kind.version, no, elements, versionColumns);
      });
      return detailOfItem(no);
    },

    async update(elements: E[]): Promise<V & { versions: V[] }> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, kind.version, elements);
      await audited(db, { action: 'update', entity: kind.item, no, ...noteOfElements(elements) }, async (trx) => {
        await writeVersions(trx, kind.version, no, elements, versionColumns);
        await updateNamedItem(trx, kind, no, { ...kind.itemValues(elements), update_time: nowIso() });
        await reindexItem(trx, kind.item, no);
      });
      return detailOfItem(no, elements.find((e) => e.id)?.id);
    },

    /** Removes the item in every language; lawyers lose it through the foreign keys. */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, kind.version, id);
      // Its people's text named it: their index rows change with the removal.
      await audited(db, { action: 'delete', entity: kind.item, no }, async (trx) => {
        await deleteItem(trx, kind.item, no);
        await reindexItem(trx, kind.item, no);
      });
    },

    async sort(sourceId: number, targetId: number): Promise<void> {
      const sourceNo = await requireItemNo(db, kind.version, sourceId);
      const targetNo = await requireItemNo(db, kind.version, targetId);
      if (sourceNo === targetNo) return;
      await audited(db, { action: 'sort', entity: kind.item, no: sourceNo }, async (trx) => moveItem(trx, kind.item, await orderedItemNos(trx, kind.item), sourceNo, targetNo));
    },
  };
}

export type JobOfficeService<E extends JobElement, V extends JobVersion> = ReturnType<typeof createJobOfficeService<E, V>>;
