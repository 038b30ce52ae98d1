import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SelectAllCell, SelectRowCell } from './select-cells.tsx';

export interface TableSelection<Row> {
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  /** Rows the reader may not act on keep a disabled checkbox. */
  canSelect: (row: Row) => boolean;
  /** The header checkbox's name, e.g. 'Select all form groups'. */
  allLabel: string;
}

interface SelectableTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  /** The header cells. */
  head: ReactNode;
  /** Given when the rows can be ticked for bulk actions (in the trash, to those who may). */
  selection?: TableSelection<Row> | null;
  /** A row's cells. */
  children: (row: Row) => ReactNode;
}

/** A compact table of named rows, with a checkbox column while bulk actions are offered. */
export function SelectableTable<Row extends { id: string; name: string }>(props: SelectableTableProps<Row>) {
  const { rows, selection } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {selection && (
              <SelectAllCell
                rows={rows.filter(selection.canSelect)}
                selected={selection.selected}
                onSelect={selection.onSelect}
                label={selection.allLabel}
              />
            )}
            {props.head}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selection?.selected.has(row.id) ?? false}>
              {selection && (
                <SelectRowCell
                  row={row}
                  selected={selection.selected}
                  onSelect={selection.onSelect}
                  disabled={!selection.canSelect(row)}
                />
              )}
              {props.children(row)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
