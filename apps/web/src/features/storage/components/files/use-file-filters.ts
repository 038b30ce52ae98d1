import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FileFilters } from '../../api/storage-files.ts';
import { filtersFromSearch, searchOf } from './file-filters.ts';

/** The list's filters, read from and written to the address: each change is a step the back button undoes. */
export function useFileFilters(): [FileFilters, (filters: FileFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  // Same address, same object: the list's query key stays put across renders.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(text)), [text]);
  const setFilters = useCallback((next: FileFilters) => setSearch(searchOf(next)), [setSearch]);
  return [filters, setFilters];
}
