import { describe, expect, it } from 'vitest';
import { formGroupMessages as m } from './form-groups.messages.ts';
import { bulkFormGroupIdsSchema, saveFormGroupSchema } from './form-groups.schemas.ts';

const FORM = '5b0c1c36-7a51-4d8e-9a0e-6f6e2b6f1d11';
const ANN = '0d7f7b0e-3c2a-4b8f-8e51-2a9d4c6b7e10';
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('saving a form group', () => {
  it('trims the name and fills empty people lists', () => {
    const parsed = saveFormGroupSchema.parse({ name: '  Field  ', forms: [{ formId: FORM, users: [ANN] }] });
    expect(parsed).toEqual({ name: 'Field', forms: [{ formId: FORM, users: [ANN], groups: [] }] });
  });

  it('requires a name, with the spec message, blank or missing', () => {
    const forms = [{ formId: FORM }];
    expect(firstMessage(saveFormGroupSchema.safeParse({ name: '   ', forms }))).toBe(m.nameRequired);
    expect(firstMessage(saveFormGroupSchema.safeParse({ forms }))).toBe(m.nameRequired);
  });

  it('requires at least one form, with the spec message', () => {
    expect(firstMessage(saveFormGroupSchema.safeParse({ name: 'G', forms: [] }))).toBe(m.formsRequired);
    expect(firstMessage(saveFormGroupSchema.safeParse({ name: 'G' }))).toBe(m.formsRequired);
  });
});

describe('bulk selections', () => {
  it('need at least one group', () => {
    expect(firstMessage(bulkFormGroupIdsSchema.safeParse({ ids: [] }))).toBe(m.selectGroups);
    expect(bulkFormGroupIdsSchema.safeParse({ ids: [FORM] }).success).toBe(true);
  });
});
