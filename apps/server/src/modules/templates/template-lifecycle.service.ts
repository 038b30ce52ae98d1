import { copyName } from '@atrium/domain/templates/template-lifecycle.ts';
import type { templatesContract } from '@atrium/domain/templates/templates.contract.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { EditTemplate } from '@atrium/domain/templates/templates.schemas.ts';
import type { z } from 'zod';
import { creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { backfillFirstVersion } from './template-releases.service.ts';
import { insertTemplate, versionsOf } from './templates.repo.ts';
import { summariesOf, toVersionEntry } from './templates.view.ts';
import {
  announce,
  answer,
  draftOf,
  firstDraft,
  hasAnyDraft,
  type ManageDeps,
  newTemplate,
  readTemplate,
  saved,
  withTemplate,
} from './templates-manage.context.ts';
import {
  claimTemplateForms,
  deleteTemplateRow,
  listTemplates,
  liveFormsAmong,
  tabCounts,
  workspaceForms,
} from './templates-manage.repo.ts';

// Manage Templates: the list and the state changes of a template (spec §4 Template lifecycle).

type ManageQuery = z.output<NonNullable<typeof templatesContract.manage.query>>;

export async function manageTemplates(deps: ManageDeps, auth: AuthContext, query: ManageQuery) {
  const caller = creatorCaller(auth);
  const [{ rows, hasMore }, counts] = await Promise.all([
    listTemplates(deps.db, caller.orgId, query),
    tabCounts(deps.db, caller.orgId),
  ]);
  return { templates: await summariesOf(deps.db, rows), counts, hasMore };
}

/** The live template forms of the workspace, to add to a draft in Manage Forms & Fields. */
export async function workspaceTemplateForms(deps: ManageDeps, auth: AuthContext) {
  const caller = creatorCaller(auth);
  const rows = await workspaceForms(deps.db, caller.orgId);
  return {
    forms: rows.map(({ templateId, templateName, ...form }) => ({
      ...form,
      template: templateId ? { id: templateId, name: templateName ?? '' } : null,
    })),
  };
}

/** The dialogs' view of one template: its history and every working form with all its fields. */
export async function manageDetail(deps: ManageDeps, auth: AuthContext, templateId: string) {
  const caller = creatorCaller(auth);
  const row = await readTemplate(deps.db, caller, templateId);
  const formIds = row.draft?.formIds ?? row.formIds;
  const [summaries, versions, forms] = await Promise.all([
    summariesOf(deps.db, [row]),
    versionsOf(deps.db, row.id),
    liveFormsAmong(deps.db, caller.orgId, formIds),
  ]);
  const draftFields = row.draft?.fieldConfigs ?? {};
  const byId = new Map(forms.map((form) => [form.id, form]));
  const [template] = summaries;
  if (!template) throw new Error('template summary missing');
  return {
    template,
    versionHistory: versions.map(toVersionEntry),
    forms: formIds.flatMap((id) => {
      const form = byId.get(id);
      if (!form) return [];
      const changed = draftFields[id];
      return [
        {
          id,
          name: form.name,
          version: form.version,
          changedInDraft: changed !== undefined,
          fields: changed ?? form.fieldConfig,
        },
      ];
    }),
  };
}

export function editTemplate(deps: ManageDeps, auth: AuthContext, templateId: string, input: EditTemplate) {
  return withTemplate(
    deps,
    auth,
    templateId,
    (w) => {
      const name = input.name.trim();
      const description = input.description.trim();
      const draft = w.row.draft ? { ...w.row.draft, name, description } : null;
      return saved(w, { name, description, draft }, m.templateUpdated);
    },
    m.templateNotFoundForEdit,
  );
}

/** Manage Forms & Fields: the forms of the draft; every one must be a live form of the workspace. */
export function setTemplateForms(deps: ManageDeps, auth: AuthContext, templateId: string, formIds: string[]) {
  return withTemplate(deps, auth, templateId, async (w) => {
    if (!hasAnyDraft(w.row)) throw badRequest(m.createDraftFirst);
    const ids = [...new Set(formIds)];
    const found = new Set((await liveFormsAmong(w.tx, w.caller.orgId, ids)).map((form) => form.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw badRequest(m.formsUnavailable(missing.join(', ')));
    await claimTemplateForms(w.tx, w.caller.orgId, ids, w.row.id);
    const draft = draftOf(w.row, w.caller);
    const fieldConfigs = Object.fromEntries(
      Object.entries(draft.fieldConfigs).filter(([id]) => ids.includes(id)),
    );
    const next = { ...draft, formIds: ids, fieldConfigs, updatedAt: new Date().toISOString() };
    // A template never released works on its own forms directly; a released one keeps them until release.
    const own = w.row.isPublished || w.row.releasedVersion !== null ? {} : { formIds: ids };
    return saved(w, { ...own, draft: next, hasDraft: true }, m.templateUpdated);
  });
}

export function createDraft(deps: ManageDeps, auth: AuthContext, templateId: string) {
  return withTemplate(deps, auth, templateId, async (w) => {
    if (w.row.isTrashed) throw notFound(m.templateGone);
    await backfillFirstVersion(w.tx, w.row, w.caller);
    return saved(w, { hasDraft: true, draft: draftOf(w.row, w.caller) }, m.draftCreated);
  });
}

/** Template Settings: the published switch (the draft flag becomes its inverse) and the draft-mode switch. */
export function templateSettings(
  deps: ManageDeps,
  auth: AuthContext,
  templateId: string,
  input: { isPublished?: boolean; hasDraft?: boolean },
) {
  return withTemplate(deps, auth, templateId, async (w) => {
    let { isPublished, hasDraft } = w.row;
    if (input.isPublished !== undefined && input.isPublished !== isPublished) {
      if (input.isPublished && w.row.formIds.length === 0) throw badRequest(m.formRequiredToPublish);
      isPublished = input.isPublished;
      hasDraft = !isPublished;
    }
    if (input.hasDraft !== undefined) hasDraft = input.hasDraft;
    if (isPublished) await backfillFirstVersion(w.tx, w.row, w.caller);
    return saved(w, { isPublished, hasDraft }, m.statusUpdated);
  });
}

export function trashTemplate(deps: ManageDeps, auth: AuthContext, templateId: string) {
  return withTemplate(
    deps,
    auth,
    templateId,
    async (w) => {
      if (w.row.isTrashed) throw notFound(m.alreadyTrashed);
      await saved(
        w,
        {
          isTrashed: true,
          trashedAt: new Date(),
          trashedBy: w.caller.userId,
          trashedByName: w.caller.userName,
        },
        m.movedToTrash,
      );
      return { message: m.movedToTrash };
    },
    m.alreadyTrashed,
    m.trashDenied,
  );
}

export function restoreTemplate(deps: ManageDeps, auth: AuthContext, templateId: string) {
  return withTemplate(deps, auth, templateId, (w) => {
    if (!w.row.isTrashed) throw notFound(m.templateGone);
    return saved(
      w,
      {
        isTrashed: false,
        trashedAt: null,
        trashedBy: null,
        trashedByName: null,
        isPublished: false,
        hasDraft: true,
      },
      m.restored,
    );
  });
}

/** Delete Permanently: the template row, its versions and attachment rows; its forms stay. */
export function removeTemplate(deps: ManageDeps, auth: AuthContext, templateId: string) {
  return withTemplate(deps, auth, templateId, async (w) => {
    if (!w.row.isTrashed) throw badRequest(m.deleteOnlyFromTrash);
    await deleteTemplateRow(w.tx, w.row.id);
    await announce(w.tx, w.row.id);
    return { message: m.deletedPermanently };
  });
}

/** Duplicate: a new draft at version 1 with the same forms and no history. */
export function duplicateTemplate(deps: ManageDeps, auth: AuthContext, templateId: string) {
  return withTemplate(deps, auth, templateId, async (w) => {
    const source = w.row;
    // The screen offers Duplicate only on templates that are not published; the server holds the same line.
    if (source.isPublished) throw badRequest(m.duplicatePublished);
    const name = copyName(source.name);
    const formIds = [...(source.draft?.formIds ?? source.formIds)];
    const fieldConfigs = { ...(source.draft?.fieldConfigs ?? {}) };
    const description = source.description;
    const row = await insertTemplate(
      w.tx,
      newTemplate(w.caller, {
        name,
        description,
        formIds,
        draft: firstDraft(w.caller, { name, description, formIds, fieldConfigs }),
        originalTemplateId: source.id,
        originalTemplateName: source.name,
      }),
    );
    return answer(w.tx, row, m.duplicated);
  });
}
