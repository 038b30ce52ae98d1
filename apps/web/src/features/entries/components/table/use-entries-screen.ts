import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSession } from '../../../../app/session/session-context.tsx';
import { useEntriesPage, useTableForm } from '../../api/entries-table.api.ts';
import type { ToolbarAction } from './entries-toolbar.tsx';
import { useColumnLayout } from './use-column-layout.ts';
import { useFormDrafts } from './use-form-drafts.ts';
import { useTableQuery } from './use-table-query.ts';

const NO_FIELDS: FieldConfig[] = [];
const NO_ENTRIES: Entry[] = [];

/** The data behind the entries screen: the form, the page of entries or drafts, columns and selection. */
export function useEntriesScreen(formId: string) {
  const { me } = useSession();
  const query = useTableQuery();
  const form = useTableForm(formId);
  // The page is asked for with the form, not after it: the first rows wait for one round trip, not two.
  const list = useEntriesPage(formId, query.query);
  const drafts = useFormDrafts(formId, me.user);
  const [selection, setSelection] = useState<RowSelectionState>({});

  // Only the fields the server says the reader may view become columns (forms spec §6 'Locked fields').
  const viewableIds = list.data?.viewableFieldIds;
  const fields = useMemo(() => {
    if (!form.data || !viewableIds) return NO_FIELDS;
    const ids = new Set(viewableIds);
    return form.data.fieldConfig.filter((field) => !field.isTrashed && ids.has(field.id));
  }, [form.data, viewableIds]);
  const layout = useColumnLayout(fields);

  const inDrafts = query.mode === 'drafts';
  // The same array while nothing changes, so the table's rows are not rebuilt on unrelated renders.
  const listed = list.data?.entries ?? NO_ENTRIES;
  const rows: Entry[] = useMemo(
    () =>
      inDrafts ? drafts.rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize) : listed,
    [inDrafts, drafts.rows, query.page, query.pageSize, listed],
  );
  const total = inDrafts ? drafts.rows.length : (list.data?.total ?? 0);
  const loading = !inDrafts && (list.isPending || list.isFetching);
  const formTrashed = form.data?.isTrashed ?? false;
  // Only rows still on screen count as selected, so an action never touches what the reader cannot see.
  const selected = rows.filter((row) => selection[row.id]);
  const all = (test: (entry: Entry) => boolean) => selected.length > 0 && selected.every(test);

  const enabled: Partial<Record<ToolbarAction, boolean>> = {
    enter: Boolean(form.data?.capabilities.canEnterData) && !formTrashed,
    bulkUpdate: !loading && !formTrashed && all((entry) => entry.capabilities.canUpdate),
    bulkTrash: !loading && !formTrashed && all((entry) => entry.capabilities.canTrash),
    bulkRestore: !loading && !formTrashed && all((entry) => entry.capabilities.canTrash),
    bulkDelete: !loading && !formTrashed && all((entry) => entry.capabilities.canDelete),
    deleteDrafts: selected.length > 0,
    toggleTrash: query.mode !== 'drafts',
    toggleDrafts: query.mode !== 'trash',
    export: !inDrafts && Boolean(form.data),
  };

  const clearSelection = () => setSelection({});
  const setMode = (mode: typeof query.mode) => {
    query.setMode(mode);
    clearSelection();
    if (mode === 'drafts') drafts.reload();
  };

  return {
    query,
    form,
    list,
    drafts,
    fields,
    layout,
    rows,
    total,
    loading,
    locked: loading || formTrashed,
    selection,
    setSelection,
    selectedIds: selected.map((entry) => entry.id),
    clearSelection,
    enabled,
    setMode,
  };
}
export type EntriesScreen = ReturnType<typeof useEntriesScreen>;
