/** Catalog folders: a tree per type, one name per language, ordered among siblings. */
import type { Kysely } from 'kysely';
import type { AdminCatalogNode, CatalogDetail, CatalogElement, CatalogNode, CatalogVersion } from '../../../contract/catalog.js';
import type { Lang } from '../../../contract/languages.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { badRequest, conflict, invalidFields, notFound } from '../../http/errors.js';
import { audited, noteOfElements } from '../audit/record.js';
import {
  assertOneVersionPerLanguage, bestVersions, deleteItem, insertVersions, itemNoOf, itemOfUpdate, moveItem, newItemNo,
  nextSort, requireItemNo, structureValue, writeVersions,
} from '../content/items.js';
import {
  type CatalogItemRow, findCatalogItem, folderWithDescendants, hasChildrenOrArticles, lockFolderTree, itemCountsByFolder, listCatalogItems, listCatalogVersions,
  siblingNos,
} from './repository.js';

type VersionRow = { id: number; no: string; lang: Lang; name: string };

function toVersion(item: CatalogItemRow, version: VersionRow, parentId: number | null): CatalogVersion {
  return { id: version.id, no: item.no, lang: version.lang, name: version.name, type: item.type, parentId, sort: item.sort };
}

export function createCatalogService(db: Kysely<Database>) {
  /** The parent folder an element names, checked: it exists and holds folders of the same type. */
  async function resolveParent(elements: CatalogElement[], type: number): Promise<string | null | undefined> {
    const parentId = structureValue(elements, 'parentId');
    if (parentId === undefined) return undefined;
    if (parentId === null) return null;
    const index = elements.findIndex((e) => e.parentId !== undefined);
    const parentNo = await itemNoOf(db, 'catalog_version', parentId);
    if (!parentNo) throw invalidFields([{ field: `${index}.parentId`, key: 'validation.relatedNotFound', labelField: 'parentId' }]);
    const parent = await findCatalogItem(db, parentNo);
    if (parent?.type !== type) throw invalidFields([{ field: `${index}.parentId`, key: 'folderTypeMismatch', labelField: 'parentId' }]);
    return parentNo;
  }

  async function detailOfItem(no: string, lang: Lang, preferredId?: number): Promise<CatalogDetail> {
    const item = (await findCatalogItem(db, no))!;
    const versions = await listCatalogVersions(db, [no]);
    const parent = item.parent_no ? (await bestVersions(db, 'catalog_version', [item.parent_no], lang, ['id'])).get(item.parent_no) : undefined;
    const chosen = versions.find((v) => v.id === preferredId) ?? versions.find((v) => v.lang === lang) ?? versions[0]!;
    return {
      ...toVersion(item, chosen, parent?.id ?? null),
      versions: versions.map((v) => toVersion(item, v, parent?.id ?? null)),
    };
  }

  /** The folder tree of a type in a language; folders without that language show another one. */
  async function tree(type: number, lang: Lang): Promise<CatalogNode[]> {
    const items = await listCatalogItems(db, type);
    const names = await bestVersions(db, 'catalog_version', items.map((i) => i.no), lang, ['id', 'name']);
    const nodes = new Map<string, CatalogNode>();
    for (const item of items) {
      const version = names.get(item.no);
      if (version) nodes.set(item.no, { ...toVersion(item, version, null), childrenList: [] });
    }
    const roots: CatalogNode[] = [];
    for (const item of items) {
      const node = nodes.get(item.no);
      if (!node) continue;
      const parent = item.parent_no ? nodes.get(item.parent_no) : undefined;
      if (parent) {
        node.parentId = parent.id;
        parent.childrenList.push(node);
      } else {
        roots.push(node);
      }
    }
    return roots;
  }

  return {
    tree,

    /**
     * The admin's tree: the public one with, on each folder, how many items it holds itself and
     * with its sub-folders (issue 10.6). Three queries whatever the number of folders.
     */
    async adminTree(type: number, lang: Lang): Promise<AdminCatalogNode[]> {
      const [roots, counts] = await Promise.all([tree(type, lang), itemCountsByFolder(db, type)]);
      const withCounts = (node: CatalogNode): AdminCatalogNode => {
        const childrenList = node.childrenList.map(withCounts);
        const itemCount = counts.get(node.no) ?? 0;
        return { ...node, itemCount, totalItemCount: childrenList.reduce((sum, child) => sum + child.totalItemCount, itemCount), childrenList };
      };
      return roots.map(withCounts);
    },

    async detail(id: number, lang: Lang): Promise<CatalogDetail> {
      return detailOfItem(await requireItemNo(db, 'catalog_version', id), lang, id);
    },

    async create(elements: CatalogElement[], lang: Lang): Promise<CatalogDetail> {
      assertOneVersionPerLanguage(elements);
      const type = elements[0]!.type;
      const no = newItemNo();
      const parentNo = (await resolveParent(elements, type)) ?? null;
      await audited(db, { action: 'create', entity: 'catalog', no, ...noteOfElements(elements) }, async (trx) => {
        const now = nowIso();
        await trx
          .insertInto('catalog')
          .values({ no, type, parent_no: parentNo, sort: await nextSort(trx, 'catalog', { type, parent_no: parentNo }), create_time: now, update_time: now })
          .execute();
        await insertVersions(trx, 'catalog_version', no, elements, (e) => ({ name: e.name }));
      });
      return detailOfItem(no, lang);
    },

    async update(elements: CatalogElement[], lang: Lang): Promise<CatalogDetail> {
      assertOneVersionPerLanguage(elements);
      const no = await itemOfUpdate(db, 'catalog_version', elements);
      const item = (await findCatalogItem(db, no))!;
      const parentNo = await resolveParent(elements, item.type);
      await audited(db, { action: 'update', entity: 'catalog', no, ...noteOfElements(elements) }, async (trx) => {
        if (parentNo !== undefined && parentNo !== item.parent_no) {
          // Checked on the tree as it is once no other move can change it (lockFolderTree).
          await lockFolderTree(trx);
          if (parentNo && (await folderWithDescendants(trx, no)).includes(parentNo)) throw badRequest('folderCycle');
          await trx
            .updateTable('catalog')
            .set({ parent_no: parentNo, sort: await nextSort(trx, 'catalog', { type: item.type, parent_no: parentNo }) })
            .where('no', '=', no)
            .execute();
        }
        await writeVersions(trx, 'catalog_version', no, elements, (e) => ({ name: e.name }));
        await trx.updateTable('catalog').set({ update_time: nowIso() }).where('no', '=', no).execute();
      });
      return detailOfItem(no, lang, elements.find((e) => e.id)?.id);
    },

    /** Removes the folder in every language; refused while it holds folders or articles. */
    async remove(id: number): Promise<void> {
      const no = await requireItemNo(db, 'catalog_version', id);
      if (await hasChildrenOrArticles(db, no)) throw conflict('folderNotEmpty');
      await audited(db, { action: 'delete', entity: 'catalog', no }, (trx) => deleteItem(trx, 'catalog', no));
    },

    /** Array-move among the target's siblings; the source joins the target's parent if needed. */
    async sort(sourceId: number, targetId: number): Promise<void> {
      const sourceNo = await requireItemNo(db, 'catalog_version', sourceId);
      const targetNo = await requireItemNo(db, 'catalog_version', targetId);
      if (sourceNo === targetNo) return;
      const [source, target] = [(await findCatalogItem(db, sourceNo))!, (await findCatalogItem(db, targetNo))!];
      if (source.type !== target.type) throw badRequest('sortDifferentGroups');
      await audited(db, { action: 'sort', entity: 'catalog', no: sourceNo }, async (trx) => {
        await lockFolderTree(trx);
        // Both folders as they are now: another move may have changed them since they were read.
        const [sourceNow, targetNow] = [await findCatalogItem(trx, sourceNo), await findCatalogItem(trx, targetNo)];
        if (!sourceNow || !targetNow) throw notFound();
        const parentNo = targetNow.parent_no;
        if (parentNo !== null && (await folderWithDescendants(trx, sourceNo)).includes(parentNo)) throw badRequest('folderCycle');
        if (sourceNow.parent_no !== parentNo) {
          await trx.updateTable('catalog').set({ parent_no: parentNo }).where('no', '=', sourceNo).execute();
        }
        const siblings = await siblingNos(trx, target.type, parentNo);
        await moveItem(trx, 'catalog', siblings, sourceNo, targetNo);
      });
    },

    /** The folder a `cataId` names and every folder below it, for the list filters. */
    async folderAndBelow(id: number): Promise<string[]> {
      const no = await itemNoOf(db, 'catalog_version', id);
      return no ? folderWithDescendants(db, no) : [];
    },

    /** The folder item a `cataId` names, checked against the section it must belong to. */
    async requireFolder(id: number, type: number, field: string): Promise<string> {
      const no = await itemNoOf(db, 'catalog_version', id);
      const item = no ? await findCatalogItem(db, no) : undefined;
      if (!item) throw invalidFields([{ field, key: 'validation.relatedNotFound', labelField: 'cataId' }]);
      if (item.type !== type) throw invalidFields([{ field, key: 'folderTypeMismatch', labelField: 'cataId' }]);
      return item.no;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
