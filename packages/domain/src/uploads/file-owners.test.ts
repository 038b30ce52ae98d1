import { describe, expect, it } from 'vitest';
import {
  FILE_OWNER_KINDS,
  type FileOwner,
  type FileOwnerKind,
  fileKeyOf,
  ownerFolder,
  parseEntryFileKey,
  parseFileKey,
} from './file-keys.ts';

const ORG = 'Ab3dEf9h';
const ID = '0b6f3c52-3a52-4c7e-9d8e-2f1a6b7c8d90';
const UPLOAD = 'b'.repeat(32);

/** One owner of each kind, with the key its file gets. */
const examples: { [K in FileOwnerKind]: { owner: Extract<FileOwner, { kind: K }>; key: string } } = {
  'entry-field': {
    owner: { kind: 'entry-field', orgId: ORG, formId: ID, place: 'table', fieldId: 'receipt1' },
    key: `${ORG}/data-${ID}/table-receipt1/${UPLOAD}-Bill_1.pdf`,
  },
  'storage-folder': {
    owner: { kind: 'storage-folder', orgId: ORG, folderId: ID, datePath: '2026/11' },
    key: `${ORG}/folder-${ID}/2026/11/${UPLOAD}-Bill_1.pdf`,
  },
  'template-attachment': {
    owner: { kind: 'template-attachment', orgId: ORG, templateId: ID },
    key: `${ORG}/template-${ID}/${UPLOAD}-Bill_1.pdf`,
  },
  'transfer-request': {
    owner: { kind: 'transfer-request', orgId: ORG, requestId: ID },
    key: `${ORG}/transfer-${ID}/${UPLOAD}-Bill_1.pdf`,
  },
};

describe('file owners', () => {
  it.each(FILE_OWNER_KINDS)('builds the key of a %s file and reads its owner back', (kind) => {
    const { owner, key } = examples[kind];
    expect(fileKeyOf(owner, UPLOAD, 'Bill 1.pdf')).toBe(key);
    expect(key.startsWith(ownerFolder(owner))).toBe(true);
    expect(parseFileKey(key)).toEqual({ owner, fileName: `${UPLOAD}-Bill_1.pdf` });
  });

  it('reads the file field and the table column of entry files apart', () => {
    const key = `${ORG}/data-${ID}/field-photos01/${UPLOAD}-a.png`;
    expect(parseFileKey(key)?.owner).toEqual({
      kind: 'entry-field',
      orgId: ORG,
      formId: ID,
      place: 'field',
      fieldId: 'photos01',
    });
  });

  it('tells entry-file keys from the keys of other owners', () => {
    expect(parseEntryFileKey(examples['storage-folder'].key)).toBeNull();
    expect(parseEntryFileKey(examples['entry-field'].key)?.fieldId).toBe('receipt1');
  });

  it('refuses keys of no known owner, with a malformed id, or that leave their folder', () => {
    for (const key of [
      `${ORG}/drive-${ID}/${UPLOAD}-a.png`,
      `${ORG}/folder-not-a-uuid/${UPLOAD}-a.png`,
      `${ORG}/folder-${ID}/sub/${UPLOAD}-a.png`,
      `${ORG}/template-${ID}/../x.png`,
      `${ORG}/transfer-${ID}/`,
      `Ab-3/transfer-${ID}/${UPLOAD}-a.png`,
      `folder-${ID}/${UPLOAD}-a.png`,
    ]) {
      expect(parseFileKey(key), key).toBeNull();
    }
  });
});
