import type { Reach, RightsTable } from '../access/scoped-rights.ts';
import { DATA_ACCESS_KEYS, type DataAccessKey } from '../forms/forms.schemas.ts';

/**
 * Data management names no app roles: each form's data-access lists are the roles (forms spec §3, §6), and
 * the org admin and the form's owner hold every data right of the form.
 */
export type DataRole = 'form_admin' | DataAccessKey;

export type DataAction = 'create' | 'view' | 'update' | 'trash' | 'delete';

/** The all-data and self-data lists of each action: a new action does not compile until it names its lists. */
const LISTS: Record<DataAction, { all: DataAccessKey; self: DataAccessKey | null }> = {
  create: { all: 'create_data', self: null },
  view: { all: 'view_all_data', self: 'view_self_data' },
  update: { all: 'update_all_data', self: 'update_self_data' },
  trash: { all: 'trash_all_data', self: 'trash_self_data' },
  delete: { all: 'delete_all_data', self: 'delete_self_data' },
};

// Every list answers every action: its own action's all list reaches every entry, the self list the entries
// the holder created, any other list nothing. Admin and owner reach every entry.
function rowOf(lists: (typeof LISTS)[DataAction]): Record<DataRole, Reach> {
  const reachOfList = (key: DataAccessKey): Reach => {
    if (key === lists.all) return 'all';
    return key === lists.self ? 'own' : 'none';
  };
  const row = Object.fromEntries(DATA_ACCESS_KEYS.map((key) => [key, reachOfList(key)]));
  return { ...(row as Record<DataAccessKey, Reach>), form_admin: 'all' };
}

export const DATA_RIGHTS: RightsTable<DataRole, DataAction> = {
  create: rowOf(LISTS.create),
  view: rowOf(LISTS.view),
  update: rowOf(LISTS.update),
  trash: rowOf(LISTS.trash),
  delete: rowOf(LISTS.delete),
};
