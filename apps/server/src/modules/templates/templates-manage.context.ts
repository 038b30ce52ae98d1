import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateDraft, TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { type CreatorCaller, creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/errors.ts';
import { findTemplate, type TemplateInsert, type TemplateRow, updateTemplate } from './templates.repo.ts';
import { summariesOf } from './templates.view.ts';

// What every Manage Templates write shares: the creator, one transaction holding the template row, the
// template's draft, the event after commit and the answer.

export type ManageDeps = Pick<AppContext, 'db'>;

export interface TemplateWork {
  tx: Tx;
  caller: CreatorCaller;
  row: TemplateRow;
}

/**
 * Runs a write on one template in one transaction with its row locked, so two creators acting at once run
 * one after the other. Another organisation's template and a missing one are the same 404.
 */
export async function withTemplate<T>(
  deps: ManageDeps,
  auth: AuthContext,
  templateId: string,
  work: (w: TemplateWork) => Promise<T>,
  gone: string = m.templateGone,
  refusal: string = m.updateDenied,
): Promise<T> {
  const caller = creatorCaller(auth, refusal);
  return deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, templateId, { lock: true });
    if (!row || row.orgId !== caller.orgId) throw notFound(gone);
    return work({ tx, caller, row });
  });
}

/** A template the creator may read (no lock). */
export async function readTemplate(db: DbOrTx, caller: CreatorCaller, templateId: string) {
  const row = await findTemplate(db, templateId);
  if (!row || row.orgId !== caller.orgId) throw notFound(m.templateGone);
  return row;
}

export const hasAnyDraft = (row: TemplateRow) => row.hasDraft || row.draft !== null;

/** The template's draft, or a fresh one copied from the working version (one version ahead when published). */
export function draftOf(row: TemplateRow, caller: CreatorCaller): TemplateDraft {
  if (row.draft) return row.draft;
  return {
    name: row.name,
    description: row.description,
    formIds: [...row.formIds],
    version: row.isPublished || row.releasedVersion !== null ? row.version + 1 : row.version,
    updatedAt: new Date().toISOString(),
    createdBy: { id: caller.userId, name: caller.userName },
    fieldConfigs: {},
  };
}

/** The form ids a template works with: its draft's when it has one, else its own. */
export const workingFormIds = (row: TemplateRow) => row.draft?.formIds ?? row.formIds;

export const by = (caller: CreatorCaller) => ({ updatedBy: caller.userId, updatedByName: caller.userName });

/** A fresh draft at version 1 (a new template's, or a duplicate's). */
export const firstDraft = (
  caller: CreatorCaller,
  values: Pick<TemplateDraft, 'name' | 'description' | 'formIds' | 'fieldConfigs'>,
): TemplateDraft => ({
  ...values,
  version: 1,
  updatedAt: new Date().toISOString(),
  createdBy: { id: caller.userId, name: caller.userName },
});

/** The columns of a new template of the caller's: a draft, not published, at version 1. */
export const newTemplate = (
  caller: CreatorCaller,
  values: Omit<TemplateInsert, 'orgId'> & { name: string },
): TemplateInsert => ({
  orgId: caller.orgId,
  isPublished: false,
  hasDraft: true,
  version: 1,
  createdBy: caller.userId,
  createdByName: caller.userName,
  ...by(caller),
  ...values,
});

/** Saves the change, tells every tab, and answers with the template as the screen shows it. */
export async function saved(
  w: TemplateWork,
  values: Parameters<typeof updateTemplate>[2],
  message: string,
): Promise<{ template: TemplateSummary; message: string }> {
  const row = await updateTemplate(w.tx, w.row.id, { ...values, ...by(w.caller) });
  return answer(w.tx, row, message);
}

export async function answer(tx: Tx, row: TemplateRow, message: string) {
  await announce(tx, row.id);
  const [template] = await summariesOf(tx, [row]);
  if (!template) throw new Error('template summary missing');
  return { template, message };
}

export function announce(tx: Tx, templateId: string) {
  return publish(tx, { type: 'templates.changed', templateId }, { kind: 'everyone' });
}
