import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deleteDrafts, type LocalDraft, listDrafts } from '../../../../ui/form-kit/local-drafts.ts';

/** The browser's list of drafts (forms spec §3 'Local draft'); another tab's change arrives as a storage event. */
const DRAFTS_KEY = 'form-drafts';

/** A draft shown as a table row: every action on it is the reader's own. */
function draftRow(draft: LocalDraft, me: { id: string; name: string }): Entry {
  return {
    id: draft.id,
    code: draft.id
      .replace(/^draft-/, '')
      .slice(-8)
      .toLowerCase(),
    data: draft.values ?? {},
    version: 0,
    createdAt: draft.savedAt,
    createdBy: me,
    updatedAt: draft.savedAt,
    updatedBy: me,
    isTrashed: false,
    trashedAt: null,
    capabilities: { canUpdate: true, canTrash: true, canDelete: true },
  };
}

/** This form's drafts in this browser, newest first, kept in step with other tabs. */
export function useFormDrafts(formId: string, me: { id: string; name: string }) {
  const [drafts, setDrafts] = useState<LocalDraft[]>(() => listDrafts(formId));
  const reload = useCallback(() => setDrafts(listDrafts(formId)), [formId]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DRAFTS_KEY || event.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const remove = useCallback(
    (ids: string[]) => {
      deleteDrafts(ids);
      reload();
    },
    [reload],
  );

  const { id, name } = me;
  const rows = useMemo(() => drafts.map((draft) => draftRow(draft, { id, name })), [drafts, id, name]);
  return { rows, remove, reload };
}
