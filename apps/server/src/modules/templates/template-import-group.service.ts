import { randomUUID } from 'node:crypto';
import { NO_PRINCIPALS } from '@atrium/domain/fields/field-config.schemas.ts';
import { foreignFormIds } from '@atrium/domain/fields/foreign-keys.ts';
import { createFormSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { rewriteForeignKeys } from '@atrium/domain/templates/template-lifecycle.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { ImportFormGroup } from '@atrium/domain/templates/templates.schemas.ts';
import { creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { addFormCopy } from '../forms/forms.commands.ts';
import { findFormGroupAnywhere, markImportedAsTemplate } from './template-import-group.repo.ts';
import { insertTemplate, updateTemplate } from './templates.repo.ts';
import { answer, type ManageDeps, newTemplate } from './templates-manage.context.ts';
import { liveFormsAmong, type TemplateFormRow } from './templates-manage.repo.ts';

// Import Form Group as Template (spec §4, decision 0024): a form group of any organisation, its forms and,
// transitively, the forms their foreign keys reference, copied into the creators' workspace as a draft.

/** The group's live forms first, then every form reached through foreign keys, each once. */
async function formsToCopy(db: DbOrTx, orgId: string, groupFormIds: readonly string[]) {
  const collected = new Map<string, { form: TemplateFormRow; referencedOnly: boolean }>();
  let wave = [...groupFormIds];
  let referencedOnly = false;
  while (wave.length > 0) {
    const forms = await liveFormsAmong(db, orgId, wave);
    const byId = new Map(forms.map((form) => [form.id, form]));
    for (const id of wave) {
      const form = byId.get(id);
      if (form && !collected.has(id)) collected.set(id, { form, referencedOnly });
    }
    wave = [...new Set(forms.flatMap((form) => foreignFormIds(form.fieldConfig)))].filter(
      (id) => !collected.has(id),
    );
    referencedOnly = true;
  }
  return [...collected.values()];
}

async function groupAndForms(db: DbOrTx, formGroupId: string, lock = false) {
  const group = await findFormGroupAnywhere(db, formGroupId, { lock });
  if (!group) throw notFound(m.formGroupNotFound);
  const forms = await formsToCopy(db, group.orgId, group.forms);
  if (forms.length === 0) throw badRequest(m.formGroupEmpty);
  return { group, forms };
}

export async function formGroupPreview(deps: ManageDeps, auth: AuthContext, formGroupId: string) {
  creatorCaller(auth);
  const { group, forms } = await groupAndForms(deps.db, formGroupId);
  return {
    formGroup: { id: group.id, name: group.name, orgId: group.orgId, orgName: group.orgName },
    forms: forms.map(({ form, referencedOnly }) => ({ id: form.id, name: form.name, referencedOnly })),
  };
}

export function importFormGroup(deps: ManageDeps, auth: AuthContext, input: ImportFormGroup) {
  const caller = creatorCaller(auth);
  return deps.db.transaction(async (tx) => {
    const { group, forms } = await groupAndForms(tx, input.formGroupId, true);
    const name = input.name.trim();
    const description = (input.description ?? '').trim();
    const newIds = new Map(forms.map(({ form }) => [form.id, randomUUID()]));
    const now = new Date().toISOString();
    const template = await insertTemplate(
      tx,
      newTemplate(caller, { name, description, sourceFormGroupId: group.id }),
    );
    for (const { form } of forms) {
      const id = newIds.get(form.id) as string;
      // People of the source organisation mean nothing in the workspace: locks keep no names.
      const fieldConfig = rewriteForeignKeys(form.fieldConfig, newIds).map((field) => ({
        ...field,
        viewAccess: NO_PRINCIPALS,
        editAccess: NO_PRINCIPALS,
      }));
      const provenance = {
        type: 'form_group',
        sourceFormGroupId: group.id,
        sourceOrgId: group.orgId,
        sourceFormId: form.id,
        importedAt: now,
        importedBy: { id: caller.userId, name: caller.userName },
      };
      await addFormCopy(
        tx,
        caller,
        { ...createFormSchema.parse({ name: form.name, fieldConfig }), id },
        {
          isTemplateForm: true,
          templateId: template.id,
          templateMeta: { templateId: template.id, templateName: name, templateDescription: description },
          // The import of a group records its source, not a template release (templates spec §3).
          importedFrom: provenance as never,
        },
      );
    }
    const formIds = [...newIds.values()];
    await markImportedAsTemplate(tx, group, {
      templateId: template.id,
      templateName: name,
      importedAt: now,
      by: { id: caller.userId, name: caller.userName },
    });
    const row = await updateTemplate(tx, template.id, {
      formIds,
      draft: {
        name,
        description,
        formIds,
        version: 1,
        updatedAt: now,
        createdBy: { id: caller.userId, name: caller.userName },
        fieldConfigs: {},
      },
    });
    return answer(tx, row, m.groupImportedAsTemplate);
  });
}
