import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import type { EntryColumnMeta } from './entry-columns.tsx';
import type { TableSort } from './use-table-query.ts';

/** A row of one line of text with the small checkbox and icon buttons. */
const ROW_HEIGHT = 39;
/** Rows rendered beyond each edge of the frame, so that a fast scroll shows no blank band. */
const OVERSCAN = 6;
/**
 * Pages of more rows than this are virtualised. A page of this many draws every row at once: cheaper than the
 * virtualiser, which measures the frame and each row as React commits them and so forces the browser to lay
 * out the whole page several times inside that one task (decision 0045).
 */
const PLAIN_ROWS = 25;

/**
 * A data cell: one line, cut with an ellipsis at 320 px, the whole text in the title. A styled component
 * rather than an sx prop: its class is computed once, not for each cell of each row rendered while
 * scrolling; and rows of one line keep their height, so the virtualiser's estimate holds.
 */
const DataCell = styled(TableCell)({
  maxWidth: 320,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const Spacer = styled(TableCell)({ padding: 0, border: 0 });
const PlaceholderRow = styled(TableRow)({ height: ROW_HEIGHT });
const PlaceholderCell = styled(TableCell)({ paddingTop: 0, paddingBottom: 0 });
/** A column header: its class computed once for all the form's columns, not from an sx prop for each. */
const HeaderCell = styled(TableCell)({ whiteSpace: 'nowrap', fontWeight: 600 });

/** MUI's downward arrow, as TableSortLabel draws it. */
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
/**
 * A column's sort button: a native button with an inline arrow, in the look of MUI's TableSortLabel (the arrow
 * shows on hover, stays on the sorted column and points down for a descending order), whose ButtonBase with
 * its handlers, and arrow icon component, each header would otherwise render (decision 0045). Its class is
 * computed once for all headers; the state is in its class names.
 */
const SortButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  flexDirection: 'inherit',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  '&:focus, &:hover': { color: theme.palette.text.secondary },
  '& svg': {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    fontSize: 18,
    marginLeft: 4,
    marginRight: 4,
    fill: 'currentColor',
    opacity: 0,
    transform: 'rotate(180deg)',
    transition: theme.transitions.create(['opacity', 'transform'], {
      duration: theme.transitions.duration.shorter,
    }),
    userSelect: 'none',
  },
  '&:hover svg': { opacity: 0.5 },
  '&.active': { color: theme.palette.text.primary },
  '&.active svg': { opacity: 1, color: theme.palette.text.secondary },
  '&.desc svg': { transform: 'rotate(0deg)' },
}));

interface EntriesGridProps {
  entries: Entry[];
  columns: ColumnDef<Entry>[];
  selection: RowSelectionState;
  onSelection: (next: RowSelectionState) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  caption: string;
  /**
   * Set while the first page is on its way: this many rows of the real row height stand in for it, so the
   * pager and everything under the table stay where they will be once the entries arrive.
   */
  placeholderRows?: number;
}

/**
 * The page of entries as a table. Sorting and paging happen on the server; the rows of a long page are
 * virtualised so it scrolls smoothly, and the table scrolls sideways inside its own frame on a narrow screen.
 * Scrolling re-renders only the body, and in it only the rows that come into view; selecting a row
 * re-renders that row. The spacer rows take their height inline: a class for each scroll position would be
 * one more style rule each time.
 */
