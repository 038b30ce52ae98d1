import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { useCallback, useMemo, useState } from 'react';

/**
 * The files chosen on the list. Choosing starts with a long press or a card's checkbox and lasts while any
 * file is chosen; files that leave the list (deleted, filtered away) leave the choice as well.
 */
export function useSelection(files: readonly StoredBill[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => files.filter((file) => ids.has(file.id)), [files, ids]);

  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const add = useCallback((id: string) => setIds((current) => new Set(current).add(id)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  const selectAll = useCallback(() => setIds(new Set(files.map((file) => file.id))), [files]);

  return {
    selected,
    isSelected: (id: string) => ids.has(id),
    selecting: selected.length > 0,
    allSelected: files.length > 0 && selected.length === files.length,
    toggle,
    add,
    clear,
    selectAll,
  };
}
