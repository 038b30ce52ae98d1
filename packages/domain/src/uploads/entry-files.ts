import type { FieldConfig } from '../fields/field-config.schemas.ts';
import { entryFileFolder } from './file-keys.ts';

/** The storage key of every file an entry's values hold: file fields and file columns of table rows. */
export function storedFileKeys(fields: readonly FieldConfig[], data: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const field of fields) {
    const value = data[field.id];
    if (field.type === 'file') keys.push(...idsOf(value));
    if (field.type === 'table' && Array.isArray(value)) {
      const fileColumns = field.columns.filter((column) => column.dataType === 'file');
      for (const row of value) {
        if (!row || typeof row !== 'object') continue;
        for (const column of fileColumns) keys.push(...idsOf((row as Record<string, unknown>)[column.id]));
      }
    }
  }
  return keys;
}

/** Keys held before an update and no longer after it: the attachments the update removed. */
export function removedFileKeys(
  fields: readonly FieldConfig[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const kept = new Set(storedFileKeys(fields, after));
  return storedFileKeys(fields, before).filter((key) => !kept.has(key));
}

/**
 * File ids of an entry's values that were not uploaded into that very field of that form of that
 * organisation. The server refuses such values: deleting the entry later would delete someone else's file.
 */
export function misplacedFileKeys(
  orgId: string,
  formId: string,
  fields: readonly FieldConfig[],
  data: Record<string, unknown>,
): string[] {
  return fields.flatMap((field) => {
    const prefix = entryFileFolder(orgId, formId, field.id, field.type === 'table');
    return storedFileKeys([field], data).filter((key) => !key.startsWith(prefix) || key.includes('..'));
  });
}

function idsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
      ? [(item as { id: string }).id]
      : [],
  );
}
