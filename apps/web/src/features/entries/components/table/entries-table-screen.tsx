import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { ENTRY_PAGE_SIZES, type Entry } from '@atrium/domain/entries/entries.schemas.ts';
import { preferenceMessages as pm } from '@atrium/domain/entries/entry-preferences.contract.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { whenSettled } from '../../../../app/shell/when-settled.ts';
import { ListPagination } from '../../../../ui/list/list-pagination.tsx';
import { PendingConfirmDialog } from '../../../../ui/list/pending-confirm-dialog.tsx';
import { QueryState } from '../../../../ui/list/query-state.tsx';
import { SharedHint } from '../../../../ui/shared-hint.tsx';
import { useStableHandler } from '../../../../ui/use-stable-handler.ts';
import { WhenOpened } from '../../../../ui/when-opened.tsx';
import { EntriesControls } from './entries-controls.tsx';
import {
  BulkUpdateDialog,
  ColumnChooserDialog,
  EditEntryDialog,
  EntryHistoryDialog,
  ExportDialog,
  FilePreviewDialog,
  FilterDialog,
  preloadEntriesDialogs,
  TablePreviewDialog,
} from './entries-dialogs.ts';
import { EntriesGrid } from './entries-grid.tsx';
import { EntriesToolbar, type ToolbarAction } from './entries-toolbar.tsx';
import { entryColumns } from './entry-columns.tsx';
import { type RowAction, RowActionsContext } from './entry-row-actions.tsx';
import { failureMessage, formLoadMessage } from './failure-message.ts';
import type { FilePreviewTarget } from './file-preview-dialog.tsx';
import { FilterChips } from './filter-chips.tsx';
import { filterTargets } from './filter-kinds.ts';
import { SaveNameDialog } from './save-name-dialog.tsx';
import { useTableToast } from './table-toast.ts';
import { useEntriesScreen } from './use-entries-screen.ts';
import { useEntryConfirmations } from './use-entry-confirmations.ts';
import { useSavedPreferences } from './use-saved-preferences.ts';

export interface EntriesTableScreenProps {
  formId: string;
  /** Set when opened from a form group: 'Enter data' goes to the group's data-entry screen. */
  formGroupId?: string;
}

const COPY_TOAST_MS = 2000;
type Dialog = 'filters' | 'columns' | 'bulkUpdate' | 'export' | null;

