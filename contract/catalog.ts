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

export const catalogVersion = z.object({
  id: z.number().int(),
  no: z.string(),
  lang,
  name: z.string(),
  type: z.number().int(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
});
export type CatalogVersion = z.infer<typeof catalogVersion>;

export interface CatalogNode extends CatalogVersion {
  childrenList: CatalogNode[];
}

/** A folder with its subfolders, as deep as they go; named, as the description refers to itself. */
export const catalogNode: z.ZodType<CatalogNode> = catalogVersion
  .extend({
    get childrenList() {
      return z.array(catalogNode);
    },
  })
  .meta({ id: 'CatalogNode' });

/** A folder of the admin's tree, with how many items it holds (issue 10.6). */
export interface AdminCatalogNode extends CatalogNode {
  /** Items filed in this folder itself. */
  itemCount: number;
  /** Items in this folder and every folder below it: what the public list of the folder shows. */
  totalItemCount: number;
  childrenList: AdminCatalogNode[];
}

export const adminCatalogNode: z.ZodType<AdminCatalogNode> = catalogVersion
  .extend({
    itemCount: z.number().int(),
    totalItemCount: z.number().int(),
    get childrenList() {
      return z.array(adminCatalogNode);
    },
  })
  .meta({ id: 'AdminCatalogNode' });

export const catalogDetail = catalogVersion.extend({
  /** Every language version of the folder, for the edit screen. */
  versions: z.array(catalogVersion),
});
export type CatalogDetail = z.infer<typeof catalogDetail>;
