import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { foreignKeyOf } from '@atrium/domain/fields/foreign-keys.ts';
import { templateFieldAccess } from '@atrium/domain/templates/template-data-rules.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { foreignOptionValues } from '../entries/entries.queries.ts';
import { liveFields } from '../entries/entries-caller.ts';
import { orgForm } from '../forms/forms.queries.ts';
import { templateFormCaller } from './template-data.caller.ts';
import type { TemplateDataDeps, TemplateFormAt } from './template-data.service.ts';

/**
 * Options of a foreign-key field or table column of a template form (templates spec §7): the values of the
 * foreign field in live entries of the foreign form, deduplicated, skipping empty ones. Offered to whoever may
 * enter data in the form; the foreign form must be a live form of the same template. A foreign field hidden
 * from the caller offers nothing.
 */
export async function templateFieldOptions(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt & { fieldId: string },
  query: { search: string; columnId?: string },
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const field = liveFields(form).find((candidate) => candidate.id === at.fieldId);
  const visible = field && templateFieldAccess(caller.actor, field) !== 'hidden' ? field : undefined;
  const foreignKey = foreignKeyOf(visible, query.columnId);
  if (!foreignKey) throw notFound(entryMessages.unknownField);
  const foreign = await orgForm(deps.db, caller.orgId, foreignKey.formId);
  if (!foreign || foreign.isTrashed || foreign.templateId !== at.templateId)
    throw notFound(m.templateFormNotFound);
  const foreignField = liveFields(foreign).find((candidate) => candidate.id === foreignKey.fieldId);
  if (!foreignField || templateFieldAccess(caller.actor, foreignField) === 'hidden')
    return { options: [], canAddOption: false };
  const options = await foreignOptionValues(
    deps.db,
    { orgId: caller.orgId, formId: foreign.id },
    foreignField.id,
    query.search,
  );
  return { options, canAddOption: false };
}
