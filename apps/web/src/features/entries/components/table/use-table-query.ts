import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import { ENTRY_DEFAULT_PAGE_SIZE, type EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../../ui/use-debounced-value.ts';

export type TableMode = 'normal' | 'drafts' | 'trash';

export interface TableSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** Forms spec §9: default sort created at, descending. */
export const DEFAULT_SORT: TableSort = { column: 'created_at', direction: 'desc' };
const SEARCH_DEBOUNCE_MS = 400;

interface TableQueryState {
  mode: TableMode;
  page: number;
  pageSize: number;
  sort: TableSort;
  search: string;
  filters: FilterCondition[];
}

/** The server's query for a table state. */
function listQuery({ mode, page, pageSize, sort, search, filters }: TableQueryState): EntryListQueryInput {
  return {
    trashed: mode === 'trash' ? 'true' : 'false',
    page,
    pageSize,
    sort: sort.column,
    direction: sort.direction,
    search,
    filters: JSON.stringify(filters),
  };
}

/** What a table asks for when it opens: the route's loader starts this request before the screen's code. */
export const FIRST_PAGE_QUERY = listQuery({
  mode: 'normal',
  page: 0,
  pageSize: ENTRY_DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  search: '',
  filters: [],
});

/**
 * What the table asks the server for: mode, page (from 0), page size, sort, search and filters. Changing
 * anything but the page starts again at the first page.
 */
export function useTableQuery() {
  const [mode, setModeState] = useState<TableMode>('normal');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(ENTRY_DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<TableSort>(DEFAULT_SORT);
  const [searchText, setSearchTextState] = useState('');
  const [filters, setFiltersState] = useState<FilterCondition[]>([]);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(0);
  }

  const query = useMemo(
    () => listQuery({ mode, page, pageSize, sort, search, filters }),
    [mode, page, pageSize, sort, search, filters],
  );

  // The setters keep their identity, so the memoised parts of the screen given them do not render again.
  const setters = useMemo(() => {
    const restart =
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(0);
      };
    return {
      setMode: restart(setModeState),
      setPage,
      setPageSize: restart(setPageSizeState),
      setSort: restart(setSortState),
      setSearchText: setSearchTextState,
      setFilters: restart(setFiltersState),
    };
  }, []);

  return { mode, page, pageSize, sort, searchText, search, filters, query, ...setters };
}
export type TableQuery = ReturnType<typeof useTableQuery>;
