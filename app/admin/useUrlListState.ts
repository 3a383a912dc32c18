/**
 * A list screen's search text, filters, page and page size, kept in the address so that a reload,
 * the back button or a shared link shows the same list.
 */
import type { TablePaginationConfig } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ListEnvelope } from '../../contract/envelope';

const DEFAULT_PAGE_SIZE = 10;

export function useUrlListState() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE);

  /** Sets the given parameters (an empty value removes one) and keeps the others. */
  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  /** A new search or filter value shows its results from the first page. */
  function filter(key: string, value: string | undefined) {
    update({ [key]: value, page: undefined });
  }

  /** The table's paging, read from and written to the address. */
  function pagination(total: number): TablePaginationConfig {
    return {
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      onChange: (nextPage, nextSize) => update({ page: String(nextPage), pageSize: String(nextSize) }),
    };
  }

  return { params, page, pageSize, update, filter, pagination };
}

/**
 * After a delete the page shown may lie past the end of the list (several items removed, or
 * everything that matched): the list then moves to its last page rather than showing nothing.
 */
export function useLastPageAfterDelete(
  data: ListEnvelope<unknown> | undefined,
  loading: boolean,
  page: number,
  pageSize: number,
  update: (changes: Record<string, string | undefined>) => void,
): void {
  const pastTheEnd = !loading && data !== undefined && data.result.length === 0 && page > 1;
  const lastPage = Math.max(1, Math.ceil((data?.pageable.totalCount ?? 0) / pageSize));
  // `update` is a new function on each render: read through an effect event, so the effect runs
  // only when the page turns out empty (or the last page changes), not on every render.
  const toLastPage = useEffectEvent((last: number) => update({ page: last > 1 ? String(last) : undefined }));
  useEffect(() => {
    if (pastTheEnd) toLastPage(lastPage);
  }, [pastTheEnd, lastPage]);
}
