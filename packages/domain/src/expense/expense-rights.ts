import type { RightsTable } from '../access/scoped-rights.ts';

/** The expense-management roles (storage and expense spec §6). */
export const EXPENSE_ROLE = {
  submit: 'bank-transfer:submit',
  viewAll: 'bank-transfer:view_all',
  viewSelf: 'bank-transfer:view_self',
  approveAll: 'bank-transfer:approve_all',
  approveOthers: 'bank-transfer:approve_all_not_self',
  editAll: 'bank-transfer:edit_all',
  editSelf: 'bank-transfer:edit_self',
  /** Not in the spec: keeps the bank accounts, parties and individuals requests choose from (decision 0027). */
  managePayees: 'bank-transfer:manage_payees',
} as const;
export type ExpenseRole = (typeof EXPENSE_ROLE)[keyof typeof EXPENSE_ROLE];

/**
 * 'approve' covers approving or rejecting items and setting the request status; 'manage-payees' the
 * Expense Settings screen (bank accounts, parties, individuals).
 */
export type ExpenseAction = 'submit' | 'view' | 'approve' | 'edit' | 'manage-payees';

// Short names keep each action on one line, so the table reads as a matrix.
const { submit: S, viewAll: VA, viewSelf: VS, approveAll: AA, approveOthers: AO } = EXPENSE_ROLE;
const { editAll: EA, editSelf: ES, managePayees: MP } = EXPENSE_ROLE;

export const EXPENSE_RIGHTS: RightsTable<ExpenseRole, ExpenseAction> = {
  submit: {
    [S]: 'all',
    [VA]: 'none',
    [VS]: 'none',
    [AA]: 'none',
    [AO]: 'none',
    [EA]: 'none',
    [ES]: 'none',
    [MP]: 'none',
  },
  view: {
    [S]: 'none',
    [VA]: 'all',
    [VS]: 'own',
    [AA]: 'none',
    [AO]: 'none',
    [EA]: 'none',
    [ES]: 'none',
    [MP]: 'none',
  },
  // approve_all_not_self approves only requests created by others.
  approve: {
    [S]: 'none',
    [VA]: 'none',
    [VS]: 'none',
    [AA]: 'all',
    [AO]: 'others',
    [EA]: 'none',
    [ES]: 'none',
    [MP]: 'none',
  },
  // Editing a request means its items and attachments.
  edit: {
    [S]: 'none',
    [VA]: 'none',
    [VS]: 'none',
    [AA]: 'none',
    [AO]: 'none',
    [EA]: 'all',
    [ES]: 'own',
    [MP]: 'none',
  },
  'manage-payees': {
    [S]: 'none',
    [VA]: 'none',
    [VS]: 'none',
    [AA]: 'none',
    [AO]: 'none',
    [EA]: 'none',
    [ES]: 'none',
    [MP]: 'all',
  },
};
