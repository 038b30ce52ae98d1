import type { RightsTable } from '../access/scoped-rights.ts';

/** The expense-management roles (storage and expense spec §6). */
export type ExpenseRole =
  | 'bank-transfer:submit'
  | 'bank-transfer:view_all'
  | 'bank-transfer:view_self'
  | 'bank-transfer:approve_all'
  | 'bank-transfer:approve_all_not_self'
  | 'bank-transfer:edit_all'
  | 'bank-transfer:edit_self';

/** 'approve' covers approving or rejecting items and setting the request status. */
export type ExpenseAction = 'submit' | 'view' | 'approve' | 'edit';

// Short names keep each action on one line, so the table reads as a matrix.
const S = 'bank-transfer:submit';
const VA = 'bank-transfer:view_all';
const VS = 'bank-transfer:view_self';
const AA = 'bank-transfer:approve_all';
const AO = 'bank-transfer:approve_all_not_self';
const EA = 'bank-transfer:edit_all';
const ES = 'bank-transfer:edit_self';

export const EXPENSE_RIGHTS: RightsTable<ExpenseRole, ExpenseAction> = {
  submit: { [S]: 'all', [VA]: 'none', [VS]: 'none', [AA]: 'none', [AO]: 'none', [EA]: 'none', [ES]: 'none' },
  view: { [S]: 'none', [VA]: 'all', [VS]: 'own', [AA]: 'none', [AO]: 'none', [EA]: 'none', [ES]: 'none' },
  // approve_all_not_self approves only requests created by others.
  approve: {
    [S]: 'none',
    [VA]: 'none',
    [VS]: 'none',
    [AA]: 'all',
    [AO]: 'others',
    [EA]: 'none',
    [ES]: 'none',
  },
  // Editing a request means its items and attachments.
  edit: { [S]: 'none', [VA]: 'none', [VS]: 'none', [AA]: 'none', [AO]: 'none', [EA]: 'all', [ES]: 'own' },
};
