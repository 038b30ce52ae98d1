import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { setFormFields } from '../forms/forms.commands.ts';
import {
  draftOf,
  hasAnyDraft,
  type ManageDeps,
  saved,
  type TemplateWork,
  withTemplate,
  workingFormIds,
} from './templates-manage.context.ts';
import { liveFormsAmong } from './templates-manage.repo.ts';

// Configure Fields and the inline edits of Manage Forms & Fields (spec §4 Saving field changes, §5).

async function templateForm(w: TemplateWork, formId: string) {
  if (w.row.isTrashed || !workingFormIds(w.row).includes(formId)) throw notFound(m.formOrTemplateGone);
  const [form] = await liveFormsAmong(w.tx, w.caller.orgId, [formId], { lock: true });
  if (!form) throw notFound(m.formOrTemplateGone);
  return form;
}

/**
 * On a template with a draft the fields are kept in the draft only (neither the form's nor the template's
 * version changes); on a published template the form gets them as its next version.
 */
export function saveTemplateFields(
  deps: ManageDeps,
  auth: AuthContext,
  templateId: string,
  formId: string,
  fields: FieldConfig[],
) {
  return withTemplate(deps, auth, templateId, async (w) => {
    if (fields.length === 0) throw badRequest(m.addOneField);
    const incomplete = fields.filter((field) => !field.label.trim() || !field.id).length;
    if (incomplete > 0) throw badRequest(m.incompleteFields(incomplete));
    const form = await templateForm(w, formId);
    if (hasAnyDraft(w.row)) {
      const draft = draftOf(w.row, w.caller);
      const next = {
        ...draft,
        fieldConfigs: { ...draft.fieldConfigs, [formId]: fields },
        updatedAt: new Date().toISOString(),
      };
      return saved(w, { draft: next, hasDraft: true }, m.fieldsSaved);
    }
    await setFormFields(w.tx, w.caller, form, fields);
    return saved(w, {}, m.fieldsSaved);
  });
}

/** Inline label or required edit in Manage Forms: drafts only, kept in the draft's field list. */
export function editTemplateField(
  deps: ManageDeps,
  auth: AuthContext,
  ids: { templateId: string; formId: string; fieldId: string },
  change: { label?: string; required?: boolean },
) {
  return withTemplate(deps, auth, ids.templateId, async (w) => {
    if (!hasAnyDraft(w.row)) throw badRequest(m.useConfigureFields);
    const form = await templateForm(w, ids.formId);
    const draft = draftOf(w.row, w.caller);
    const fields = draft.fieldConfigs[ids.formId] ?? form.fieldConfig;
    if (!fields.some((field) => field.id === ids.fieldId)) throw notFound(m.fieldNotFound);
    const edited = fields.map((field) =>
      field.id === ids.fieldId
        ? {
            ...field,
            ...(change.label !== undefined ? { label: change.label } : {}),
            ...(change.required !== undefined ? { required: change.required } : {}),
          }
        : field,
    );
    const next = {
      ...draft,
      fieldConfigs: { ...draft.fieldConfigs, [ids.formId]: edited },
      updatedAt: new Date().toISOString(),
    };
    return saved(w, { draft: next, hasDraft: true }, m.fieldsSaved);
  });
}
