import { lazy } from 'react';

// The table's dialogs are not needed to draw the first rows: each loads when first opened, and all of them
// once the screen has settled (`preloadEntriesDialogs`), so they still open when the connection drops.
const loads = {
  bulkUpdate: () => import('../bulk/bulk-update-dialog.tsx'),
  editEntry: () => import('../edit-entry/edit-entry-dialog.tsx'),
  export: () => import('../export/export-dialog.tsx'),
  history: () => import('../history/entry-history-dialog.tsx'),
  columns: () => import('./column-chooser-dialog.tsx'),
  filePreview: () => import('./file-preview-dialog.tsx'),
  filters: () => import('./filter-dialog.tsx'),
  tablePreview: () => import('./table-preview-dialog.tsx'),
};

export const BulkUpdateDialog = lazy(async () => ({ default: (await loads.bulkUpdate()).BulkUpdateDialog }));
export const EditEntryDialog = lazy(async () => ({ default: (await loads.editEntry()).EditEntryDialog }));
export const ExportDialog = lazy(async () => ({ default: (await loads.export()).ExportDialog }));
export const EntryHistoryDialog = lazy(async () => ({ default: (await loads.history()).EntryHistoryDialog }));
export const ColumnChooserDialog = lazy(async () => ({
  default: (await loads.columns()).ColumnChooserDialog,
}));
export const FilePreviewDialog = lazy(async () => ({
  default: (await loads.filePreview()).FilePreviewDialog,
}));
export const FilterDialog = lazy(async () => ({ default: (await loads.filters()).FilterDialog }));
export const TablePreviewDialog = lazy(async () => ({
  default: (await loads.tablePreview()).TablePreviewDialog,
}));

/** Fetches every dialog's code; a failure (offline) is left to the dialog's own load when opened. */
export function preloadEntriesDialogs(): void {
  for (const load of Object.values(loads)) void load().catch(() => {});
}