export const EntriesGrid = memo(function EntriesGrid({
  entries,
  columns,
  selection,
  onSelection,
  sort,
  onSort,
  caption,
  placeholderRows,
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
  // A ref, not state: set during the commit, state would render the whole grid again at once, in the same
  // task. The virtualised body, which needs the frame, renders itself again once it is there.
  const frame = useRef<HTMLDivElement>(null);

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
                const sortable = (header.column.columnDef.meta as EntryColumnMeta | undefined)?.sortable;
                const active = sort.column === header.column.id;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <HeaderCell
                    key={header.id}
                    sortDirection={active ? sort.direction : false}
                    padding={header.column.id === 'select' ? 'checkbox' : 'normal'}
                  >
                    {sortable ? (
                      <SortButton
                        type="button"
                        className={active ? `active ${sort.direction}` : undefined}
                        onClick={() => toggleSort(header.column.id)}
                      >
                        {label}
                        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                          <path d={ARROW} />
                        </svg>
                      </SortButton>
                    ) : (
                      label
                    )}
                  </HeaderCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        {placeholderRows ? (
          <PlaceholderBody rows={placeholderRows} columns={table.getVisibleLeafColumns().length} />
        ) : entries.length <= PLAIN_ROWS ? (
          <PlainBody
            rows={table.getRowModel().rows}
            columns={table.getVisibleLeafColumns()}
            selection={selection}
          />
        ) : (
          <VirtualBody
            rows={table.getRowModel().rows}
            columns={table.getVisibleLeafColumns()}
            selection={selection}
            frame={frame}
          />
        )}
      </Table>
    </TableContainer>
  );
});

/** Rows of the real height with a grey bar each, while the first page loads. */
function PlaceholderBody({ rows, columns }: { rows: number; columns: number }) {
  return (
    <TableBody aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are all alike and never reorder
        <PlaceholderRow key={index}>
          <PlaceholderCell colSpan={columns}>
            <Skeleton />
          </PlaceholderCell>
        </PlaceholderRow>
      ))}
    </TableBody>
  );
}

interface PlainBodyProps {
  rows: Row<Entry>[];
  /** The visible columns: a new array when the layout changes, which re-renders every row. */
  columns: Column<Entry>[];
  selection: RowSelectionState;
}

/** Every row of a short page. */
const PlainBody = memo(function PlainBody({ rows, columns, selection }: PlainBodyProps) {
  return (
    <TableBody>
      {rows.map((row, index) => (
        <EntryRow
          key={row.id}
          row={row}
          index={index}
          columns={columns}
          selected={Boolean(selection[row.id])}
        />
      ))}
    </TableBody>
  );
});

interface VirtualBodyProps {
  rows: Row<Entry>[];
  /** The visible columns: a new array when the layout changes, which re-renders every row. */
  columns: Column<Entry>[];
  selection: RowSelectionState;
  frame: RefObject<HTMLDivElement | null>;
}

/** The rows in view (and a few beyond) of a long page, between two spacer rows that keep the scroll height. */
const VirtualBody = memo(function VirtualBody({ rows, columns, selection, frame }: VirtualBodyProps) {
  // The frame's ref is attached after this body's first commit: one more render of the body finds it.
  const [, setFrameFound] = useState(false);
  useEffect(() => setFrameFound(true), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <TableBody>
      {before > 0 && (
        <TableRow aria-hidden="true">
          <Spacer colSpan={columns.length} style={{ height: before }} />
        </TableRow>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <EntryRow
            key={row.id}
            row={row}
            index={item.index}
            columns={columns}
            selected={Boolean(selection[row.id])}
            measure={virtualizer.measureElement}
          />
        ) : null;
      })}
      {after > 0 && (
        <TableRow aria-hidden="true">
          <Spacer colSpan={columns.length} style={{ height: after }} />
        </TableRow>
      )}
    </TableBody>
  );
});

interface EntryRowProps {
  row: Row<Entry>;
  index: number;
  columns: Column<Entry>[];
  selected: boolean;
  /** The virtualiser's measuring, when the page is virtualised. */
  measure?: (element: Element | null) => void;
}

/** One entry; rendered again only when its entry, its selection, its place or the columns change. */
const EntryRow = memo(function EntryRow({ row, index, selected, measure }: EntryRowProps) {
  return (
    <TableRow data-index={index} ref={measure} hover selected={selected}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as EntryColumnMeta | undefined;
        return (
          <DataCell
            key={cell.id}
            padding={cell.column.id === 'select' ? 'checkbox' : 'normal'}
            title={meta?.title?.(row.original) || undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </DataCell>
        );
      })}
    </TableRow>
  );
});
