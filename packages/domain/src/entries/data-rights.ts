import type { RightsTable } from '../access/scoped-rights.ts';
import type { DataAccessKey } from '../forms/forms.schemas.ts';

/**
 * Data management names no app roles: each form's data-access lists are the roles (forms spec §3, §6), and
 * the org admin and the form's owner hold every data right of the form.
 */
export type DataRole = 'form_admin' | DataAccessKey;

export type DataAction = 'create' | 'view' | 'update' | 'trash' | 'delete';

const ADMIN = 'form_admin';

// The self-data lists reach only the entries the holder created.
export const DATA_RIGHTS: RightsTable<DataRole, DataAction> = {
  create: {
    [ADMIN]: 'all',
    create_data: 'all',
    view_all_data: 'none',
    view_self_data: 'none',
    update_all_data: 'none',
    update_self_data: 'none',
    trash_all_data: 'none',
    trash_self_data: 'none',
    delete_all_data: 'none',
    delete_self_data: 'none',
  },
  view: {
    [ADMIN]: 'all',
    create_data: 'none',
    view_all_data: 'all',
    view_self_data: 'own',
    update_all_data: 'none',
    update_self_data: 'none',
    trash_all_data: 'none',
    trash_self_data: 'none',
    delete_all_data: 'none',
    delete_self_data: 'none',
  },
  update: {
    [ADMIN]: 'all',
    create_data: 'none',
    view_all_data: 'none',
    view_self_data: 'none',
    update_all_data: 'all',
    update_self_data: 'own',
    trash_all_data: 'none',
    trash_self_data: 'none',
    delete_all_data: 'none',
    delete_self_data: 'none',
  },
  trash: {
    [ADMIN]: 'all',
    create_data: 'none',
    view_all_data: 'none',
    view_self_data: 'none',
    update_all_data: 'none',
    update_self_data: 'none',
    trash_all_data: 'all',
    trash_self_data: 'own',
    delete_all_data: 'none',
    delete_self_data: 'none',
  },
  delete: {
    [ADMIN]: 'all',
    create_data: 'none',
    view_all_data: 'none',
    view_self_data: 'none',
    update_all_data: 'none',
    update_self_data: 'none',
    trash_all_data: 'none',
    trash_self_data: 'none',
    delete_all_data: 'all',
    delete_self_data: 'own',
  },
};
