import type { Entry, FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { ColumnDef } from '@tanstack/react-table';
import { cellText } from './cell-text.ts';
import { builtInText, CodeCell, FieldCell } from './entry-cell.tsx';
import { EntryRowActions, type RowAction } from './entry-row-actions.tsx';
import { GridCheckbox } from './grid-controls.tsx';
import type { LayoutColumn } from './use-column-layout.ts';

/** Columns the server cannot order by. */
const UNSORTABLE_TYPES = new Set(['table', 'file', 'json', 'password', 'richtext']);
export const isSortable = (column: LayoutColumn) =>
  column.id !== 'code' && !(column.field && UNSORTABLE_TYPES.has(column.field.type));

/** Field types whose cell is plain text: the cell's title shows it whole when the column cuts it short. */
const LINK_TYPES = new Set(['table', 'file']);

export interface EntryColumnMeta {
  sortable: boolean;
  /** The whole text of a plain-text cell. */
  title?: (entry: Entry) => string;
}

/**
 * What the cells call. The functions must keep their identity across renders (the columns are memoised on
 * them); they may read the latest state through a ref.
 */
export interface ColumnHandlers {
  onAction: (action: RowAction, entry: Entry) => void;
  onCopy: (code: string) => void;
  onPreviewTable: (field: FieldConfig, entry: Entry) => void;
  onPreviewFile: (field: FieldConfig, file: FileValue) => void;
}

function titleOf(column: LayoutColumn): ((entry: Entry) => string) | undefined {
  const field = column.field;
  if (field)
    return LINK_TYPES.has(field.type) ? undefined : (entry) => cellText(field.type, entry.data[field.id]);
  return column.id === 'code' ? undefined : (entry) => builtInText(entry, column.id);
}

/**
 * Select, the shown data columns in their order, then actions. The row actions read the table's mode and
 * lock from EntryRowActionsContext, so the columns change only with the layout.
 */
export function entryColumns(shown: readonly LayoutColumn[], handlers: ColumnHandlers): ColumnDef<Entry>[] {
  const select: ColumnDef<Entry> = {
    id: 'select',
    header: ({ table }) => (
      <GridCheckbox
        label="Select all entries on this page"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <GridCheckbox
        label={`Select entry ${row.original.code}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { sortable: false } satisfies EntryColumnMeta,
  };
  const data = shown.map<ColumnDef<Entry>>((column) => ({
    id: column.id,
    header: column.label,
    meta: { sortable: isSortable(column), title: titleOf(column) } satisfies EntryColumnMeta,
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
    meta: { sortable: false } satisfies EntryColumnMeta,
    cell: ({ row }) => <EntryRowActions entry={row.original} onAction={handlers.onAction} />,
  };
  return [select, ...data, actions];
}
