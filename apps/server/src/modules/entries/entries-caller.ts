import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { type FormCaller, formActorWith, formCaller } from '../forms/form-actor.ts';
import { type FormRow, orgForm, orgFormWithGroupsOf } from '../forms/forms.queries.ts';
import { formReadAlong } from './entries-session.ts';

export type EntriesDeps = Pick<AppContext, 'db' | 'storage'>;

/** Who is calling, as the entry rules see them. */
export type EntriesCaller = FormCaller;

/**
 * Entries belong to data management, but the Form Data screen of form management shows them too: the caller
 * passes when either app is available to them (license, and the app not blocked). Org sessions only.
 */
export function entriesCaller(db: DbOrTx, auth: AuthContext): Promise<EntriesCaller> {
  return formCaller(db, auth, [APP.data, APP.forms]);
}

/**
 * The caller and the form at once, for the busiest requests (a submission, a page of the table): the form
 * and the caller's groups come in one query, beside the license and app gates, or with the session itself
 * when the route read them along (authWithForm).
 */
export async function callerWithForm(
  db: Db,
  auth: AuthContext,
  formId: string,
  options: { forWrite?: boolean } = {},
): Promise<{ caller: EntriesCaller; form: FormRow }> {
  const caller = orgCaller(auth);
  requireAppAvailable(auth, [APP.data, APP.forms]);
  const found =
    formReadAlong(auth, formId) ?? (await orgFormWithGroupsOf(db, caller.orgId, formId, caller.userId));
  return {
    caller: { ...caller, actor: formActorWith(auth, found.groupIds) },
    form: checkedForm(found.form, options),
  };
}

/** The form of the caller's organisation (another organisation's form is not found). */
export async function formOf(
  db: DbOrTx,
  caller: EntriesCaller,
  formId: string,
  options: { forWrite?: boolean } = {},
): Promise<FormRow> {
  return checkedForm(await orgForm(db, caller.orgId, formId), options);
}

function checkedForm(form: FormRow | null, options: { forWrite?: boolean }): FormRow {
  if (!form) throw notFound(m.formNotFound);
  if (options.forWrite && form.isTrashed) throw badRequest(m.formTrashed);
  return form;
}

export const liveFields = (form: Pick<FormRow, 'fieldConfig'>): FieldConfig[] =>
  form.fieldConfig.filter((field) => !field.isTrashed);
