import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';

/** A local draft as the specs keep it in the browser (list form-drafts): entries and template forms alike. */
export interface LocalDraft {
  id: string;
  formId: string;
  formName: string;
  values: EntryData;
  savedAt: string;
}

const STORAGE_KEY = 'form-drafts';

function readAll(): LocalDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LocalDraft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(drafts: LocalDraft[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
}

/** The drafts of one form, newest first. */
export function listDrafts(formId: string): LocalDraft[] {
  return readAll()
    .filter((draft) => draft.formId === formId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export function getDraft(id: string): LocalDraft | null {
  return readAll().find((draft) => draft.id === id) ?? null;
}

/**
 * Saves a draft, replacing the one with the same id when it is given (an opened draft saved again).
 * Throws when the browser refuses to store it (storage full or disabled).
 */
export function saveDraft(input: Omit<LocalDraft, 'id' | 'savedAt'> & { id?: string }): LocalDraft {
  const draft: LocalDraft = {
    ...input,
    id: input.id ?? `draft-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    savedAt: new Date().toISOString(),
  };
  writeAll([...readAll().filter((candidate) => candidate.id !== draft.id), draft]);
  return draft;
}

export function deleteDraft(id: string): void {
  writeAll(readAll().filter((draft) => draft.id !== id));
}

export function deleteDrafts(ids: readonly string[]): void {
  const removed = new Set(ids);
  writeAll(readAll().filter((draft) => !removed.has(draft.id)));
}
