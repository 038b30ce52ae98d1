import { z } from 'zod';
import { fieldMessages as m } from './field.messages.ts';
import {
  ACCEPTED_FILE_TYPES,
  FIELD_ID_LENGTH,
  FIELD_TYPES,
  MAX_COLUMNS_PER_TABLE,
  MAX_FIELDS_PER_FORM,
  MAX_OPTIONS_PER_FIELD,
  METADATA_FIELD_TYPES,
} from './field-types.ts';

/** Users and user groups named in a rule; a group stands for its members. */
export const principalsSchema = z.object({
  users: z.array(z.string().uuid()).max(10_000).default([]),
  groups: z.array(z.string().uuid()).max(1_000).default([]),
});
export type Principals = z.infer<typeof principalsSchema>;
export const NO_PRINCIPALS: Principals = { users: [], groups: [] };

export const fieldIdSchema = z.string().regex(new RegExp(`^[A-Za-z0-9]{${FIELD_ID_LENGTH}}$`));

/** Options offered by select, multiselect and radio: typed-in values or values taken from another form. */
export const fieldOptionsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('custom'),
    values: z.array(z.string().trim().max(500)).max(MAX_OPTIONS_PER_FIELD),
  }),
  z.object({
    kind: z.literal('foreignKey'),
    /** The foreign form and the field of it whose values are offered. */
    formId: z.string().max(64),
    fieldId: z.string().max(64),
    /** Store a reference to the foreign entry, not only a copy of its value. */
    isReferencedValue: z.boolean().default(false),
    /** Shown in place of the value when the referenced entry no longer exists. */
    fallbackValue: z.string().max(500).default(''),
  }),
]);
export type FieldOptions = z.infer<typeof fieldOptionsSchema>;

export const metadataFieldSchema = z.object({
  id: z.string().min(1).max(64),
  label: z.string().trim().min(1).max(200),
  type: z.enum(METADATA_FIELD_TYPES),
});
export type MetadataField = z.infer<typeof metadataFieldSchema>;

export const defaultValueSchema = z
  .union([z.string().max(100_000), z.number(), z.boolean(), z.array(z.string().max(10_000)).max(1000)])
  .nullable();

/** Properties a field and a table column share. */
const valueSettings = {
  required: z.boolean().default(false),
  placeholder: z.string().max(500).default(''),
  helpText: z.string().max(2000).default(''),
  defaultValue: defaultValueSchema.default(null),
  inputValidation: z.boolean().default(false),
  regex: z.string().max(1000).default(''),
  invalidInputMessage: z.string().max(500).default(''),
  uniqueWithCase: z.boolean().default(false),
  uniqueWithoutCase: z.boolean().default(false),
  options: fieldOptionsSchema.nullable().default(null),
  multiple: z.boolean().default(false),
  accept: z.array(z.enum(ACCEPTED_FILE_TYPES)).max(ACCEPTED_FILE_TYPES.length).default([]),
  maxFileSizeMB: z.number().positive().max(10_240).nullable().default(null),
  maxFiles: z.number().int().positive().max(1000).nullable().default(null),
  allowCamera: z.boolean().default(false),
  addMetaData: z.boolean().default(false),
  metaDataFields: z.array(metadataFieldSchema).max(50).default([]),
};

export const tableColumnSchema = z.object({
  id: z.string().min(1).max(64),
  header: z.string().trim().max(200),
  dataType: z.enum(FIELD_TYPES).exclude(['table']),
  ...valueSettings,
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const fieldConfigSchema = z.object({
  id: fieldIdSchema,
  label: z.string().trim().max(200),
  type: z.enum(FIELD_TYPES),
  strictReadOnly: z.boolean().default(false),
  isTrashed: z.boolean().default(false),
  userLock: z.boolean().default(false),
  viewAccess: principalsSchema.default(NO_PRINCIPALS),
  editAccess: principalsSchema.default(NO_PRINCIPALS),
  allowCopyValue: z.boolean().default(false),
  columns: z.array(tableColumnSchema).max(MAX_COLUMNS_PER_TABLE).default([]),
  ...valueSettings,
});
export type FieldConfig = z.infer<typeof fieldConfigSchema>;
/** A field as the builder holds it before defaults are applied. */
export type FieldConfigInput = z.input<typeof fieldConfigSchema>;

/** The problem of one field that stops the dialog from saving it, in the spec's words; null when none. */
export function fieldProblem(field: FieldConfig): string | null {
  if (!field.label.trim() || !field.type) return m.labelAndTypeRequired;
  const problem = valueProblem(field);
  if (problem) return problem;
  if (field.type === 'table') {
    if (field.columns.length === 0) return m.tableNeedsColumn;
    for (const column of field.columns) {
      const problem = columnProblem(column);
      if (problem) return problem;
    }
  }
  return null;
}

/** The problem of one table column that stops the Add Table Column dialog from saving it; null when none. */
export function columnProblem(column: TableColumn): string | null {
  if (!column.header.trim()) return m.columnHeaderRequired;
  return valueProblem(column);
}

type ValueSettings = Pick<FieldConfig, 'inputValidation' | 'regex' | 'invalidInputMessage' | 'options'>;

function valueProblem(settings: ValueSettings): string | null {
  if (settings.inputValidation) {
    if (!settings.regex.trim() || !settings.invalidInputMessage.trim()) return m.regexRequired;
    if (!isValidRegex(settings.regex)) return m.invalidRegex;
  }
  if (settings.options?.kind === 'foreignKey' && (!settings.options.formId || !settings.options.fieldId)) {
    return m.foreignKeyIncomplete;
  }
  return null;
}

export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** A form's whole field list as the server accepts it: every field sound, ids unique. */
export const fieldListSchema = z
  .array(fieldConfigSchema)
  .max(MAX_FIELDS_PER_FORM, m.tooManyFields)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.id))
        ctx.addIssue({ code: 'custom', message: m.duplicateFieldIds, path: [index, 'id'] });
      seen.add(field.id);
      if (field.isTrashed) return;
      const problem = fieldProblem(field);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index] });
    });
  });
