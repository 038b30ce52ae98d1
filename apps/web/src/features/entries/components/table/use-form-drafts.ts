import type { Entry, EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { useCallback, useEffect, useState } from 'react';

/** A draft as the data-entry screen keeps it in the browser, under the list 'form-drafts' (forms spec §3). */
interface StoredDraft {
  id: string;
  formId: string;
  formName?: string;
  values: EntryData;
  savedAt: string;
}

const DRAFTS_KEY = 'form-drafts';

function readDrafts(): StoredDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredDraft[]) : [];
  } catch {
    return [];
  }
}

/** A draft shown as a table row: every action on it is the reader's own. */
function draftRow(draft: StoredDraft, me: { id: string; name: string }): Entry {
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
  const [drafts, setDrafts] = useState<StoredDraft[]>(readDrafts);
  useEffect(() => {
    const reload = (event: StorageEvent) => {
      if (event.key === DRAFTS_KEY || event.key === null) setDrafts(readDrafts());
    };
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, []);

  const remove = useCallback((ids: string[]) => {
    const kept = readDrafts().filter((draft) => !ids.includes(draft.id));
    localStorage.setItem(DRAFTS_KEY, JSON.stringify(kept));
    setDrafts(kept);
  }, []);

  const rows = drafts
    .filter((draft) => draft.formId === formId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .map((draft) => draftRow(draft, me));

  return { rows, remove, reload: () => setDrafts(readDrafts()) };
}
