import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
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
import { GridIcon } from './grid-controls.tsx';
import { GridFrame, GridTable, ROW_HEIGHT } from './grid-styles.ts';
import type { TableSort } from './use-table-query.ts';

/** Rows rendered beyond each edge of the frame, so that a fast scroll shows no blank band. */
const OVERSCAN = 6;
/**
 * Pages of more rows than this are virtualised. A page of this many draws every row at once: cheaper than the
 * virtualiser, which measures the frame and each row as React commits them and so forces the browser to lay
 * out the whole page several times inside that one task (decision 0045).
 */
const PLAIN_ROWS = 25;

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
    <GridFrame ref={frame} tabIndex={0} role="region" aria-label={caption}>
      <GridTable>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = (header.column.columnDef.meta as EntryColumnMeta | undefined)?.sortable;
                const active = sort.column === header.column.id;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={header.column.id === 'select' ? 'checkbox-cell' : undefined}
                  >
                    {sortable ? (
                      <SortButton
                        type="button"
                        className={active ? `active ${sort.direction}` : undefined}
                        onClick={() => toggleSort(header.column.id)}
                      >
                        {label}
                        <GridIcon name="arrowDownward" />
                      </SortButton>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
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
      </GridTable>
    </GridFrame>
  );
});

/** Rows of the real height with a grey bar each, while the first page loads. */
function PlaceholderBody({ rows, columns }: { rows: number; columns: number }) {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are all alike and never reorder
        <tr key={index} className="placeholder">
          <td colSpan={columns}>
            <Skeleton />
          </td>
        </tr>
      ))}
    </tbody>
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
    <tbody>
      {rows.map((row, index) => (
        <EntryRow
          key={row.id}
          row={row}
          index={index}
          columns={columns}
          selected={Boolean(selection[row.id])}
        />
      ))}
    </tbody>
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
    <tbody>
      {before > 0 && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, with nothing in it to focus or read
        <tr aria-hidden="true">
          <td className="spacer" colSpan={columns.length} style={{ height: before }} />
        </tr>
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
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, with nothing in it to focus or read
        <tr aria-hidden="true">
          <td className="spacer" colSpan={columns.length} style={{ height: after }} />
        </tr>
      )}
    </tbody>
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
    <tr data-index={index} ref={measure} className={selected ? 'selected' : undefined}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as EntryColumnMeta | undefined;
        return (
          <td
            key={cell.id}
            className={cell.column.id === 'select' ? 'checkbox-cell' : undefined}
            title={meta?.title?.(row.original) || undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
});
