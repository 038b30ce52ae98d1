import { describe, expect, it } from 'vitest';
import { entryMessages } from '../entries/entries.messages.ts';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { EMPTY_DATA_ACCESS } from '../forms/forms.schemas.ts';
import {
  type TemplateDataActor,
  templateEntryRefusal,
  templateFieldAccess,
  templateUploadRefusal,
} from './template-data-rules.ts';
import { templateMessages } from './templates.messages.ts';

const actor = (overrides: Partial<TemplateDataActor> = {}): TemplateDataActor => ({
  id: 'user',
  isCreator: false,
  isOrgAdmin: false,
  groupIds: [],
  ...overrides,
});
const form = (overrides: { owner?: string | null; users?: string[]; groups?: string[] } = {}) => ({
  owner: overrides.owner ?? null,
  formDataAccess: {
    ...EMPTY_DATA_ACCESS,
    create_data: { users: overrides.users ?? [], groups: overrides.groups ?? [] },
  },
});

describe('templateEntryRefusal', () => {
  it('lets creators, org admins, the owner, create_data users and members of a listed group in', () => {
    expect(templateEntryRefusal(actor({ isCreator: true }), form())).toBeNull();
    expect(templateEntryRefusal(actor({ isOrgAdmin: true }), form())).toBeNull();
    expect(templateEntryRefusal(actor(), form({ owner: 'user' }))).toBeNull();
    expect(templateEntryRefusal(actor(), form({ users: ['user'] }))).toBeNull();
    expect(templateEntryRefusal(actor({ groupIds: ['g1'] }), form({ groups: ['g1'] }))).toBeNull();
  });

  it('refuses everyone else in the spec’s words', () => {
    const refusal = 'You do not have permission to enter data for this form.';
    expect(templateMessages.noEntryPermission).toBe(refusal);
    expect(templateEntryRefusal(actor(), form())).toBe(refusal);
    expect(templateEntryRefusal(actor(), form({ owner: 'someone', users: ['other'], groups: ['g2'] }))).toBe(
      refusal,
    );
    expect(templateEntryRefusal(actor({ groupIds: ['g1'] }), form({ groups: ['g2'] }))).toBe(refusal);
  });
});

type Names = { users?: string[]; groups?: string[] };
const principals = (names: Names) => ({ users: names.users ?? [], groups: names.groups ?? [] });
const locked = (edit: Names, view: Names) => ({
  userLock: true,
  editAccess: principals(edit),
  viewAccess: principals(view),
});

describe('templateFieldAccess', () => {
  it('leaves a field without a lock editable by everyone', () => {
    const open = fieldConfigSchema.parse({ id: 'abcd1234', label: 'Open', type: 'text' });
    expect(templateFieldAccess(actor(), open)).toBe('edit');
  });

  it('lets admins and creators edit any locked field', () => {
    const field = locked({ users: ['someone'] }, { users: ['someone'] });
    expect(templateFieldAccess(actor({ isCreator: true }), field)).toBe('edit');
    expect(templateFieldAccess(actor({ isOrgAdmin: true }), field)).toBe('edit');
  });

  it('reads an empty edit list as everyone', () => {
    expect(templateFieldAccess(actor(), locked({}, { users: ['someone'] }))).toBe('edit');
  });

  it('lets editors named directly or by a group edit', () => {
    expect(templateFieldAccess(actor(), locked({ users: ['user'] }, { users: ['x'] }))).toBe('edit');
    expect(templateFieldAccess(actor({ groupIds: ['g'] }), locked({ groups: ['g'] }, { users: ['x'] }))).toBe(
      'edit',
    );
  });

  it('shows the field read-only to viewers, and to everyone when the view list is empty', () => {
    expect(templateFieldAccess(actor(), locked({ users: ['x'] }, { users: ['user'] }))).toBe('view');
    expect(templateFieldAccess(actor({ groupIds: ['g'] }), locked({ users: ['x'] }, { groups: ['g'] }))).toBe(
      'view',
    );
    expect(templateFieldAccess(actor(), locked({ users: ['x'] }, {}))).toBe('view');
  });

  it('hides the field from those neither list lets in', () => {
    expect(templateFieldAccess(actor(), locked({ users: ['x'] }, { users: ['y'] }))).toBe('hidden');
    expect(
      templateFieldAccess(actor({ groupIds: ['g'] }), locked({ groups: ['h'] }, { groups: ['i'] })),
    ).toBe('hidden');
  });
});

describe('templateUploadRefusal', () => {
  const editor = '00000000-0000-4000-8000-000000000001';
  const locked = fieldConfigSchema.parse({
    id: 'photo001',
    label: 'Photo',
    type: 'file',
    userLock: true,
    editAccess: { users: [editor], groups: [] },
  });
  it('lets creators, and those who may enter data and write the field, upload', () => {
    expect(templateUploadRefusal(actor({ isCreator: true }), form(), locked)).toBeNull();
    expect(templateUploadRefusal(actor({ id: editor }), form({ users: [editor] }), locked)).toBeNull();
  });
  it('refuses those who may not enter data, then those a lock keeps out', () => {
    expect(templateUploadRefusal(actor(), form(), locked)).toBe(templateMessages.noEntryPermission);
    expect(templateUploadRefusal(actor(), form({ users: ['user'] }), locked)).toBe(entryMessages.lockedField);
  });
});
