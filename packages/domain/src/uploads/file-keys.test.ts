import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../fields/field-config.schemas.ts';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { misplacedFileKeys, removedFileKeys, storedFileKeys } from './entry-files.ts';
import { entryFileFolder, fileKeyOf, parseEntryFileKey, safeFileName } from './file-keys.ts';

const ORG = 'Ab3dEf9h';
const FORM = '0b6f3c52-3a52-4c7e-9d8e-2f1a6b7c8d90';
const UPLOAD = 'a'.repeat(32);

describe('file keys', () => {
  it('builds a key under the organisation, form and field, and reads it back', () => {
    const key = fileKeyOf(
      { kind: 'entry-field', orgId: ORG, formId: FORM, place: 'field', fieldId: 'photos01' },
      UPLOAD,
      'My CV.pdf',
    );
    expect(key).toBe(`${ORG}/data-${FORM}/field-photos01/${UPLOAD}-My_CV.pdf`);
    expect(key.startsWith(entryFileFolder(ORG, FORM, 'photos01', false))).toBe(true);
    expect(parseEntryFileKey(key)).toEqual({
      orgId: ORG,
      formId: FORM,
      place: 'field',
      fieldId: 'photos01',
      fileName: `${UPLOAD}-My_CV.pdf`,
    });
  });

  it('refuses keys that leave their folder or are not entry files', () => {
    expect(parseEntryFileKey(`${ORG}/data-${FORM}/field-photos01/../../x`)).toBeNull();
    expect(parseEntryFileKey(`${ORG}/data-${FORM}/field-photos01/a/b.png`)).toBeNull();
    expect(parseEntryFileKey(`${ORG}/logo.png`)).toBeNull();
    expect(parseEntryFileKey('')).toBeNull();
  });

  it('makes any file name safe for a key', () => {
    expect(safeFileName('Reçu été 2024.jpg')).toBe('Recu_ete_2024.jpg');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('???')).toBe('file');
    expect(safeFileName(`${'x'.repeat(300)}.png`)).toHaveLength(120);
  });
});

describe('files of an entry', () => {
  const fields: FieldConfig[] = [
    fieldConfigSchema.parse({ id: 'photos01', label: 'Photos', type: 'file' }),
    fieldConfigSchema.parse({
      id: 'receipt1',
      label: 'Receipts',
      type: 'table',
      columns: [
        { id: 'scan', header: 'Scan', dataType: 'file' },
        { id: 'note', header: 'Note', dataType: 'text' },
      ],
    }),
    fieldConfigSchema.parse({ id: 'name0001', label: 'Name', type: 'text' }),
  ];
  const data = {
    photos01: [
      { id: 'k1', name: 'a.png' },
      { id: 'k2', name: 'b.png' },
    ],
    receipt1: [{ scan: [{ id: 'k3', name: 'r.pdf' }], note: 'k9' }, { note: 'no scan' }],
    name0001: 'k4',
  };

  it('lists the keys held by file fields and file columns only', () => {
    expect(storedFileKeys(fields, data)).toEqual(['k1', 'k2', 'k3']);
  });

  it('lists the keys an update removed', () => {
    const after = { ...data, photos01: [{ id: 'k2', name: 'b.png' }], receipt1: [] };
    expect(removedFileKeys(fields, data, after)).toEqual(['k1', 'k3']);
  });

  it('finds file ids that were not uploaded into that field of that form', () => {
    const own = fileKeyOf(
      { kind: 'entry-field', orgId: ORG, formId: FORM, place: 'field', fieldId: 'photos01' },
      UPLOAD,
      'a.png',
    );
    const cell = fileKeyOf(
      { kind: 'entry-field', orgId: ORG, formId: FORM, place: 'table', fieldId: 'receipt1' },
      UPLOAD,
      'r.pdf',
    );
    const elsewhere = fileKeyOf(
      { kind: 'entry-field', orgId: 'Other123', formId: FORM, place: 'field', fieldId: 'photos01' },
      UPLOAD,
      'b.png',
    );
    const values = {
      photos01: [
        { id: own, name: 'a.png' },
        { id: elsewhere, name: 'b.png' },
        { id: cell, name: 'r.pdf' },
      ],
      receipt1: [{ scan: [{ id: cell, name: 'r.pdf' }] }],
    };
    expect(misplacedFileKeys(ORG, FORM, fields, values)).toEqual([elsewhere, cell]);
  });
});
