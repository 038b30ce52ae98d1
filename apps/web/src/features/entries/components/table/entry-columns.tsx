import type { Entry, FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Checkbox from '@mui/material/Checkbox';
import type { ColumnDef } from '@tanstack/react-table';
import { builtInText, CodeCell, FieldCell } from './entry-cell.tsx';
import { EntryRowActions, type RowAction } from './entry-row-actions.tsx';
import type { LayoutColumn } from './use-column-layout.ts';
import type { TableMode } from './use-table-query.ts';

/** Columns the server cannot order by. */
const UNSORTABLE_TYPES = new Set(['table', 'file', 'json', 'password', 'richtext']);
export const isSortable = (column: LayoutColumn) =>
  column.id !== 'code' && !(column.field && UNSORTABLE_TYPES.has(column.field.type));

export interface ColumnHandlers {
  mode: TableMode;
  locked: boolean;
  versioning: boolean;
  onAction: (action: RowAction, entry: Entry) => void;
  onCopy: (code: string) => void;
  onPreviewTable: (field: FieldConfig, entry: Entry) => void;
  onPreviewFile: (field: FieldConfig, file: FileValue) => void;
}

/** Select, the shown data columns in their order, then actions. */
export function entryColumns(shown: readonly LayoutColumn[], handlers: ColumnHandlers): ColumnDef<Entry>[] {
  const select: ColumnDef<Entry> = {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        size="small"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
        slotProps={{ input: { 'aria-label': 'Select all entries on this page' } }}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        size="small"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        slotProps={{ input: { 'aria-label': `Select entry ${row.original.code}` } }}
      />
    ),
  };
  const data = shown.map<ColumnDef<Entry>>((column) => ({
    id: column.id,
    header: column.label,
    meta: { sortable: isSortable(column) },
    cell: ({ row }) => {
      const entry = row.original;
      if (column.field)
        return (
          <FieldCell
            field={column.field}
            entry={entry}
            onPreviewTable={handlers.onPreviewTable}
            onPreviewFile={handlers.onPreviewFile}
          />
        );
      if (column.id === 'code') return <CodeCell code={entry.code} onCopy={handlers.onCopy} />;
      return builtInText(entry, column.id);
    },
  }));
  const actions: ColumnDef<Entry> = {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <EntryRowActions
        entry={row.original}
        mode={handlers.mode}
        locked={handlers.locked}
        versioning={handlers.versioning}
        onAction={handlers.onAction}
      />
    ),
  };
  return [select, ...data, actions];
}
