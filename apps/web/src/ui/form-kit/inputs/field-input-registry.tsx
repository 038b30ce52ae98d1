import type { FieldType } from '@atrium/domain/fields/field-types.ts';
import type { ComponentType } from 'react';
import { CheckboxInput, ToggleInput } from './boolean-inputs.tsx';
import { MultiselectInput, SelectInput } from './choice-autocomplete.tsx';
import type { FieldInputProps } from './field-input-props.ts';
import { FileInput } from './file-input.tsx';
import { lazyInput } from './lazy-input.tsx';
import { RadioInput } from './radio-input.tsx';
import { TableInput } from './table-input.tsx';
import { EmailInput, NumberInput, PasswordInput, TextareaInput, TextInput } from './text-inputs.tsx';

// Heights of the editors, so their place is kept while their code loads.
const PICKER_HEIGHT = 56;
const RICHTEXT_HEIGHT = 160;
const JSON_HEIGHT = 150;

const DateInput = lazyInput(async () => (await import('./date-inputs.tsx')).DateInput, PICKER_HEIGHT);
const DatetimeInput = lazyInput(async () => (await import('./date-inputs.tsx')).DatetimeInput, PICKER_HEIGHT);
const RichtextInput = lazyInput(
  async () => (await import('./richtext-input.tsx')).RichtextInput,
  RICHTEXT_HEIGHT,
);
const JsonInput = lazyInput(async () => (await import('./json-input.tsx')).JsonInput, JSON_HEIGHT);

const INPUTS: Record<FieldType, ComponentType<FieldInputProps>> = {
  text: TextInput,
  password: PasswordInput,
  textarea: TextareaInput,
  richtext: RichtextInput,
  number: NumberInput,
  date: DateInput,
  datetime: DatetimeInput,
  select: SelectInput,
  multiselect: MultiselectInput,
  radio: RadioInput,
  checkbox: CheckboxInput,
  toggle: ToggleInput,
  json: JsonInput,
  table: TableInput,
  file: FileInput,
  email: EmailInput,
};

/**
 * The one web input of each field type (STYLE: one input component per type), reused by the entry screen, the
 * edit dialog, bulk update, the builder's preview and default value. A new type fails to compile until it has one.
 */
export function fieldInputFor(type: FieldType): ComponentType<FieldInputProps> {
  return INPUTS[type];
}
