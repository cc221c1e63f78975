/**
 * The admin-table kit: what every list / maintenance screen is built from.
 *
 * - `usePageQuery` — the list's query state `{ pageNo, pageSize = 20, keyword, ...filters }`.
 * - `FilterBar` — keyword + the screen's fields, search / reset (1 s lock).
 * - `PagedTable` — antd Table paged on the server (PAGE_SIZES), emits `{ pageNo, pageSize, keyword }`;
 *   `SimpleTable` — the same with the simple table's sizes (20 to 500).
 * - `EditModal` / `useEditModal` / `schemaRule` — add / edit dialog with contracts validation.
 * - `DeleteButton` — row delete with a confirm dialog; `useConfirm` — the same question before other actions.
 * - `LockButton` / `useButtonLock` — the spec's 1 s lock on submit and filter buttons.
 * - `settleMutation` — a save / delete result through the generic result notifier (spec section 8).
 * - `AdminListPage` — the frame that puts them together.
 */
export { AdminListPage, type AdminListPageProps } from './admin-list-page';
export { BUTTON_LOCK_MS, useButtonLock, type ButtonLock } from './button-lock';
export { useConfirm, type ConfirmOptions } from './confirm';
export { DeleteButton, type DeleteButtonProps } from './delete-button';
export { EditModal, schemaRule, useEditModal, type EditModalProps, type EditModalState, type SafeParser } from './edit-modal';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { LockButton, type LockButtonProps } from './lock-button';
export { settleMutation, settleSave, type MutationResult, type SettleOptions } from './mutation-result';
export {
  TABLE_PAGE_SIZES,
  cleanFilters,
  toPageParams,
  usePageQuery,
  type FilterValues,
  type PageChange,
  type PageParams,
  type PageQueryControls,
  type PageQueryState,
} from './page-query';
export { PagedTable, lastPageOf, pageChangeOf, type PagedTableProps } from './paged-table';
export { SIMPLE_TABLE_SIZES, SimpleTable, type SimpleTableProps } from './simple-table';
