import { entryMessages } from '../entries/entries.messages.ts';
import { canEditField, holdsEntryRight } from '../entries/entry-permissions.ts';
import type { FieldConfig, TableColumn } from '../fields/field-config.schemas.ts';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../fields/field-types.ts';
import { dataEntryRefusal, type FormActor, type FormFacts } from '../forms/form-permissions.ts';

/** The settings of a file field or of a file column that limit what may be uploaded into it. */
export type FileRules = Pick<FieldConfig, 'accept' | 'maxFileSizeMB'>;

export interface UploadTarget {
  field: FieldConfig;
  column: TableColumn | null;
  rules: FileRules;
}

/** The live file field, or the file column of a live table field, an upload names; null when there is none. */
export function uploadTarget(
  fields: readonly FieldConfig[],
  fieldId: string,
  columnId: string | undefined,
): UploadTarget | null {
  const field = fields.find((candidate) => candidate.id === fieldId && !candidate.isTrashed);
  if (!field) return null;
  if (columnId === undefined) return field.type === 'file' ? { field, column: null, rules: field } : null;
  if (field.type !== 'table') return null;
  const column = field.columns.find((candidate) => candidate.id === columnId);
  return column?.dataType === 'file' ? { field, column, rules: column } : null;
}

/**
 * Why the actor may not upload into this field, or null: they must be able to enter data in the form or
 * update some of its entries, and be able to write the field if it is locked.
 */
export function uploadPermissionRefusal(
  actor: FormActor,
  form: FormFacts,
  field: FieldConfig,
): string | null {
  const entryRefusal = dataEntryRefusal(actor, form);
  if (entryRefusal && holdsEntryRight(actor, form, 'update') === null) return entryRefusal;
  if (!canEditField(actor, form, field)) return entryMessages.lockedField;
  return null;
}

/** '.pdf' for 'Report.PDF'; the whole name, lower-cased, when it has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : name.toLowerCase();
}

export function acceptsAll(accept: readonly string[]): boolean {
  return accept.length === 0 || accept.some((entry) => entry === 'any' || entry.startsWith('*'));
}

export const maxUploadMB = (rules: FileRules) => rules.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB;

/** Why a file of this name and declared size may not go into the field, in the spec's words, or null. */
export function fileRefusal(rules: FileRules, name: string, size: number): string | null {
  if (!acceptsAll(rules.accept) && !(rules.accept as readonly string[]).includes(extensionOf(name))) {
    return entryMessages.fileTypeNotAllowed(extensionOf(name));
  }
  const limitMb = maxUploadMB(rules);
  if (size > limitMb * 1024 * 1024) return entryMessages.totalSizeExceeds(limitMb);
  return null;
}
