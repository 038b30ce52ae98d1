import { entryMessages as m } from '../entries/entries.messages.ts';
import { importMessages } from '../entries/import.messages.ts';
import type { ImportCell } from '../entries/import.ts';
import { BASE, type FieldTypeDefinition, type Outcome, ok, PLAIN, refuse } from './field-type-parts.ts';
import { importCellText, PLAIN_VALUE_PARTS } from './field-value-text.ts';

const checkBoolean = (_rules: unknown, value: unknown): Outcome =>
  typeof value === 'boolean' ? ok(value) : refuse(m.invalidInput);

/** true for 'true' or 1, false for 'false' or 0; anything else is not a boolean. */
function parseBoolean(cell: ImportCell): Outcome {
  if (typeof cell === 'boolean') return ok(cell);
  const text = importCellText(cell).toLowerCase();
  if (text === 'true' || text === '1') return ok(true);
  if (text === 'false' || text === '0') return ok(false);
  return refuse(importMessages.invalidBoolean);
}

/** Unchecked is false, and 'empty' for a required field; exports keep true and false as booleans. */
const twoState = {
  ...BASE,
  ...PLAIN,
  ...PLAIN_VALUE_PARTS,
  emptyValue: () => false,
  check: checkBoolean,
  parseImport: parseBoolean,
  groupable: true,
  filterKind: 'boolean',
  filterable: true,
  searchable: true,
  prefill: 'boolean',
} as const;

export const checkboxType: FieldTypeDefinition<'checkbox'> = {
  ...twoState,
  type: 'checkbox',
  label: 'Checkbox',
};
export const toggleType: FieldTypeDefinition<'toggle'> = { ...twoState, type: 'toggle', label: 'Toggle' };
