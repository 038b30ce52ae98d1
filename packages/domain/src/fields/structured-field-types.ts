import { valueRefusal } from '../common/request-text.ts';
import { entryMessages as m } from '../entries/entries.messages.ts';
import type { FileValue } from '../entries/entries.schemas.ts';
import { importMessages } from '../entries/import.messages.ts';
import type { ImportCell } from '../entries/import.ts';
import type { TableColumn } from './field-config.schemas.ts';
import { DEFAULT_MAX_FILE_SIZE_MB } from './field-limits.ts';
import {
  BASE,
  type FieldTypeDefinition,
  type FieldTypeRegistry,
  type ImportTarget,
  type Outcome,
  ok,
  PLAIN,
  refuse,
  type ValueHolder,
  type ValueRules,
} from './field-type-parts.ts';
import { exportCellVia, PLAIN_VALUE_PARTS, plainExportJson } from './field-value-text.ts';
import { fileValueSchema } from './field-values.schemas.ts';

const structured = {
  ...BASE,
  ...PLAIN,
  ...PLAIN_VALUE_PARTS,
  groupable: false,
  filterKind: 'text',
  filterable: false,
  searchable: false,
  prefill: null,
} as const;

function checkJson(_rules: unknown, value: unknown): Outcome {
  if (typeof value !== 'string') return ok(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return refuse(m.invalidJson);
  }
  // Escapes can make what the request text could not carry: NUL (which PostgreSQL cannot store) or a lone surrogate.
  const refusal = valueRefusal(parsed);
  return refusal ? refuse(refusal.message) : ok(parsed);
}

/** A JSON text stays text (data entry parses it); any other cell is taken as it is. */
function parseJson(cell: ImportCell, target: ImportTarget): Outcome {
  if (typeof cell !== 'string') return ok(cell);
  try {
    JSON.parse(cell);
    return ok(cell);
  } catch {
    return refuse(importMessages.invalidJson(target.label));
  }
}

const jsonText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export const jsonType: FieldTypeDefinition<'json'> = {
  ...structured,
  type: 'json',
  label: 'JSON',
  emptyValue: () => '',
  check: checkJson,
  toText: jsonText,
  parseImport: parseJson,
  exportCell: exportCellVia(jsonText),
  exportJson: (value) => value ?? null,
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : name.toLowerCase();
}

function checkFiles(rules: ValueRules, value: unknown): Outcome {
  if (!Array.isArray(value)) return refuse(m.invalidInput);
  const files: FileValue[] = [];
  for (const item of value) {
    const parsed = fileValueSchema.safeParse(item);
    if (!parsed.success) return refuse(m.invalidInput);
    files.push(parsed.data);
  }
  if (!rules.multiple && files.length > 1) return refuse(m.multipleFilesNotAllowed);
  if (rules.maxFiles !== null && files.length > rules.maxFiles) return refuse(m.maxFiles(rules.maxFiles));
  const acceptsAll =
    rules.accept.length === 0 || rules.accept.some((entry) => entry === 'any' || entry.startsWith('*'));
  if (!acceptsAll) {
    const refused = files.find((file) => !(rules.accept as string[]).includes(extensionOf(file.name)));
    if (refused) return refuse(m.fileTypeNotAllowed(extensionOf(refused.name)));
  }
  const limitMb = rules.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB;
  const total = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
  if (total > limitMb * 1024 * 1024) return refuse(m.totalSizeExceeds(limitMb));
  return ok(files);
}

/** Files read as their names; they are uploaded, never imported. */
export const fileType: FieldTypeDefinition<'file'> = {
  ...structured,
  isFile: true,
  type: 'file',
  label: 'File / Attachments',
  emptyValue: () => [],
  check: checkFiles,
  parseImport: null,
};

/**
 * A table field: its rows are checked cell by cell by the entry checks, with its columns' types. A JSON
 * export writes each row keyed by column header, each cell as its column's type writes it.
 */
export function tableTypeOf(registry: () => FieldTypeRegistry): FieldTypeDefinition<'table'> {
  // A column is never a table, so its cells have no columns of their own.
  const cellJson = (column: TableColumn, cell: unknown) => registry()[column.dataType].exportJson(cell, {});
  const rowsJson = (value: unknown, holder: ValueHolder): unknown =>
    Array.isArray(value)
      ? value.map((row: Record<string, unknown>) =>
          Object.fromEntries((holder.columns ?? []).map((c) => [c.header, cellJson(c, row?.[c.id])])),
        )
      : plainExportJson(value);
  const rowsText = (value: unknown, holder: ValueHolder) =>
    value === null || value === undefined ? '' : JSON.stringify(rowsJson(value, holder));
  return {
    ...structured,
    allowedAsColumn: false,
    type: 'table',
    label: 'Table',
    emptyValue: () => [],
    // Rows are checked cell by cell by validateEntryValues, each with its column's type.
    check: (_rules, value) => (Array.isArray(value) ? ok(value) : refuse(m.invalidInput)),
    toText: rowsText,
    parseImport: null,
    exportCell: exportCellVia(rowsText),
    exportJson: rowsJson,
  };
}
