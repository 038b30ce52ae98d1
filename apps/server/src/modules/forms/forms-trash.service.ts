import { canManageFormLifecycle } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { dropEntryStorage } from '../entries/entry-storage.ts';
import { removeFromGroups } from './form-placement.ts';
import { type FormsCaller, type FormsDeps, formsCaller } from './forms.caller.ts';
import { deleteForms, type FormSummaryRow, lockFormSummaries, setFormsTrashed } from './forms.repo.ts';

type Work = (tx: Tx, caller: FormsCaller, forms: FormSummaryRow[]) => Promise<void>;

/**
 * Runs one lifecycle operation on a set of forms, all or nothing: every id must be a form of the caller's
 * organisation (else 404) that the caller may manage (else 403, nothing changed). The organisation is told.
 */
async function onForms(deps: FormsDeps, auth: AuthContext, ids: string[], work: Work): Promise<number> {
  const caller = await formsCaller(deps, auth);
  const wanted = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    const forms = await lockFormSummaries(tx, caller.orgId, wanted);
    if (forms.length !== wanted.length) throw notFound(m.notFound);
    if (forms.some((form) => !canManageFormLifecycle(caller.actor, form)))
      throw forbidden(m.noLifecyclePermission);
    await work(tx, caller, forms);
    await publish(
      tx,
      { type: 'forms.changed', ...(wanted.length === 1 ? { formId: wanted[0] } : {}) },
      {
        kind: 'org',
        orgId: caller.orgId,
      },
    );
  });
  return wanted.length;
}

const idsOf = (forms: FormSummaryRow[]) => forms.map((form) => form.id);

// Groups read a form's trash state from the form itself, so trashing and restoring touch only the form.
const trash: Work = (tx, caller, forms) =>
  setFormsTrashed(tx, caller.orgId, idsOf(forms), true, caller.userId);
const restore: Work = (tx, caller, forms) =>
  setFormsTrashed(tx, caller.orgId, idsOf(forms), false, caller.userId);

/** Permanent deletion, only from the trash: the form, its entries, its history, and its place in every group. */
const remove: Work = async (tx, caller, forms) => {
  if (forms.some((form) => !form.isTrashed)) throw badRequest(m.notInTrash);
  for (const form of forms) await dropEntryStorage(tx, form.id);
  await removeFromGroups(tx, caller.orgId, idsOf(forms), caller.userId);
  await deleteForms(tx, caller.orgId, idsOf(forms));
  await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId: caller.orgId });
};

export async function trashForm(deps: FormsDeps, auth: AuthContext, formId: string) {
  await onForms(deps, auth, [formId], trash);
  return { message: m.trashed };
}

export async function restoreForm(deps: FormsDeps, auth: AuthContext, formId: string) {
  await onForms(deps, auth, [formId], restore);
  return { message: m.restored };
}

export async function removeForm(deps: FormsDeps, auth: AuthContext, formId: string) {
  await onForms(deps, auth, [formId], remove);
  return { message: m.deleted };
}

export async function bulkRestoreForms(deps: FormsDeps, auth: AuthContext, ids: string[]) {
  const n = await onForms(deps, auth, ids, restore);
  return { message: m.bulkRestored(n) };
}

export async function bulkDeleteForms(deps: FormsDeps, auth: AuthContext, ids: string[]) {
  const n = await onForms(deps, auth, ids, remove);
  return { message: m.bulkDeleted(n) };
}
