import {
  BUILT_IN_COLUMNS,
  FILTER_OPERATORS,
  type FilterKind,
} from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';

/** The filter kind of a field type; the server reads field types the same way. */
export function filterKindOf(type: string): FilterKind {
  if (type === 'number') return 'number';
  if (type === 'date' || type === 'datetime') return 'date';
  if (type === 'select' || type === 'radio' || type === 'multiselect') return 'select';
  if (type === 'checkbox' || type === 'toggle') return 'boolean';
  return 'text';
}

/** Fields a filter can test: not tables, files, passwords or JSON, whose text means little to compare. */
const UNFILTERABLE = new Set(['table', 'file', 'password', 'json']);

export interface FilterTarget {
  id: string;
  label: string;
  type: string;
  kind: FilterKind;
  /** The offered values of a custom-option select. */
  options: string[];
}

const BUILT_IN_LABELS: Record<(typeof BUILT_IN_COLUMNS)[number], string> = {
  created_at: 'Created At',
  updated_at: 'Updated At',
  created_by: 'Created By',
  updated_by: 'Updated By',
};

export function filterTargets(fields: readonly FieldConfig[]): FilterTarget[] {
  const own = fields
    .filter((field) => !UNFILTERABLE.has(field.type))
    .map((field) => ({
      id: field.id,
      label: field.label || field.id,
      type: field.type,
      kind: filterKindOf(field.type),
      options: field.options?.kind === 'custom' ? field.options.values.filter(Boolean) : [],
    }));
  const builtIn = BUILT_IN_COLUMNS.map((id) => {
    const kind: FilterKind = id.endsWith('_at') ? 'date' : 'text';
    return { id, label: BUILT_IN_LABELS[id], type: kind === 'date' ? 'date' : 'text', kind, options: [] };
  });
  return [...own, ...builtIn];
}

export const OPERATOR_LABELS: Record<string, string> = {
  contains: 'contains',
  equals: 'equals',
  startsWith: 'starts with',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  '==': '==',
  on: 'on',
  before: 'before',
  after: 'after',
  between: 'between',
  is: 'is',
  isNot: 'is not',
  isAnyOf: 'is any of',
  isTrue: 'is true',
  isFalse: 'is false',
};

export const operatorsOf = (kind: FilterKind): readonly string[] => FILTER_OPERATORS[kind];

/** Operators that test presence or truth and take no value. */
export const takesNoValue = (operator: string) =>
  operator === 'isEmpty' || operator === 'isNotEmpty' || operator === 'isTrue' || operator === 'isFalse';
