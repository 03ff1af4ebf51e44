export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { Pagination, pageCount } from './pagination';
export type { PaginationProps } from './pagination';
export {
  SAFE_PAGE_LEAVE_COOKIE,
  SAFE_PAGE_LEAVE_COOKIE_DAYS,
  readSafePageLeave,
  safePageLeaveCookie,
  writeSafePageLeave,
} from './safe-page-leave';
export { useUnsavedChangesGuard } from './unsaved-changes-guard';
export { SearchBox, SEARCH_DEBOUNCE_MS } from './search-box';
export { LoadError, MissingRecord } from './page-states';
export {
  DEFAULT_LIST_LIMIT,
  LIST_LIMITS,
  SEARCH_QUERY_MAX_LENGTH,
  limitChoices,
  parseListPageQuery,
  totalLabel,
  withListPageQuery,
} from './list-params';
export type { ListPageQuery } from './list-params';
export type { SearchBoxProps } from './search-box';
export {
  RichTextEditor,
  RICH_TEXT_FORMATS,
  wrapSelection,
  type RichTextEditorProps,
  type RichTextFormat,
} from './rich-text-editor';
export { SafeHtml, safeHref } from './safe-html';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormActions, type FormActionsProps } from './form-actions';
export { MoveButtons, type MoveButtonsProps } from './move-buttons';
export { Panel, type PanelProps } from './panel';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { PagedTable, type ListQueryState, type PagedTableProps } from './paged-table';
