import {
  BUILT_IN_COLUMNS,
  FILTER_OPERATORS,
  type FilterKind,
} from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';

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
    .filter((field) => FIELD_TYPE_REGISTRY[field.type].filterable)
    .map((field) => ({
      id: field.id,
      label: field.label || field.id,
      type: field.type,
      kind: FIELD_TYPE_REGISTRY[field.type].filterKind,
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
