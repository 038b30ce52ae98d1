import { describe, expect, it } from 'vitest';
import { cleanFolderSegment, datePathOf } from './storage.schemas.ts';
import { folderRights } from './storage-rights.ts';

describe('folder rights and the access line', () => {
  it('names each held role in the spec words, and View None when there is none', () => {
    expect(folderRights(['view_bills:view_all', 'view_bills:edit_self']).accessLine).toBe(
      'View All · Edit Self',
    );
    expect(folderRights([]).accessLine).toBe('View None');
  });

  it('sees everything with view_all, only own files with the self variants, deletes as the roles say', () => {
    expect(folderRights(['view_bills:view_self', 'view_bills:edit_self'])).toMatchObject({
      view: 'own',
      delete: 'own',
      filterByUploader: false,
    });
    expect(folderRights(['view_bills:view_all'])).toMatchObject({
      view: 'all',
      delete: 'none',
      filterByUploader: true,
    });
    expect(folderRights([], true)).toMatchObject({ view: 'all', delete: 'all', filterByUploader: true });
  });
});

describe('folder paths', () => {
  it('turns spaces into underscores and keeps only letters, digits, underscore and hyphen', () => {
    expect(cleanFolderSegment('Travel bills 2026/ä*')).toBe('Travel_bills_2026');
  });

  it('places an upload by its issued date as the creation configuration says', () => {
    expect(datePathOf('y', '2026-11-24')).toBe('2026');
    expect(datePathOf('ym', '2026-11-24')).toBe('2026/11');
    expect(datePathOf('ymd', '2026-11-24')).toBe('2026/11/24');
    expect(datePathOf('none', '2026-11-24')).toBe('');
  });
});
