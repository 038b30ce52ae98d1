import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import { createFormSchema, type Form } from '@atrium/domain/forms/forms.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type {
  SaveTemplateDraft,
  TemplateSummary,
  VersionHistoryEntry,
} from '@atrium/domain/templates/templates.schemas.ts';
import { type CreatorCaller, creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { addTemplateForm, saveFieldConfig } from '../forms/forms.commands.ts';
import { type FormRow, orgForm } from '../forms/forms.queries.ts';
import { formView, namesFor } from '../forms/forms.view.ts';
import { backfillFirstVersion } from './template-releases.service.ts';
import {
  findTemplate,
  formsWithFields,
  insertTemplate,
  type TemplateRow,
  updateTemplate,
  versionsOf,
} from './templates.repo.ts';
import { summariesOf, toVersionEntry } from './templates.view.ts';
import { by, firstDraft, newTemplate } from './templates-manage.context.ts';
import { liveTemplates } from './templates-setup.repo.ts';

// The Creator Portal and Template Groups: a template from its first Save Draft to Publish, and its forms.

export interface SetupDeps {
  db: Db;
}

type TemplateAnswer = { template: TemplateSummary; message: string };
type FormInput = { name: string; fieldConfig: FieldConfig[] };

/** Every tab hears of a change to a template after the commit (libraries, groups, manage screens). */
export const templateChanged = (tx: DbOrTx, templateId: string) =>
  publish(tx, { type: 'templates.changed', templateId }, { kind: 'everyone' });

export async function summaryOf(db: DbOrTx, row: TemplateRow): Promise<TemplateSummary> {
  const [summary] = await summariesOf(db, [row]);
  if (!summary) throw new Error('no summary for a template row');
  return summary;
}

/** The caller's template (trashed too, for reads); another workspace's or an unknown one is not found. */
async function creatorTemplate(db: DbOrTx, caller: CreatorCaller, id: string, lock = false) {
  const row = await findTemplate(db, id, { lock });
  if (!row || row.orgId !== caller.orgId) throw notFound(m.templateNotFound);
  return row;
}

/** A template the portal may change: the caller's, locked for the transaction, and out of the trash. */
export async function lockLiveTemplate(tx: Tx, caller: CreatorCaller, id: string): Promise<TemplateRow> {
  const row = await creatorTemplate(tx, caller, id, true);
  if (row.isTrashed) throw notFound(m.templateNotFound);
  return row;
}

const formIdsOf = (row: TemplateRow) => [...new Set([...row.formIds, ...(row.draft?.formIds ?? [])])];

/** Template Groups: creators see every live template group, organisation members their organisation's. */
export async function templateGroups(deps: SetupDeps, auth: AuthContext) {
  const orgId =
    auth.kind === 'creator' && auth.actor.isCreator ? null : auth.kind === 'org' ? auth.orgId : '';
  if (orgId === '' || orgId === undefined) return { templates: [] };
  return { templates: await summariesOf(deps.db, await liveTemplates(deps.db, orgId)) };
}

export async function getTemplate(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
): Promise<{
  template: TemplateSummary;
  versionHistory: VersionHistoryEntry[];
  fieldConfigs: Record<string, FieldConfig[]>;
}> {
  const caller = creatorCaller(auth);
  const row = await creatorTemplate(deps.db, caller, id);
  const ids = formIdsOf(row);
  const [template, versions, lists] = await Promise.all([
    summaryOf(deps.db, row),
    versionsOf(deps.db, row.id),
    formsWithFields(deps.db, row.orgId, ids),
  ]);
  const current = new Map(lists.map((form) => [form.id, form.fieldConfig]));
  const fieldConfigs: Record<string, FieldConfig[]> = {};
  for (const formId of ids) {
    const fields = row.draft?.fieldConfigs[formId] ?? current.get(formId);
    if (fields) fieldConfigs[formId] = fields;
  }
  return { template, versionHistory: versions.map(toVersionEntry), fieldConfigs };
}

/** Save Draft of a new template: a draft (not published, has a draft) at version 1, with no forms yet. */
export async function createTemplate(
  deps: SetupDeps,
  auth: AuthContext,
  input: SaveTemplateDraft,
): Promise<TemplateAnswer> {
  const caller = creatorCaller(auth);
  const { name, description = '' } = input;
  return deps.db.transaction(async (tx) => {
    const row = await insertTemplate(
      tx,
      newTemplate(caller, {
        name,
        description,
        draft: firstDraft(caller, { name, description, formIds: [], fieldConfigs: {} }),
      }),
    );
    await templateChanged(tx, row.id);
    return { template: await summaryOf(tx, row), message: m.draftSaved };
  });
}

/** Save Draft of an existing template: its name and description, and its draft's when it has one. */
export async function saveTemplateDraft(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
  input: SaveTemplateDraft,
): Promise<TemplateAnswer> {
  const caller = creatorCaller(auth);
  const { name, description = '' } = input;
  return deps.db.transaction(async (tx) => {
    const current = await lockLiveTemplate(tx, caller, id);
    const draft = current.draft && {
      ...current.draft,
      name,
      description,
      updatedAt: new Date().toISOString(),
    };
    const row = await updateTemplate(tx, id, { name, description, draft, ...by(caller) });
    await templateChanged(tx, id);
    return { template: await summaryOf(tx, row), message: m.draftSaved };
  });
}

/**
 * Publish Template: the draft's name, description and forms become the template's, published and no longer
 * a draft; it needs at least one form. The draft object goes too, unless it holds field lists saved in the
 * draft only (Manage Templates releases those; dropping them here would lose work).
 */
export async function publishTemplate(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
): Promise<TemplateAnswer> {
  const caller = creatorCaller(auth);
  return deps.db.transaction(async (tx) => {
    const current = await lockLiveTemplate(tx, caller, id);
    const { name, description, formIds } = current.draft ?? current;
    if (formIds.length === 0) throw badRequest(m.formRequiredToPublish);
    const keepDraft = current.draft && Object.keys(current.draft.fieldConfigs).length > 0;
    const row = await updateTemplate(tx, id, {
      name,
      description,
      formIds,
      isPublished: true,
      hasDraft: false,
      draft: keepDraft ? current.draft : null,
      ...by(caller),
    });
    // Version 1 enters the history, so Manage Versions can release it (with samples) to organisations.
    await backfillFirstVersion(tx, row, caller);
    await templateChanged(tx, id);
    return { template: await summaryOf(tx, row), message: m.published };
  });
}

async function templateFormView(db: DbOrTx, caller: CreatorCaller, row: FormRow): Promise<Form> {
  const names = await namesFor(db, caller.orgId, [row]);
  return formView(row, { id: caller.userId, isOrgAdmin: false, groupIds: [] }, names, []);
}

/**
 * Add Form to Template: a new form of the creators' workspace, marked as the template's and added to its
 * forms (and its draft's), all in one transaction: a failure anywhere leaves neither form nor change.
 */
export async function addFormToTemplate(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
  input: FormInput,
): Promise<TemplateAnswer & { form: Form }> {
  const caller = creatorCaller(auth);
  const parsed = createFormSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? formMessages.fieldsRequired);
  return deps.db.transaction(async (tx) => {
    const current = await lockLiveTemplate(tx, caller, id);
    const form = await addTemplateForm(tx, caller, parsed.data, current);
    const draft = current.draft && { ...current.draft, formIds: [...current.draft.formIds, form.id] };
    const row = await updateTemplate(tx, id, {
      formIds: [...current.formIds, form.id],
      draft,
      ...by(caller),
    });
    await templateChanged(tx, id);
    return {
      template: await summaryOf(tx, row),
      form: await templateFormView(tx, caller, form),
      message: m.formAdded,
    };
  });
}

