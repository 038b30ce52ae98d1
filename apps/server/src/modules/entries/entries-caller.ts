import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { formActorOf, formActorWith } from '../forms/form-actor.ts';
import { type FormRow, findForm, findFormWithGroupsOf } from '../forms/forms.repo.ts';

export type EntriesDeps = Pick<AppContext, 'db' | 'storage'>;

/** Who is calling, as the entry rules see them. */
export interface EntriesCaller {
  orgId: string;
  userId: string;
  userName: string;
  actor: FormActor;
}

/**
 * Entries belong to data management, but the Form Data screen of form management shows them too: the caller
 * passes when either app is available to them (license, and the app not blocked). Org sessions only.
 */
export async function entriesCaller(db: DbOrTx, auth: AuthContext): Promise<EntriesCaller> {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(authMessages.userOrOrgNotFound);
  const [, actor] = await Promise.all([
    requireAppAvailable(db, auth, [APP.data, APP.forms]),
    formActorOf(db, auth, auth.orgId),
  ]);
  return { orgId: auth.orgId, userId: auth.user.id, userName: auth.user.name, actor };
}

/**
 * The caller and the form at once, for the busiest requests (a submission, a page of the table): the form
 * and the caller's groups come in one query, beside the license and app gates.
 */
export async function callerWithForm(
  db: Db,
  auth: AuthContext,
  formId: string,
  options: { forWrite?: boolean } = {},
): Promise<{ caller: EntriesCaller; form: FormRow }> {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(authMessages.userOrOrgNotFound);
  const orgId = auth.orgId;
  const [, found] = await Promise.all([
    requireAppAvailable(db, auth, [APP.data, APP.forms]),
    findFormWithGroupsOf(db, orgId, formId, auth.user.id),
  ]);
  const actor = formActorWith(auth, found.groupIds);
  return {
    caller: { orgId, userId: auth.user.id, userName: auth.user.name, actor },
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
  return checkedForm(await findForm(db, caller.orgId, formId), options);
}

function checkedForm(form: FormRow | null, options: { forWrite?: boolean }): FormRow {
  if (!form) throw notFound(m.formNotFound);
  if (options.forWrite && form.isTrashed) throw badRequest(m.formTrashed);
  return form;
}

export const liveFields = (form: Pick<FormRow, 'fieldConfig'>): FieldConfig[] =>
  form.fieldConfig.filter((field) => !field.isTrashed);
