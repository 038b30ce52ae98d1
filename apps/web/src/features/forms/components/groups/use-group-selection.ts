import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { useState } from 'react';

/**
 * Checked groups for the bulk actions. Only rows still shown and deletable count as selected, so a refresh
 * never acts on a group the reader can no longer see.
 */
export function useGroupSelection(groups: readonly FormGroup[]) {
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const selected = new Set(
    groups.filter((group) => group.canDelete && checked.has(group.id)).map((g) => g.id),
  );
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
  return { selected, select, clear };
}
