import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { type FormRow, findForm, findFormWithGroupsOf } from './forms.repo.ts';

// What the entries, import, export and files modules read of forms; they never query forms themselves.

export type { FormRow };

/** A form of the organisation with its fields, or null: another organisation's form is not found. */
export function orgForm(db: DbOrTx, orgId: string, formId: string): Promise<FormRow | null> {
  return findForm(db, orgId, formId);
}

/** The same, with the ids of the live user groups the user belongs to, in one query. */
export function orgFormWithGroupsOf(
  db: Db,
  orgId: string,
  formId: string,
  userId: string,
): Promise<{ form: FormRow | null; groupIds: string[] }> {
  return findFormWithGroupsOf(db, orgId, formId, userId);
}
