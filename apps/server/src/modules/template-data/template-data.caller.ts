import {
  type TemplateDataActor,
  templateEntryRefusal,
} from '@atrium/domain/templates/template-data-rules.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type FormRow, orgFormWithGroupsOf } from '../forms/forms.queries.ts';

/** Who enters data on a template form, and the organisation that holds it (the writer of its entries). */
export interface TemplateDataCaller {
  orgId: string;
  userId: string;
  userName: string;
  actor: TemplateDataActor;
}

/**
 * Creators work in the creators' workspace; members of an organisation reach only their own organisation's
 * template forms (none today, as organisations do not author templates); other sessions reach none.
 */
function workspaceOf(auth: AuthContext): string | null {
  if (auth.kind === 'creator' && auth.actor.isCreator) return CREATOR_WORKSPACE_ID;
  if (auth.kind === 'org' && auth.orgId) return auth.orgId;
  return null;
}

/**
 * The caller and the template form, refused as the spec words it: a form that is not the template's (or not
 * in reach) is 'Template form not found' (404); one the caller may not enter data in is 403.
 */
export async function templateFormCaller(
  db: DbOrTx,
  auth: AuthContext,
  at: { templateId: string; formId: string },
): Promise<{ caller: TemplateDataCaller; form: FormRow }> {
  const orgId = workspaceOf(auth);
  if (!orgId) throw notFound(m.templateFormNotFound);
  const { form, groupIds } = await orgFormWithGroupsOf(db, orgId, at.formId, auth.user.id);
  if (!form || form.isTrashed || form.templateId !== at.templateId) throw notFound(m.templateFormNotFound);
  const actor: TemplateDataActor = {
    id: auth.user.id,
    isCreator: auth.kind === 'creator',
    isOrgAdmin: auth.kind === 'org' && auth.actor.isOrgAdmin,
    groupIds,
  };
  const refusal = templateEntryRefusal(actor, form);
  if (refusal) throw forbidden(refusal);
  return { caller: { orgId, userId: auth.user.id, userName: auth.user.name, actor }, form };
}
