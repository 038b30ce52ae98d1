import { describe, expect, it } from 'vitest';
import { fieldMessages as m } from './field.messages.ts';
import { type FieldConfig, fieldListSchema, fieldProblem, isValidRegex } from './field-config.schemas.ts';
import { newField, newTableColumn } from './field-rules.ts';
import { COLUMN_TYPES, FIELD_TYPE_REGISTRY, MAX_FIELDS_PER_FORM } from './field-types.ts';

const field = (overrides: Partial<FieldConfig> = {}): FieldConfig => ({
  ...newField('text', 'Name'),
  ...overrides,
});
const messagesOf = (fields: unknown[]) => {
  const result = fieldListSchema.safeParse(fields);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the problem that stops the field dialog from saving', () => {
  it('needs a label', () => {
    expect(fieldProblem(field({ label: '  ' }))).toBe(m.labelAndTypeRequired);
    expect(fieldProblem(field())).toBeNull();
  });

  it('needs a regex and a message when input validation is on, and a regex that compiles', () => {
    expect(fieldProblem(field({ inputValidation: true }))).toBe(m.regexRequired);
    expect(fieldProblem(field({ inputValidation: true, regex: '\\d+' }))).toBe(m.regexRequired);
    expect(fieldProblem(field({ inputValidation: true, regex: '(', invalidInputMessage: 'No' }))).toBe(
      m.invalidRegex,
    );
    expect(
      fieldProblem(field({ inputValidation: true, regex: '\\d+', invalidInputMessage: 'No' })),
    ).toBeNull();
  });

  it('needs both a form and a field for a foreign key', () => {
    const options = (formId: string, fieldId: string) =>
      ({ kind: 'foreignKey', formId, fieldId, isReferencedValue: false, fallbackValue: '' }) as const;
    expect(fieldProblem(field({ type: 'select', options: options('form', '') }))).toBe(
      m.foreignKeyIncomplete,
    );
    expect(fieldProblem(field({ type: 'select', options: options('', 'abcdefgh') }))).toBe(
      m.foreignKeyIncomplete,
    );
    expect(fieldProblem(field({ type: 'select', options: options('form', 'abcdefgh') }))).toBeNull();
  });

  it('needs a table to have a column, each with a header and sound validation', () => {
    const table = (columns: FieldConfig['columns']) => field({ type: 'table', columns });
    expect(fieldProblem(table([]))).toBe(m.tableNeedsColumn);
    expect(fieldProblem(table([newTableColumn('text', ' ')]))).toBe(m.columnHeaderRequired);
    expect(fieldProblem(table([{ ...newTableColumn('text', 'Item'), inputValidation: true }]))).toBe(
      m.regexRequired,
    );
    expect(fieldProblem(table([newTableColumn('number', 'Qty')]))).toBeNull();
  });

  it('tells a valid regex from an invalid one', () => {
    expect(isValidRegex('^[a-z]+$')).toBe(true);
    expect(isValidRegex('[')).toBe(false);
  });
});

describe('a whole field list', () => {
  it('refuses two fields with one id', () => {
    const a = field();
    expect(messagesOf([a, { ...field(), id: a.id }])).toEqual([m.duplicateFieldIds]);
  });

  it('does not judge removed fields', () => {
    expect(messagesOf([field({ label: '', isTrashed: true }), field()])).toEqual([]);
    expect(messagesOf([field({ label: '' })])).toEqual([m.labelAndTypeRequired]);
  });

  it('refuses ids that are not 8 letters or digits, and tables as columns', () => {
    expect(fieldListSchema.safeParse([{ ...field(), id: 'short' }]).success).toBe(false);
    const column = { ...newTableColumn('text', 'A'), dataType: 'table' };
    expect(fieldListSchema.safeParse([field({ type: 'table', columns: [column as never] })]).success).toBe(
      false,
    );
  });

  it('caps the number of fields', () => {
    const many = Array.from({ length: MAX_FIELDS_PER_FORM + 1 }, () => field());
    expect(messagesOf(many)).toContain(m.tooManyFields);
  });

  it('trims labels and applies defaults to what the builder leaves out', () => {
    const [parsed] = fieldListSchema.parse([{ id: 'abcdefgh', label: ' Name ', type: 'text' }]);
    expect(parsed).toMatchObject({ label: 'Name', required: false, options: null, columns: [], accept: [] });
  });
});

describe('the registry of field types', () => {
  it('lets every type but table be a column', () => {
    expect(COLUMN_TYPES).not.toContain('table');
    expect(COLUMN_TYPES).toHaveLength(Object.keys(FIELD_TYPE_REGISTRY).length - 1);
  });

  it('gives options to select, multiselect and radio only, and files to file only', () => {
    const withOptions = Object.values(FIELD_TYPE_REGISTRY)
      .filter((d) => d.hasOptions)
      .map((d) => d.type);
    expect(withOptions).toEqual(['select', 'multiselect', 'radio']);
    expect(
      Object.values(FIELD_TYPE_REGISTRY)
        .filter((d) => d.isFile)
        .map((d) => d.type),
    ).toEqual(['file']);
  });
});
