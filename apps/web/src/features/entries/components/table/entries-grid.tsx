import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { TableSort } from './use-table-query.ts';

const ROW_HEIGHT = 53;

interface EntriesGridProps {
  entries: Entry[];
  columns: ColumnDef<Entry>[];
  selection: RowSelectionState;
  onSelection: (next: RowSelectionState) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  caption: string;
}

/**
 * The page of entries as a table. Sorting and paging happen on the server; rows are virtualised so a page
 * of any size scrolls smoothly, and the table scrolls sideways inside its own frame on a narrow screen.
 */
export function EntriesGrid({
  entries,
  columns,
  selection,
  onSelection,
  sort,
  onSort,
  caption,
}: EntriesGridProps) {
  const table = useReactTable({
    data: entries,
    columns,
    getRowId: (entry) => entry.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelection(typeof updater === 'function' ? updater(selection) : updater),
  });
  const frame = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = table.getVisibleLeafColumns().length;

  const toggleSort = (column: string) =>
    onSort(
      sort.column === column
        ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      ref={frame}
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ maxHeight: '65vh', overflow: 'auto', maxWidth: '100%' }}
    >
      <Table size="small" stickyHeader>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sortable = (header.column.columnDef.meta as { sortable?: boolean } | undefined)
                  ?.sortable;
                const active = sort.column === header.column.id;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableCell
                    key={header.id}
                    sortDirection={active ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                    padding={header.column.id === 'select' ? 'checkbox' : 'normal'}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => toggleSort(header.column.id)}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {before > 0 && (
            <TableRow aria-hidden="true">
              <TableCell colSpan={width} sx={{ height: before, p: 0, border: 0 }} />
            </TableRow>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TableRow
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                hover
                selected={row.getIsSelected()}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    padding={cell.column.id === 'select' ? 'checkbox' : 'normal'}
                    sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {after > 0 && (
            <TableRow aria-hidden="true">
              <TableCell colSpan={width} sx={{ height: after, p: 0, border: 0 }} />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
