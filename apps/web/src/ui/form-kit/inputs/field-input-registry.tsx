import type { FieldType } from '@atrium/domain/fields/field-types.ts';
import type { ComponentType } from 'react';
import { CheckboxInput, ToggleInput } from './boolean-inputs.tsx';
import { MultiselectInput, SelectInput } from './choice-autocomplete.tsx';
import { DateInput, DatetimeInput } from './date-inputs.tsx';
import type { FieldInputProps } from './field-input-props.ts';
import { FileInput } from './file-input.tsx';
import { JsonInput } from './json-input.tsx';
import { RadioInput } from './radio-input.tsx';
import { RichtextInput } from './richtext-input.tsx';
import { TableInput } from './table-input.tsx';
import { EmailInput, NumberInput, PasswordInput, TextareaInput, TextInput } from './text-inputs.tsx';

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
