import { z } from 'zod';
import { entryMessages as m } from '../entries/entries.messages.ts';
import { importMessages } from '../entries/import.messages.ts';
import {
  BASE,
  type FieldTypeDefinition,
  type ImportParser,
  ok,
  PLAIN,
  refuse,
  TEXT_LIKE,
} from './field-type-parts.ts';
import { importCellText, PLAIN_VALUE_PARTS } from './field-value-text.ts';

/** Free text: a string as typed; a number is kept as its text. */
function checkText(_rules: unknown, value: unknown) {
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return refuse(m.invalidInput);
}

// The address form the sign-in and user screens accept (zod's email rule).
const EMAIL = z.regexes.email;

/** An email address: text that reads as one address, kept without surrounding spaces. */
function checkEmail(_rules: unknown, value: unknown) {
  if (typeof value !== 'string') return refuse(m.invalidEmail);
  const address = value.trim();
  return EMAIL.test(address) ? ok(address) : refuse(m.invalidEmail);
}

function checkNumber(_rules: unknown, value: unknown) {
  if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : refuse(m.invalidNumber);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? ok(number) : refuse(m.invalidNumber);
  }
  return refuse(m.invalidNumber);
}

const parseNumber: ImportParser = (cell, target) => {
  const message = target.isColumn ? importMessages.invalidNumber : importMessages.mustBeNumber(target.label);
  if (typeof cell === 'number') return Number.isFinite(cell) ? ok(cell) : refuse(message);
  const text = importCellText(cell);
  const number = Number(text);
  return text !== '' && Number.isFinite(number) ? ok(number) : refuse(message);
};

const textual = {
  ...BASE,
  ...PLAIN_VALUE_PARTS,
  emptyValue: () => '',
  check: checkText,
  groupable: true,
  filterKind: 'text',
  filterable: true,
  searchable: true,
  prefill: 'startsWith',
} as const;

export const textType: FieldTypeDefinition<'text'> = {
  ...textual,
  ...TEXT_LIKE,
  type: 'text',
  label: 'Text',
};

export const passwordType: FieldTypeDefinition<'password'> = {
  ...textual,
  ...TEXT_LIKE,
  supportsUnique: false,
  type: 'password',
  label: 'Password',
  groupable: false,
  filterable: false,
  searchable: false,
  prefill: null,
};

export const textareaType: FieldTypeDefinition<'textarea'> = {
  ...textual,
  ...TEXT_LIKE,
  type: 'textarea',
  label: 'Text Area',
};

export const richtextType: FieldTypeDefinition<'richtext'> = {
  ...textual,
  ...PLAIN,
  type: 'richtext',
  label: 'Rich Text',
  groupable: false,
};

export const emailType: FieldTypeDefinition<'email'> = {
  ...textual,
  ...TEXT_LIKE,
  type: 'email',
  label: 'Email',
  check: checkEmail,
};

export const numberType: FieldTypeDefinition<'number'> = {
  ...textual,
  ...TEXT_LIKE,
  type: 'number',
  label: 'Number',
  check: checkNumber,
  parseImport: parseNumber,
  filterKind: 'number',
  prefill: 'number',
};
