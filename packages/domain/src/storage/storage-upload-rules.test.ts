import { describe, expect, it } from 'vitest';
import { createFolderRefusal } from './folder-rules.ts';
import { storageMessages as m } from './storage.messages.ts';
import {
  agreedContentType,
  latestIssuedOn,
  storageExtensionOf,
  storageFileNameRefusal,
  utf8Length,
} from './storage-upload-rules.ts';

describe('createFolderRefusal', () => {
  const good = { basePath: 'bills/2026_receipts', displayName: 'Receipts', creationConfig: 'ym' as const };
  it('accepts cleaned segments and refuses in the order the screen asks', () => {
    expect(createFolderRefusal(good)).toBeNull();
    expect(createFolderRefusal({ ...good, basePath: '' })).toBe(m.selectPath);
    expect(createFolderRefusal({ ...good, basePath: 'bills/', displayName: '' })).toBe(m.enterFolderName);
    expect(createFolderRefusal({ ...good, basePath: 'bills/new one' })).toBe(m.enterFolderName);
    expect(createFolderRefusal({ ...good, basePath: 'a/b/c/d/e/f/g/h/i', displayName: '' })).toBe(
      m.pathTooDeep,
    );
    expect(createFolderRefusal({ ...good, displayName: ' ', creationConfig: '' })).toBe(m.enterDisplayName);
    expect(createFolderRefusal({ ...good, creationConfig: '' })).toBe(m.selectCreationConfig);
  });
});

describe('file names', () => {
  it('counts UTF-8 bytes and refuses long names, path parts and control characters', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(storageFileNameRefusal('March bill (1).pdf')).toBeNull();
    expect(storageFileNameRefusal(`${'€'.repeat(83)}.pdf`)).toBeNull();
    for (const name of [`${'€'.repeat(84)}.pdf`, 'a/b.pdf', 'a\\b.pdf', 'a\nb.pdf', 'a..pdf', ' '])
      expect(storageFileNameRefusal(name), name).toBe(m.badFileName);
    expect(storageExtensionOf('Bill.PDF')).toBe('.pdf');
    expect(storageExtensionOf('.pdf')).toBe('');
  });
});

describe('agreedContentType', () => {
  it('takes the sniffed type only when the extension agrees', () => {
    expect(agreedContentType('.jpeg', { ext: 'jpg', mime: 'image/jpeg' })).toBe('image/jpeg');
    expect(agreedContentType('.pdf', { ext: 'png', mime: 'image/png' })).toBeNull();
    expect(agreedContentType('.xls', { ext: 'cfb', mime: 'application/x-cfb' })).toBe(
      'application/vnd.ms-excel',
    );
    expect(agreedContentType('.doc', { ext: 'cfb', mime: 'application/x-cfb' })).toBe('application/msword');
    expect(agreedContentType('.xlsx', undefined)).toBeNull();
    expect(agreedContentType('.zip', { ext: 'zip', mime: 'application/zip' })).toBeNull();
  });
});

describe('latestIssuedOn', () => {
  it('is today at UTC+14', () => {
    expect(latestIssuedOn(new Date('2026-11-24T09:59:59Z'))).toBe('2026-11-24');
    expect(latestIssuedOn(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });
});
