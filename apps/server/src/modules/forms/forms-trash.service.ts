import { canManageFormLifecycle } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { trashLifecycle } from '../../platform/trash/trash-lifecycle.ts';
import { dropEntryStorage } from '../entries/entry-storage.ts';
import { removeFromGroups } from './form-placement.ts';
import { type FormsCaller, type FormsDeps, formsCaller } from './forms.caller.ts';
import { deleteForms, type FormSummaryRow, lockFormSummaries, setFormsTrashed } from './forms.repo.ts';

const idsOf = (forms: FormSummaryRow[]) => forms.map((form) => form.id);

// Groups read a form's trash state from the form itself, so trashing and restoring touch only the form.
const move = (trashed: boolean) => async (tx: Tx, caller: FormsCaller, forms: FormSummaryRow[]) => {
  await setFormsTrashed(tx, caller.orgId, idsOf(forms), trashed, caller.userId);
};

/** Permanent deletion: the form, its entries, its history, and its place in every group. */
async function remove(tx: Tx, caller: FormsCaller, forms: FormSummaryRow[]): Promise<void> {
  for (const form of forms) await dropEntryStorage(tx, form.id);
  await removeFromGroups(tx, caller.orgId, idsOf(forms), caller.userId);
  await deleteForms(tx, caller.orgId, idsOf(forms));
  await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId: caller.orgId });
}

/** A form's trash: its owner or an admin moves it, and only a trashed form is deleted for good. */
export const formsTrash = trashLifecycle({
  open: (deps: FormsDeps, auth) => formsCaller(deps, auth),
  load: (tx, caller, ids) => lockFormSummaries(tx, caller.orgId, ids),
  notFound: m.notFound,
  notInTrash: () => badRequest(m.notInTrash),
  check(caller, forms) {
    if (forms.some((form) => !canManageFormLifecycle(caller.actor, form)))
      throw forbidden(m.noLifecyclePermission);
  },
  apply: { trash: move(true), restore: move(false), delete: remove },
  publish: (tx, caller, ids) =>
    publish(
      tx,
      { type: 'forms.changed', ...(ids.length === 1 ? { formId: ids[0] } : {}) },
      { kind: 'org', orgId: caller.orgId },
    ),
  messages: m,
});