/** The entries table of one form with every control of forms spec §2 'Entries table'. */
export function EntriesTableScreen({ formId, formGroupId }: EntriesTableScreenProps) {
  const navigate = useNavigate();
  const screen = useEntriesScreen(formId);
  const { query, form, layout } = screen;
  const toast = useTableToast();
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<{ index: number; draft: boolean } | null>(null);
  const [historyOf, setHistoryOf] = useState<Entry | null>(null);
  const [preview, setPreview] = useState<{ field: FieldConfig; entry: Entry } | null>(null);
  const [filePreview, setFilePreview] = useState<FilePreviewTarget | null>(null);
  // An edited entry that left the page (a submitted draft, another mode) closes the dialog for good.
  if (editing && !screen.rows[editing.index]) setEditing(null);
  const targets = useMemo(() => filterTargets(screen.fields), [screen.fields]);
  const shownIds = layout.shown.map((column) => column.id);
  const saved = useSavedPreferences(formId, query.filters, shownIds);
  const confirmations = useEntryConfirmations(formId, screen.drafts.remove, screen.clearSelection);
  useEffect(() => whenSettled(preloadEntriesDialogs), []);

  // The columns change only with the layout: their handlers are stable (`useStableHandler`) and read the
  // current page when called, and the row actions take mode and lock from a context. Rows then render again only
  // when they must.
  const copy = useStableHandler(
    (code: string) =>
      void navigator.clipboard
        ?.writeText(code)
        .then(() => enqueueSnackbar(pm.copied, { variant: 'success', autoHideDuration: COPY_TOAST_MS })),
  );

  const onRowAction = useStableHandler((action: RowAction, entry: Entry) => {
    const index = screen.rows.findIndex((row) => row.id === entry.id);
    if (action === 'edit' || action === 'openDraft') setEditing({ index, draft: action === 'openDraft' });
    else if (action === 'history') setHistoryOf(entry);
    else if (action === 'deleteDraft') confirmations.ask({ kind: 'deleteDrafts', ids: [entry.id] });
    else confirmations.ask({ kind: action, entryId: entry.id, code: entry.code });
  });

  const columns = useMemo(
    () =>
      entryColumns(layout.shown, {
        onAction: onRowAction,
        onCopy: copy,
        onPreviewTable: (field, entry) => setPreview({ field, entry }),
        onPreviewFile: (field, file) => setFilePreview({ field, file }),
      }),
    [layout.shown, onRowAction, copy],
  );
  const versioning = form.data?.dataVersionSettings.dataVersionEnabled ?? false;
  const rowActions = useMemo(
    () => ({ mode: query.mode, locked: screen.locked, versioning }),
    [query.mode, screen.locked, versioning],
  );

  // Stable handlers: the toolbar, the controls and the grid are memoised and render again only when what they
  // show changes, not at each answer of the screen's queries.
  const onToolbar = useStableHandler((action: ToolbarAction) => {
    const ids = screen.selectedIds;
    if (action === 'enter')
      void navigate(formGroupId ? paths.dataGroupForm(formGroupId, formId) : paths.formEntry(formId), {
        state: { mode: 'enter' },
      });
    else if (action === 'toggleTrash') screen.setMode(query.mode === 'trash' ? 'normal' : 'trash');
    else if (action === 'toggleDrafts') screen.setMode(query.mode === 'drafts' ? 'normal' : 'drafts');
    else if (action === 'bulkUpdate') setDialog('bulkUpdate');
    else if (action === 'export') setDialog('export');
    else confirmations.ask({ kind: action, ids });
  });
  const openFilters = useCallback(() => setDialog('filters'), []);
  const openColumns = useCallback(() => setDialog('columns'), []);
  const applySavedFilter = useStableHandler((filter: SavedFilter) => query.setFilters(filter.conditions));
  const applySavedColumns = useStableHandler((selection: SavedColumns) => {
    layout.apply(selection.columns);
    toast.success(pm.columnsApplied(selection.name));
  });

  const drafts = query.mode === 'drafts';
  // The heading, controls and skeleton rows draw first; the rows follow in a render React may interrupt, so
  // the first paint never waits for every cell, even when the entries came before the screen's code.
  const rowsReady = useDeferredValue(drafts || screen.list.data !== undefined, false);

  if (form.error) return <Alert severity="error">{formLoadMessage(form.error)}</Alert>;

  return (
    <Box sx={{ minWidth: 0 }}>
      <EntriesToolbar mode={query.mode} enabled={screen.enabled} onAction={onToolbar} />
      <EntriesControls
        searchText={query.searchText}
        onSearch={query.setSearchText}
        searchable={!drafts}
        filterCount={query.filters.length}
        onOpenFilters={openFilters}
        onOpenColumns={openColumns}
        savedFilters={saved.savedFilters}
        onApplyFilter={applySavedFilter}
        savedColumns={saved.savedColumns}
        onApplyColumns={applySavedColumns}
      />
      <FilterChips
        filters={query.filters}
        targets={targets}
        onChange={query.setFilters}
        onSave={saved.openFilterDialog}
      />
      {query.mode !== 'normal' && (
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {query.mode === 'trash' ? 'Trash' : 'Drafts'}
        </Typography>
      )}
      <QueryState
        // Drafts live in the browser: the server's answer never stands for them.
        query={{ isPending: false, isFetching: screen.loading, error: drafts ? null : screen.list.error }}
        loadingLabel="Loading entries"
        failure={(error) => failureMessage(error, m.loadFailed)}
        empty={!screen.loading && screen.rows.length === 0 && m.noEntries}
      >
        <RowActionsContext value={rowActions}>
          <SharedHint>
            <EntriesGrid
              entries={screen.rows}
              columns={columns}
              selection={screen.selection}
              onSelection={screen.setSelection}
              sort={query.sort}
              onSort={query.setSort}
              caption={`Entries of ${form.data?.name ?? 'the form'}`}
              placeholderRows={rowsReady ? undefined : query.pageSize}
            />
          </SharedHint>
        </RowActionsContext>
      </QueryState>
      <ListPagination paging={query} total={screen.total} sizes={ENTRY_PAGE_SIZES} ends />
      <WhenOpened open={dialog === 'filters'}>
        <FilterDialog
          open={dialog === 'filters'}
          targets={targets}
          active={query.filters}
          onApply={(conditions) => {
            query.setFilters(conditions);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      </WhenOpened>
      <WhenOpened open={dialog === 'columns'}>
        <ColumnChooserDialog
          open={dialog === 'columns'}
          layout={layout}
          onSaveSelection={saved.openColumnsDialog}
          onClose={() => setDialog(null)}
        />
      </WhenOpened>
      <SaveNameDialog {...saved.filterDialog} />
      <SaveNameDialog {...saved.columnsDialog} />
      <WhenOpened open={dialog === 'bulkUpdate'}>
        <BulkUpdateDialog
          formId={formId}
          open={dialog === 'bulkUpdate'}
          fields={screen.fields}
          ids={screen.selectedIds}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            screen.clearSelection();
          }}
        />
      </WhenOpened>
      <WhenOpened open={dialog === 'export'}>
        <ExportDialog
          formId={formId}
          formName={form.data?.name ?? ''}
          open={dialog === 'export'}
          onClose={() => setDialog(null)}
          query={query.query}
        />
      </WhenOpened>
      <WhenOpened open={historyOf !== null}>
        <EntryHistoryDialog
          formId={formId}
          entry={historyOf}
          fields={screen.fields}
          onClose={() => setHistoryOf(null)}
        />
      </WhenOpened>
      <WhenOpened open={preview !== null}>
        <TablePreviewDialog preview={preview} onClose={() => setPreview(null)} />
      </WhenOpened>
      <WhenOpened open={filePreview !== null}>
        <FilePreviewDialog target={filePreview} onClose={() => setFilePreview(null)} />
      </WhenOpened>
      {form.data && (
        <WhenOpened open={editing !== null}>
          <EditEntryDialog
            form={form.data}
            fields={screen.fields}
            entries={screen.rows}
            index={editing?.index ?? null}
            draft={editing?.draft ?? false}
            onIndex={(index) => setEditing((current) => (current ? { ...current, index } : null))}
            onDraftSubmitted={(id) => {
              setEditing(null);
              screen.drafts.remove([id]);
            }}
            onClose={() => setEditing(null)}
          />
        </WhenOpened>
      )}
      <PendingConfirmDialog pending={confirmations} />
    </Box>
  );
}
