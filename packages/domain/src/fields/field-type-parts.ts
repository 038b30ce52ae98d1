import type { FilterKind } from '../entries/entries.filters.ts';
import type { ImportCell } from '../entries/import.ts';
import type { TableColumn } from './field-config.schemas.ts';
import type { FieldType } from './field-types.ts';

// Type-only imports of field-types.ts: it imports the family files, so they must not import it at run time.

/** What a field and a table column share for checking a value: the column's dataType read as the type. */
export type ValueRules = Omit<TableColumn, 'id' | 'header' | 'dataType'> & { type: FieldType };

/** A field or table column as its text and export need it: a table's columns shape its rows. */
export interface ValueHolder {
  columns?: readonly TableColumn[];
}

/** Where an import cell goes: the label names it in messages; a table column has messages of its own. */
export interface ImportTarget {
  label: string;
  isColumn?: boolean;
}

/** A checked or parsed value: the value to store, or the message that refuses it. */
export type Outcome = { ok: true; value: unknown } | { ok: false; message: string };
export const ok = (value: unknown): Outcome => ({ ok: true, value });
export const refuse = (message: string): Outcome => ({ ok: false, message });

/** Turns a non-blank spreadsheet cell into the value data entry would send, or the spec's message. */
export type ImportParser = (cell: ImportCell, target: ImportTarget) => Outcome;

/** A value in a spreadsheet cell. */
export type SheetCell = string | number | boolean | null;

/** Which text the prefill search matches against a value (forms spec §7); null: the type is skipped. */
export type PrefillMatch = 'startsWith' | 'number' | 'option' | 'anyOption' | 'boolean';

/**
 * One field type: what the builder offers for it and how its values are checked, read as text, imported,
 * exported, filtered and searched. FIELD_TYPE_REGISTRY holds one per type (docs/decisions/0016).
 */
export interface FieldTypeDefinition<T extends FieldType = FieldType> {
  type: T;
  label: string;
  /** Offers options (custom values or a foreign key). */
  hasOptions: boolean;
  /** Input validation (a regex) applies to text-like and number values. */
  supportsRegex: boolean;
  /** The unique options apply: values compared with or without case. */
  supportsUnique: boolean;
  /** Takes a placeholder in its input. */
  supportsPlaceholder: boolean;
  /** Files: accept list, size and count limits, camera, metadata. */
  isFile: boolean;
  /** May be a column of a table field (every type but table). */
  allowedAsColumn: boolean;
  /** The value a new entry starts with when the field has no default (forms spec §4). */
  emptyValue: () => unknown;
  /** Checks one non-empty value, giving the value to store or the spec's message. */
  check: (rules: ValueRules, value: unknown) => Outcome;
  /** The one reading of a stored value as plain text: options by value, files by name, lists joined. */
  toText: (value: unknown, holder: ValueHolder) => string;
  /** Turns a non-blank spreadsheet cell into the value data entry would send; null: never imported. */
  parseImport: ImportParser | null;
  /** The text, number or boolean a spreadsheet export shows for a stored value. */
  exportCell: (value: unknown, holder: ValueHolder) => SheetCell;
  /** The value a JSON export writes: lists and tables keep their structure. */
  exportJson: (value: unknown, holder: ValueHolder) => unknown;
  /** A grouped export may split the entries by its values (not long texts, files, tables, JSON, passwords). */
  groupable: boolean;
  /** The filter kind, whose operators apply (FILTER_OPERATORS), and whether the filter dialog offers it. */
  filterKind: FilterKind;
  filterable: boolean;
  /** 'Search by any field' reads its values. */
  searchable: boolean;
  prefill: PrefillMatch | null;
}

/** The registry's shape: one definition per type, keyed by it; a missing type or part does not compile. */
export type FieldTypeRegistry = { [T in FieldType]: FieldTypeDefinition<T> };

export const TEXT_LIKE = { supportsRegex: true, supportsUnique: true, supportsPlaceholder: true };
export const PLAIN = { supportsRegex: false, supportsUnique: false, supportsPlaceholder: false };
export const BASE = { hasOptions: false, isFile: false, allowedAsColumn: true };
