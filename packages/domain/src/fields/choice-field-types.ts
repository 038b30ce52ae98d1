import { entryMessages as m } from '../entries/entries.messages.ts';
import type { OptionValue } from '../entries/entries.schemas.ts';
import type { ImportCell } from '../entries/import.ts';
import {
  BASE,
  type FieldTypeDefinition,
  type Outcome,
  ok,
  PLAIN,
  refuse,
  type ValueRules,
} from './field-type-parts.ts';
import { importCellText, PLAIN_VALUE_PARTS } from './field-value-text.ts';
import { optionValueSchema } from './field-values.schemas.ts';

/** A foreign-key choice: an option object, or a plain value (import, API clients) kept as a copy. */
function toOption(value: unknown): OptionValue | null {
  if (typeof value === 'string') return { id: '', value, fallback_value: value };
  const parsed = optionValueSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, fallback_value: parsed.data.fallback_value ?? parsed.data.value };
}

function checkChoice(rules: ValueRules, value: unknown): Outcome {
  if (rules.options?.kind === 'foreignKey') {
    const option = toOption(value);
    return option ? ok(option) : refuse(m.invalidOption);
  }
  if (typeof value !== 'string') return refuse(m.invalidOption);
  const offered = rules.options?.values;
  return !offered || offered.includes(value) ? ok(value) : refuse(m.invalidOption);
}

function checkChoices(rules: ValueRules, value: unknown): Outcome {
  if (!Array.isArray(value)) return refuse(m.invalidOption);
  const chosen: unknown[] = [];
  for (const item of value) {
    const checked = checkChoice(rules, item);
    if (!checked.ok) return checked;
    chosen.push(checked.value);
  }
  return ok(chosen);
}

/** A list as it comes, or a text of comma-separated values. */
function parseChoices(cell: ImportCell): Outcome {
  if (Array.isArray(cell)) return ok(cell);
  return ok(
    importCellText(cell)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

/** Options read as their values (a foreign-key option as its value or the copy kept of it). */
const choice = {
  ...BASE,
  ...PLAIN,
  ...PLAIN_VALUE_PARTS,
  hasOptions: true,
  emptyValue: () => '',
  check: checkChoice,
  groupable: true,
  filterKind: 'select',
  filterable: true,
  searchable: true,
  prefill: 'option',
} as const;

export const selectType: FieldTypeDefinition<'select'> = {
  ...choice,
  supportsUnique: true,
  type: 'select',
  label: 'Select',
};

export const radioType: FieldTypeDefinition<'radio'> = { ...choice, type: 'radio', label: 'Radio' };

export const multiselectType: FieldTypeDefinition<'multiselect'> = {
  ...choice,
  type: 'multiselect',
  label: 'Multi Select',
  emptyValue: () => [],
  check: checkChoices,
  parseImport: parseChoices,
  prefill: 'anyOption',
};
