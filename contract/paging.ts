/**
 * Paging of list calls (PRODUCT section 3): `pageNo` and `page` are synonyms, defaults page 1 and
 * size 10, `pageSize` from 1 to 100; `total` is accepted and ignored.
 */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pagingQuery = z.object({
  pageNo: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  total: z.coerce.number().optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

export function resolvePaging(query: PagingQuery): Paging {
  const pageNo = query.pageNo ?? query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}
