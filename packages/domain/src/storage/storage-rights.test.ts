import { describe, expect, it } from 'vitest';
import { disabledRoles } from '../access/access-assignment.ts';
import { APP, APP_CATALOGUE } from '../access/apps.catalogue.ts';
import { catalogueProblems, mayAct, mustScopeToOwn, reachOf } from '../access/scoped-rights.ts';
import { folderRolesOf, STORAGE_RIGHTS } from './storage-rights.ts';

const catalogue = APP_CATALOGUE.find((app) => app.app_name === APP.storage)?.available_folder_access ?? [];

describe('storage rights, per folder', () => {
  it('answers for exactly the folder roles of the catalogue, whose conflicts are variants of one right', () => {
    expect(catalogueProblems(STORAGE_RIGHTS, catalogue)).toEqual([]);
  });

  it('never lets the all and self variants be held together', () => {
    expect(disabledRoles(catalogue, ['view_bills:view_all'])).toEqual(new Set(['view_bills:view_self']));
    expect(disabledRoles(catalogue, ['view_bills:edit_self'])).toEqual(new Set(['view_bills:edit_all']));
  });

  it('shows every file with view_all or edit_all, and own uploads with only the self variants', () => {
    expect(reachOf(STORAGE_RIGHTS, ['view_bills:view_all'], 'view')).toBe('all');
    expect(reachOf(STORAGE_RIGHTS, ['view_bills:view_self', 'view_bills:edit_all'], 'view')).toBe('all');
    expect(mustScopeToOwn(STORAGE_RIGHTS, ['view_bills:view_self', 'view_bills:edit_self'], 'view')).toBe(
      true,
    );
  });

  it('lets only view_all filter by uploader', () => {
    expect(reachOf(STORAGE_RIGHTS, ['view_bills:view_all'], 'filter-by-uploader')).toBe('all');
    const others = ['view_bills:view_self', 'view_bills:edit_all', 'view_bills:edit_self'];
    expect(reachOf(STORAGE_RIGHTS, others, 'filter-by-uploader')).toBe('none');
  });

  it('deletes with edit_all, or edit_self on own files', () => {
    expect(mayAct(STORAGE_RIGHTS, ['view_bills:edit_all'], 'delete', false)).toBe(true);
    expect(mayAct(STORAGE_RIGHTS, ['view_bills:edit_self'], 'delete', true)).toBe(true);
    expect(mayAct(STORAGE_RIGHTS, ['view_bills:edit_self'], 'delete', false)).toBe(false);
    expect(mayAct(STORAGE_RIGHTS, ['view_bills:view_all'], 'delete', true)).toBe(false);
  });

  it('reads the roles of one folder from the access entry', () => {
    const folder = (id: string, roles: string[]) => ({ folder_name: id, folder_drive_id: id, roles });
    const actor = {
      access: [{ app: APP.storage, role: [], folders: [folder('bills', ['view_bills:view_self'])] }],
    };
    expect(folderRolesOf(actor, 'bills')).toEqual(['view_bills:view_self']);
    expect(folderRolesOf(actor, 'receipts')).toEqual([]);
    expect(folderRolesOf({ access: [] }, 'bills')).toEqual([]);
  });
});
