import { Grid, type TableColumnsType, type TableProps } from 'antd';

/**
 * Whether the back office is on a phone: narrower than antd's `md` breakpoint (48rem), where
 * screens stack and lists fold their columns. Before the first measurement the breakpoints are
 * unknown and this is false: the wide layout, as the server draws it.
 */
export function usePhone(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * A list table's layout for the screen it is on: on a phone its phone columns, small, never
 * scrolled sideways; wider, its wide columns, scrolled sideways below `wideWidth` px when given
 * (a list without it fits any width, its columns wrapping).
 */
export function fittedTable<Row>(phone: boolean, columns: { phone: TableColumnsType<Row>; wide: TableColumnsType<Row> }, wideWidth?: number): Pick<TableProps<Row>, 'columns' | 'scroll' | 'size'> {
  if (phone) return { columns: columns.phone, size: 'small' };
  return { columns: columns.wide, size: 'middle', ...(wideWidth ? { scroll: { x: wideWidth } } : {}) };
}
