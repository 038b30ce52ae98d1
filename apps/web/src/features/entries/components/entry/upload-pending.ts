import type { EntryData, FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { isLocalFile } from '../../../../ui/form-kit/inputs/file-items.ts';
import { type UploadProgress, uploadFiles } from '../../api/uploads.api.ts';

export const hasLocalFiles = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.some(
    (item) =>
      isLocalFile(item) || (item && typeof item === 'object' && Object.values(item).some(hasLocalFiles)),
  );

async function uploadList(
  formId: string,
  fieldId: string,
  items: FileValue[],
  onProgress: UploadProgress,
  columnId?: string,
): Promise<FileValue[]> {
  const local = items.filter(isLocalFile);
  if (local.length === 0) return items;
  const stored = await uploadFiles(
    formId,
    fieldId,
    local.map((item) => item.file),
    onProgress,
    columnId,
  );
  return items.map((item) => {
    const at = local.indexOf(item as (typeof local)[number]);
    if (at < 0) return item;
    const file = stored[at];
    if (!file) throw new Error('An upload did not return its file.');
    return { id: file.id, name: file.name, size: file.size, type: file.type, metaData: item.metaData };
  });
}

/** Uploads every file chosen in the browser (file fields and file cells of tables) and returns stored values. */
export async function uploadPendingFiles(
  formId: string,
  fields: readonly FieldConfig[],
  values: EntryData,
  onProgress: UploadProgress,
): Promise<EntryData> {
  const next = { ...values };
  for (const field of fields) {
    const value = values[field.id];
    if (!hasLocalFiles(value)) continue;
    if (field.type === 'file')
      next[field.id] = await uploadList(formId, field.id, value as FileValue[], onProgress);
    if (field.type !== 'table') continue;
    const rows: Record<string, unknown>[] = [];
    for (const row of value as Record<string, unknown>[]) {
      const copy = { ...row };
      for (const column of field.columns.filter((candidate) => candidate.dataType === 'file')) {
        copy[column.id] = await uploadList(
          formId,
          field.id,
          (row[column.id] ?? []) as FileValue[],
          onProgress,
          column.id,
        );
      }
      rows.push(copy);
    }
    next[field.id] = rows;
  }
  return next;
}
