/** Catalog folders of news (type 0) and cases (type 1), a tree per type. */
import { z } from 'zod';
import { itemNo, lang, recordId, title, versionArray } from './content.js';

export const CATALOG_NEWS = 0;
export const CATALOG_CASES = 1;

export const catalogType = z.coerce
  .number<unknown>()
  .int()
  .refine((v) => v === CATALOG_NEWS || v === CATALOG_CASES, {
    params: { messageKey: 'validation.oneOf', vars: { values: '0, 1' } },
  })
  // The check above words its own message; the API description still lists the values.
  .meta({ enum: [CATALOG_NEWS, CATALOG_CASES] });

export const catalogElement = z.object({
  id: recordId.optional(),
  no: itemNo.optional(),
  lang,
  name: title,
  type: catalogType,
  /** No parent: null, or 0 as Java-style clients mark the root. */
  parentId: z.preprocess((v) => (v === 0 || v === '0' ? null : v), recordId.nullish()),
});
export const catalogBody = versionArray(catalogElement);
export type CatalogElement = z.infer<typeof catalogElement>;

export const catalogTreeQuery = z.object({ type: catalogType, lang: lang.optional() });
export const publicCatalogQuery = z.object({ type: catalogType });

export interface CatalogVersion {
  id: number;
  no: string;
  lang: string;
  name: string;
  type: number;
  parentId: number | null;
  sort: number;
}

export interface CatalogNode extends CatalogVersion {
  childrenList: CatalogNode[];
}

/** A folder of the admin's tree, with how many items it holds (issue 10.6). */
export interface AdminCatalogNode extends CatalogNode {
  /** Items filed in this folder itself. */
  itemCount: number;
  /** Items in this folder and every folder below it: what the public list of the folder shows. */
  totalItemCount: number;
  childrenList: AdminCatalogNode[];
}

export interface CatalogDetail extends CatalogVersion {
  /** Every language version of the folder, for the edit screen. */
  versions: CatalogVersion[];
}
