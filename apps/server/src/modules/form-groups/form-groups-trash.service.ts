import { canDeleteFormGroup } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { groupFacts, mayReadGroup } from './form-actor.ts';
import { deleteTrashedGroups, type FormGroupRow, findGroups, setGroupsTrashed } from './form-groups.repo.ts';
import { type FormGroupsDeps, formGroupsReader } from './form-groups.service.ts';

type Work = (tx: Tx, orgId: string, ids: string[]) => Promise<void>;

/** The Default group never goes; a group the reader did not create (and is no admin of) neither. */
function requireDeletable(actor: FormActor, groups: FormGroupRow[]): void {
  if (groups.some((group) => group.isDefault)) throw badRequest(m.defaultProtected);
  if (groups.some((group) => !canDeleteFormGroup(actor, groupFacts(group)))) throw forbidden(m.notCreator);
}

/**
 * Runs one trash operation on a set of groups, all or nothing: every id must be a group of the reader's
 * organisation they may open (else 404), and every one must pass the checks before any changes.
 */
async function onGroups(
  deps: FormGroupsDeps,
  auth: AuthContext,
  ids: string[],
  options: { fromTrashOnly: boolean },
  work: Work,
): Promise<number> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth);
  const wanted = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    const groups = await findGroups(tx, orgId, wanted, { lock: true });
    if (groups.length !== wanted.length || groups.some((group) => !mayReadGroup(actor, group))) {
      throw notFound(m.notFound);
    }
    requireDeletable(actor, groups);
    if (options.fromTrashOnly && groups.some((group) => !group.isTrashed)) throw badRequest(m.notInTrash);
    await work(tx, orgId, wanted);
    await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId });
  });
  return wanted.length;
}

const trash =
  (by: string): Work =>
  (tx, orgId, ids) =>
    setGroupsTrashed(tx, orgId, ids, true, by);

const restore =
  (by: string): Work =>
  (tx, orgId, ids) =>
    setGroupsTrashed(tx, orgId, ids, false, by);

/** Deleting a group never deletes its forms: they stay in the organisation and in their other groups. */
const remove: Work = (tx, orgId, ids) => deleteTrashedGroups(tx, orgId, ids);

export async function trashFormGroup(deps: FormGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], { fromTrashOnly: false }, trash(auth.user.id));
  return { message: m.trashed };
}

export async function restoreFormGroup(deps: FormGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], { fromTrashOnly: false }, restore(auth.user.id));
  return { message: m.restored };
}

export async function removeFormGroup(deps: FormGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], { fromTrashOnly: true }, remove);
  return { message: m.deleted };
}

export async function bulkRestoreFormGroups(deps: FormGroupsDeps, auth: AuthContext, ids: string[]) {
  const n = await onGroups(deps, auth, ids, { fromTrashOnly: false }, restore(auth.user.id));
  return { message: m.bulkRestored(n) };
}

export async function bulkDeleteFormGroups(deps: FormGroupsDeps, auth: AuthContext, ids: string[]) {
  const n = await onGroups(deps, auth, ids, { fromTrashOnly: true }, remove);
  return { message: m.bulkDeleted(n) };
}
