import { describe, expect, it } from 'vitest';
import { disabledRoles } from '../access/access-assignment.ts';
import { APP, APP_CATALOGUE } from '../access/apps.catalogue.ts';
import { catalogueProblems, mayAct, mustScopeToOwn, reachOf } from '../access/scoped-rights.ts';
import { EXPENSE_RIGHTS, type ExpenseAction } from './expense-rights.ts';

const catalogue = APP_CATALOGUE.find((app) => app.app_name === APP.expense)?.available_access ?? [];

describe('expense-management rights', () => {
  it('answers for exactly the roles of the catalogue, whose conflicts are variants of one right', () => {
    expect(catalogueProblems(EXPENSE_RIGHTS, catalogue)).toEqual([]);
  });

  it('never lets the two variants of a right be held together', () => {
    expect(disabledRoles(catalogue, ['bank-transfer:view_all'])).toEqual(
      new Set(['bank-transfer:view_self']),
    );
    expect(disabledRoles(catalogue, ['bank-transfer:approve_all_not_self'])).toEqual(
      new Set(['bank-transfer:approve_all']),
    );
    expect(disabledRoles(catalogue, ['bank-transfer:edit_all', 'bank-transfer:submit'])).toEqual(
      new Set(['bank-transfer:edit_self']),
    );
  });

  it('opens the request form only with submit', () => {
    expect(reachOf(EXPENSE_RIGHTS, ['bank-transfer:submit'], 'submit')).toBe('all');
    expect(reachOf(EXPENSE_RIGHTS, ['bank-transfer:view_all', 'bank-transfer:edit_all'], 'submit')).toBe(
      'none',
    );
  });

  it('lists every request with view_all and own requests with view_self', () => {
    expect(reachOf(EXPENSE_RIGHTS, ['bank-transfer:view_all'], 'view')).toBe('all');
    expect(mustScopeToOwn(EXPENSE_RIGHTS, ['bank-transfer:view_self'], 'view')).toBe(true);
    expect(mustScopeToOwn(EXPENSE_RIGHTS, ['bank-transfer:view_all'], 'view')).toBe(false);
  });

  // [role, action, on one's own request, allowed]
  const answers: Array<[string, ExpenseAction, boolean, boolean]> = [
    ['bank-transfer:approve_all', 'approve', true, true],
    ['bank-transfer:approve_all_not_self', 'approve', false, true],
    ['bank-transfer:approve_all_not_self', 'approve', true, false],
    ['bank-transfer:edit_all', 'approve', false, false],
    ['bank-transfer:edit_all', 'edit', false, true],
    ['bank-transfer:edit_self', 'edit', true, true],
    ['bank-transfer:edit_self', 'edit', false, false],
    ['bank-transfer:manage_payees', 'manage-payees', false, true],
    ['bank-transfer:approve_all', 'manage-payees', false, false],
    ['bank-transfer:manage_payees', 'approve', false, false],
  ];
  it.each(answers)('%s may %s (own request: %s): %s', (role, action, isOwn, allowed) => {
    expect(mayAct(EXPENSE_RIGHTS, [role], action, isOwn)).toBe(allowed);
  });
});
