import type { FieldConfig } from '../fields/field-config.schemas.ts';
import { mapForeignKeys } from '../fields/foreign-keys.ts';
import type { FormsDiff } from './template-library.schemas.ts';
import type { TemplateSnapshot, TemplateTab } from './templates.schemas.ts';

// The rules of a template's life on Manage Templates (spec §4): which tab shows it, what a filter keeps, how
// versions are numbered and what one release changes against another. Pure, shared by server and web.

export interface TemplateState {
  isPublished: boolean;
  hasDraft: boolean;
  /** A draft object exists (a draft copy of the setup). */
  hasDraftObject: boolean;
  isTrashed: boolean;
}

/** A template may sit in Published and Drafts at once (a published template with a draft in progress). */
export function isInTab(state: TemplateState, tab: TemplateTab): boolean {
  if (tab === 'trash') return state.isTrashed;
  if (state.isTrashed) return false;
  return tab === 'published' ? state.isPublished : state.hasDraft || state.hasDraftObject;
}

/** The tab a template is shown in first: Trash, else Drafts while it has a draft, else Published. */
export function homeTab(state: TemplateState): TemplateTab {
  if (state.isTrashed) return 'trash';
  return state.hasDraft || state.hasDraftObject || !state.isPublished ? 'drafts' : 'published';
}

export type TemplateFilter = 'all' | 'published' | 'draft' | 'inactive';

/** Inactive: neither published nor a draft. */
export function matchesFilter(state: TemplateState, filter: TemplateFilter): boolean {
  const draft = state.hasDraft || state.hasDraftObject;
  if (filter === 'published') return state.isPublished;
  if (filter === 'draft') return draft;
  if (filter === 'inactive') return !state.isPublished && !draft;
  return true;
}

/** Template versions start at 1 and rise by one on each release as a new version. */
export const FIRST_VERSION = 1;
export const nextVersion = (current: number) => Math.max(current, FIRST_VERSION - 1) + 1;

export const copyName = (name: string) => `${name} (Copy)`;

export interface FormAtVersion {
  id: string;
  name: string;
  version: number;
  fields: readonly Pick<FieldConfig, 'id' | 'label' | 'isTrashed' | 'type' | 'required'>[];
}

type FieldLite = FormAtVersion['fields'][number];
const live = (fields: readonly FieldLite[]) => fields.filter((field) => !field.isTrashed);
const sameField = (a: FieldLite, b: FieldLite) =>
  a.label === b.label && a.type === b.type && a.required === b.required;

/**
 * What releasing `next` changes against the current release `current`: forms added and removed, and per
 * form at another version the fields added, removed (gone or trashed) and changed. `formAt` reads a form at
 * a version (null when unknown).
 */
export function snapshotDiff(
  current: TemplateSnapshot | null,
  next: TemplateSnapshot,
  formAt: (formId: string, version: number) => FormAtVersion | null,
  nameOf: (formId: string) => string,
): FormsDiff {
  const before = current?.formIds ?? [];
  const diff: FormsDiff = { addedForms: [], removedForms: [], changedForms: [] };
  for (const id of next.formIds) {
    if (!before.includes(id)) diff.addedForms.push({ id, name: nameOf(id) });
  }
  for (const id of before) {
    if (!next.formIds.includes(id)) diff.removedForms.push({ id, name: nameOf(id) });
  }
  for (const id of next.formIds.filter((formId) => before.includes(formId))) {
    const fromVersion = current?.formVersions[id] ?? null;
    const toVersion = next.formVersions[id] ?? 1;
    if (fromVersion === toVersion) continue;
    const from = fromVersion === null ? null : formAt(id, fromVersion);
    const to = formAt(id, toVersion);
    const changes = fieldChanges(from?.fields ?? [], to?.fields ?? []);
    diff.changedForms.push({ id, name: to?.name ?? nameOf(id), fromVersion, toVersion, ...changes });
  }
  return diff;
}

/** Fields added, removed (gone or moved to the trash) and changed between two field lists. */
export function fieldChanges(before: readonly FieldLite[], after: readonly FieldLite[]) {
  const wasLive = new Map(live(before).map((field) => [field.id, field]));
  const isLive = new Map(live(after).map((field) => [field.id, field]));
  const pick = (field: FieldLite) => ({ id: field.id, label: field.label });
  return {
    addedFields: [...isLive.values()].filter((field) => !wasLive.has(field.id)).map(pick),
    removedFields: [...wasLive.values()].filter((field) => !isLive.has(field.id)).map(pick),
    changedFields: [...isLive.values()]
      .filter((field) => {
        const old = wasLive.get(field.id);
        return old !== undefined && !sameField(old, field);
      })
      .map(pick),
  };
}

/** Labels of the trash fields of a field list, at most `limit` (the release dialogs list 5 per form). */
export function trashFieldLabels(fields: readonly FieldLite[], limit: number): string[] {
  return fields
    .filter((field) => field.isTrashed)
    .slice(0, limit)
    .map((field) => field.label);
}

/** The field list with each foreign key pointing at the copy of its form (`newIds`: old id to new id). */
export function rewriteForeignKeys(fields: readonly FieldConfig[], newIds: ReadonlyMap<string, string>) {
  return mapForeignKeys(fields, (key) => ({ ...key, formId: newIds.get(key.formId) ?? key.formId }));
}

/** Cuts text for a card or a cell: at most `limit` characters, an ellipsis when cut. */
export function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
