/**
 * The resource kit: an admin list screen drawn from its descriptor in @tis/contracts.
 *
 * - `ResourcePage` — filter bar, paged table, add / edit dialog, delete, permission-gated writes,
 *   and with `excel` the export, template and import dialog (`ResourceExcelButtons`).
 * - `resourceEndpoints` — the descriptor's RTK Query hooks; `useResourceOptions` — its dropdown options.
 * - `ListExportButton` — the Excel export of a hand-written list (document lists: shared/nest `sendListExport`).
 */
export { ResourcePage, type ResourcePageProps } from './resource-page';
export { resourceEndpoints, useResourceOptions, type ResourceTags } from './resource-api';
export { ResourceExcelButtons, excelFileProblem, type ResourceExcelButtonsProps } from './resource-excel';
export { ListExportButton, type ListExportButtonProps } from './list-export-button';