/** A form of the template (its own list or its draft's); any other form is not found. */
async function formOfTemplate(db: DbOrTx, caller: CreatorCaller, template: TemplateRow, formId: string) {
  const form = formIdsOf(template).includes(formId) ? await orgForm(db, caller.orgId, formId) : null;
  if (!form) throw notFound(m.templateFormNotFound);
  return form;
}

export async function getTemplateForm(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
  formId: string,
): Promise<{ form: Form }> {
  const caller = creatorCaller(auth);
  const template = await creatorTemplate(deps.db, caller, id);
  const form = await formOfTemplate(deps.db, caller, template, formId);
  return { form: await templateFormView(deps.db, caller, form) };
}

/** Form Builder save of a template form: its name and fields become the form's next version. */
export async function updateTemplateForm(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
  formId: string,
  input: FormInput,
): Promise<{ form: Form; message: string }> {
  const caller = creatorCaller(auth);
  return deps.db.transaction(async (tx) => {
    const template = await lockLiveTemplate(tx, caller, id);
    const current = await formOfTemplate(tx, caller, template, formId);
    if (current.isTrashed) throw conflict(formMessages.trashedForm);
    const form = await saveFieldConfig(tx, caller, current, input);
    await updateTemplate(tx, id, by(caller));
    await templateChanged(tx, id);
    return { form: await templateFormView(tx, caller, form), message: formMessages.fieldConfigUpdated };
  });
}

/** Takes a form out of the template (and its draft); the form itself stays. */
export async function removeTemplateForm(
  deps: SetupDeps,
  auth: AuthContext,
  id: string,
  formId: string,
): Promise<TemplateAnswer> {
  const caller = creatorCaller(auth);
  return deps.db.transaction(async (tx) => {
    const current = await lockLiveTemplate(tx, caller, id);
    if (!formIdsOf(current).includes(formId)) throw notFound(m.templateFormNotFound);
    const without = (ids: string[]) => ids.filter((other) => other !== formId);
    const draft = current.draft && {
      ...current.draft,
      formIds: without(current.draft.formIds),
      fieldConfigs: Object.fromEntries(
        Object.entries(current.draft.fieldConfigs).filter(([other]) => other !== formId),
      ),
    };
    const row = await updateTemplate(tx, id, { formIds: without(current.formIds), draft, ...by(caller) });
    await templateChanged(tx, id);
    return { template: await summaryOf(tx, row), message: m.formRemoved };
  });
}
