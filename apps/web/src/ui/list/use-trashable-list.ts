import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** How long typing rests before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** A list's search as typed, and as sent once typing rests. */
export function useListSearch() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  return { searchText, setSearchText, search };
}

/**
 * The state of a list with a trash: which side is open, the search as typed and as sent, and the ticked rows.
 * The rows come from the query that reads `trashed` and `search`; `selectedOf` then keeps only the ticked rows
 * still shown and selectable, so a refresh never acts on a row the reader can no longer see.
 */
export function useTrashableList() {
  const [trashed, setTrashed] = useState(false);
  const { searchText, setSearchText, search } = useListSearch();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  const select = (ids: string[], on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => setChecked(new Set());
  const toggleTrash = () => {
    setTrashed((value) => !value);
    clear();
  };
  const selectedOf = <Row extends { id: string }>(
    rows: readonly Row[],
    selectable: (row: Row) => boolean = () => true,
  ): ReadonlySet<string> =>
    new Set(rows.filter((row) => selectable(row) && checked.has(row.id)).map((row) => row.id));

  return { trashed, toggleTrash, searchText, setSearchText, search, select, clear, selectedOf };
}

export type TrashableList = ReturnType<typeof useTrashableList>;
