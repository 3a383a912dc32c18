/**
 * The selection of a list screen for its bulk actions (issue 10.5, decision 0018). Rows are
 * language versions, the actions act on items: ticking one version of an item ticks the item
 * (every version of it on the page). The selection is either items by `no`, kept across pages, or
 * "everything the filter matches" with the number of items the list reported, which the server
 * checks before it acts. A new filter starts a new selection.
 */
import type { TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_MATCHING } from '../../contract/bulk';

interface Row {
  id: number;
  no: string;
}

type State = { mode: 'items'; nos: ReadonlySet<string> } | { mode: 'matching' };

const NOTHING: State = { mode: 'items', nos: new Set() };

export interface BulkSelection<R extends Row> {
  rowSelection: TableRowSelection<R>;
  /** Items selected: the ones ticked, or all that match. */
  count: number;
  matching: boolean;
  /** Every row of the page is ticked and more items match: offer them all. */
  canSelectAllMatching: boolean;
  /** More items match than one call may change. */
  tooManyToSelectAll: boolean;
  itemCount: number;
  selectAllMatching: () => void;
  clear: () => void;
  /** The selection part of a bulk call's body. */
  body<F extends object>(filter: F): { nos: string[] } | { matching: F & { count: number } };
}

export function useBulkSelection<R extends Row>(rows: readonly R[], itemCount: number, filterKey: string, nameOf: (row: R) => string): BulkSelection<R> {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(NOTHING);

  useEffect(() => setState(NOTHING), [filterKey]);

  const clear = useCallback(() => setState(NOTHING), []);
  const ticked = useCallback((row: R) => state.mode === 'matching' || state.nos.has(row.no), [state]);

  const onChange = useCallback(
    (keys: React.Key[]) => {
      const checked = new Set(keys);
      if (state.mode === 'matching') {
        // Unticking a row leaves the other items of this page ticked.
        const unticked = new Set(rows.filter((row) => !checked.has(row.id)).map((row) => row.no));
        setState({ mode: 'items', nos: new Set(rows.filter((row) => !unticked.has(row.no)).map((row) => row.no)) });
        return;
      }
      const nos = new Set(state.nos);
      for (const row of rows) {
        const now = checked.has(row.id);
        if (now !== state.nos.has(row.no)) {
          if (now) nos.add(row.no);
          else nos.delete(row.no);
        }
      }
      setState({ mode: 'items', nos });
    },
    [rows, state],
  );

  const rowSelection = useMemo<TableRowSelection<R>>(
    () => ({
      selectedRowKeys: rows.filter(ticked).map((row) => row.id),
      onChange,
      // The built-in menu's "invert" and "select all data" would act on rows, not items.
      selections: false,
      getCheckboxProps: (row) => ({ 'aria-label': t('bulk.selectRow', { name: nameOf(row) }) }),
      getTitleCheckboxProps: () => ({ 'aria-label': t('bulk.selectPage') }),
    }),
    [rows, ticked, onChange, t, nameOf],
  );

  const count = state.mode === 'matching' ? itemCount : state.nos.size;
  const wholePage = rows.length > 0 && rows.every(ticked);
  const moreMatch = state.mode === 'items' && wholePage && itemCount > state.nos.size;

  return {
    rowSelection,
    count,
    matching: state.mode === 'matching',
    canSelectAllMatching: moreMatch && itemCount <= MAX_BULK_MATCHING,
    tooManyToSelectAll: moreMatch && itemCount > MAX_BULK_MATCHING,
    itemCount,
    selectAllMatching: () => setState({ mode: 'matching' }),
    clear,
    body: (filter) => (state.mode === 'matching' ? { matching: { ...filter, count: itemCount } } : { nos: [...state.nos] }),
  };
}
