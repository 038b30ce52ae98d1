import { describe, expect, it } from 'vitest';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import type { FormActor, FormFacts } from '../forms/form-permissions.ts';
import { formAccessConfigSchema } from '../forms/forms.schemas.ts';
import { fileRefusal, uploadPermissionRefusal, uploadTarget } from './upload-rules.ts';

const MB = 1024 * 1024;
const photos = fieldConfigSchema.parse({
  id: 'photos01',
  label: 'Photos',
  type: 'file',
  accept: ['.png', '.jpg'],
});
const table = fieldConfigSchema.parse({
  id: 'receipt1',
  label: 'Receipts',
  type: 'table',
  columns: [
    { id: 'scan', header: 'Scan', dataType: 'file', maxFileSizeMB: 2 },
    { id: 'note', header: 'Note', dataType: 'text' },
  ],
});
const removed = fieldConfigSchema.parse({ id: 'old00001', label: 'Old', type: 'file', isTrashed: true });
const text = fieldConfigSchema.parse({ id: 'name0001', label: 'Name', type: 'text' });
const fields = [photos, table, removed, text];

describe('the field an upload names', () => {
  it('finds live file fields and file columns of table fields', () => {
    expect(uploadTarget(fields, 'photos01', undefined)?.rules).toBe(photos);
    expect(uploadTarget(fields, 'receipt1', 'scan')?.column?.id).toBe('scan');
  });

  it('finds nothing for removed fields, other types and non-file columns', () => {
    expect(uploadTarget(fields, 'old00001', undefined)).toBeNull();
    expect(uploadTarget(fields, 'name0001', undefined)).toBeNull();
    expect(uploadTarget(fields, 'receipt1', 'note')).toBeNull();
    expect(uploadTarget(fields, 'receipt1', undefined)).toBeNull();
    expect(uploadTarget(fields, 'photos01', 'scan')).toBeNull();
  });
});

describe('the file itself', () => {
  it('refuses extensions outside the accept list, in the spec words', () => {
    expect(fileRefusal(photos, 'cat.PNG', 10)).toBeNull();
    expect(fileRefusal(photos, 'virus.exe', 10)).toBe('.exe file is not allowed');
    expect(fileRefusal({ accept: ['any'], maxFileSizeMB: null }, 'virus.exe', 10)).toBeNull();
    expect(fileRefusal({ accept: [], maxFileSizeMB: null }, 'README', 10)).toBeNull();
  });

  it('refuses sizes over the limit, 5 MB by default', () => {
    expect(fileRefusal(photos, 'a.png', 5 * MB)).toBeNull();
    expect(fileRefusal(photos, 'a.png', 5 * MB + 1)).toBe('Total file size exceeds 5MB limit');
    expect(fileRefusal({ accept: [], maxFileSizeMB: 2 }, 'a.png', 2 * MB + 1)).toBe(
      'Total file size exceeds 2MB limit',
    );
  });
});

describe('who may upload', () => {
  const actor: FormActor = { id: '00000000-0000-4000-8000-000000000001', isOrgAdmin: false, groupIds: [] };
  const named = { users: [actor.id], groups: [] };
  const form = (access: object): FormFacts => formAccessConfigSchema.parse(access);

  it('lets data enterers and updaters upload, and refuses others with the spec reason', () => {
    expect(
      uploadPermissionRefusal(actor, form({ formDataAccess: { create_data: named } }), photos),
    ).toBeNull();
    expect(
      uploadPermissionRefusal(actor, form({ formDataAccess: { update_self_data: named } }), photos),
    ).toBeNull();
    expect(uploadPermissionRefusal(actor, form({}), photos)).toBe(
      'You do not have permission to enter data for this form.',
    );
    expect(uploadPermissionRefusal({ ...actor, isOrgAdmin: true }, form({}), photos)).toBeNull();
  });

  it('refuses a locked field to those it does not let edit', () => {
    const locked = { ...photos, userLock: true, viewAccess: named };
    const access = form({ formDataAccess: { create_data: named } });
    expect(uploadPermissionRefusal(actor, access, locked)).toBe(
      "You don't have permission to enter data in this field",
    );
    expect(uploadPermissionRefusal(actor, access, { ...locked, editAccess: named })).toBeNull();
  });
});
