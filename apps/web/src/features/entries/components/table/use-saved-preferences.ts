import {
  type FilterCondition,
  type SavedColumns,
  type SavedFilter,
  savedColumnsSchema,
  savedFilterSchema,
} from '@atrium/domain/entries/entries.filters.ts';
import { preferenceMessages as m } from '@atrium/domain/entries/entry-preferences.contract.ts';
import { useCallback, useState } from 'react';
import { useEntryPreferences, useSavePreference } from '../../api/entry-preferences.api.ts';
import { useTableToast } from './table-toast.ts';

// The same empty lists on every render until the preferences arrive: the controls showing them are memoised.
const NO_FILTERS: SavedFilter[] = [];
const NO_COLUMNS: SavedColumns[] = [];

const sameConditions = (a: readonly FilterCondition[], b: readonly FilterCondition[]) =>
  JSON.stringify(a.map(({ fieldId, operator, value }) => [fieldId, operator, value])) ===
  JSON.stringify(b.map(({ fieldId, operator, value }) => [fieldId, operator, value]));

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** Saved filters and column selections: the lists, the two save dialogs' state and their messages. */
export function useSavedPreferences(formId: string, filters: FilterCondition[], columns: string[]) {
  const preferences = useEntryPreferences(formId);
  const save = useSavePreference(formId);
  const toast = useTableToast();
  const [dialog, setDialog] = useState<'filter' | 'columns' | null>(null);
  const savedFilters = preferences.data?.savedFilters ?? NO_FILTERS;
  const savedColumns = preferences.data?.savedColumns ?? NO_COLUMNS;

  const identicalFilter =
    savedFilters.find((saved) => sameConditions(saved.conditions, filters))?.name ?? null;
  const identicalColumns =
    savedColumns.find((saved) => JSON.stringify(saved.columns) === JSON.stringify(columns))?.name ?? null;

  const openFilterDialog = useCallback(() => setDialog('filter'), []);
  const openColumnsDialog = useCallback(() => setDialog('columns'), []);

  const filterDialog = {
    open: dialog === 'filter',
    title: 'Save Filter',
    nameLabel: 'Filter name',
    emptyMessage: filters.length === 0 ? m.noConditions : null,
    identicalTo: filters.length === 0 ? null : identicalFilter,
    busy: save.isPending,
    validate: (name: string) => firstIssue(savedFilterSchema.safeParse({ name, conditions: filters })),
    onSave: (name: string) =>
      save.mutate(
        { kind: 'filter', value: { name, conditions: filters } },
        {
          onSuccess: () => {
            toast.success(m.filterSaved(name));
            setDialog(null);
          },
          onError: () => toast.error(m.filterSaveFailed),
        },
      ),
    onClose: () => setDialog(null),
  };
  const columnsDialog = {
    open: dialog === 'columns',
    title: 'Save Column Selection',
    nameLabel: 'Column selection name',
    emptyMessage: columns.length === 0 ? m.noColumns : null,
    identicalTo: columns.length === 0 ? null : identicalColumns,
    busy: save.isPending,
    validate: (name: string) => firstIssue(savedColumnsSchema.safeParse({ name, columns })),
    onSave: (name: string) =>
      save.mutate(
        { kind: 'columns', value: { name, columns } },
        {
          onSuccess: () => {
            toast.success(m.columnsSaved(name));
            setDialog(null);
          },
          onError: () => toast.error(m.columnsSaveFailed),
        },
      ),
    onClose: () => setDialog(null),
  };

  return {
    savedFilters,
    savedColumns,
    filterDialog,
    columnsDialog,
    openFilterDialog,
    openColumnsDialog,
  };
}
