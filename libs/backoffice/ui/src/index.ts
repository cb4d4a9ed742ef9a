export { DataTable } from './data-table';
export type { DataTableLabels, DataTableProps } from './data-table';
export { TableFooter } from './table-footer';
export type { TableFooterLabels, TableFooterProps } from './table-footer';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { Card, CardGrid, FieldBox, Input, Screen, ScreenTitle, Select, StatLabel, StatValue, TextArea, Toolbar } from './layout';
export { useTableState } from './use-table-state';
