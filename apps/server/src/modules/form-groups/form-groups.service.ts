import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { NO_PRINCIPALS } from '@atrium/domain/fields/field-config.schemas.ts';
import { canEditFormGroup } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup, SaveFormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { FORM_ROLE, type FormActor, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type FormCaller, formCaller } from '../forms/form-actor.ts';
import { rehomeInDefault } from '../forms/form-placement.ts';
import { groupFacts, isCreator, mayReadGroup } from './form-actor.ts';
import {
  type FormGroupRow,
  findGroup,
  GROUP_NAME_INDEX,
  type GroupContent,
  insertGroup,
  listGroups,
  updateGroup,
} from './form-groups.repo.ts';
import { checkedGroupContent } from './form-groups.rules.ts';
import { groupViews, oneGroupView } from './form-groups.view.ts';

export interface FormGroupsDeps {
  db: Db;
}

/** The org, the reader as the form rules see them, past the license and blocked-app gates. */
export function formGroupsReader(db: Db, auth: AuthContext, app: string = APP.forms): Promise<FormCaller> {
  return formCaller(db, auth, app);
}

/** A group the reader may open on the management side; any other, of this org or another, is not found. */
export async function readableGroup(db: DbOrTx, orgId: string, actor: FormActor, groupId: string) {
  const row = await findGroup(db, orgId, groupId);
  if (!row || !mayReadGroup(actor, row)) throw notFound(m.notFound);
  return row;
}

/** Two creates racing past the name check meet the unique index; the loser reads the same message. */
async function nameSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, GROUP_NAME_INDEX)) throw badRequest(m.nameTaken, { name: m.nameTaken });
    throw error;
  }
}

/**
 * Manage Form Groups: admins see every group; others the groups they see and the ones they created, and in
 * the trash only the ones they created.
 */
export async function listFormGroups(
  deps: FormGroupsDeps,
  auth: AuthContext,
  filter: { trashed: boolean; search: string },
): Promise<{ groups: FormGroup[] }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth);
  if (!hasFormRole(auth.actor, FORM_ROLE.manageGroups)) throw forbidden(m.noManagePermission);
  const rows = await listGroups(deps.db, orgId, filter);
  const shown = rows.filter((row: FormGroupRow) =>
    filter.trashed ? actor.isOrgAdmin || isCreator(actor, row) : mayReadGroup(actor, row),
  );
  return { groups: await groupViews(deps.db, orgId, actor, shown) };
}

export async function getFormGroup(
  deps: FormGroupsDeps,
  auth: AuthContext,
  groupId: string,
): Promise<{ group: FormGroup }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth);
  const row = await readableGroup(deps.db, orgId, actor, groupId);
  return { group: await oneGroupView(deps.db, orgId, actor, row) };
}

export async function createFormGroup(
  deps: FormGroupsDeps,
  auth: AuthContext,
  input: SaveFormGroup,
): Promise<{ group: FormGroup; message: string }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth);
  if (!hasFormRole(auth.actor, FORM_ROLE.createGroup)) throw forbidden(m.noCreatePermission);
  return nameSafe(() =>
    deps.db.transaction(async (tx) => {
      const content = await checkedGroupContent(tx, orgId, input, null);
      const row = await insertGroup(tx, { ...content, orgId, createdBy: auth.user.id });
      const at = { orgId, groupIds: [row.id], by: auth.user.id };
      await rehomeInDefault(tx, at, { taken: content.forms, released: {} });
      await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId });
      return { group: await oneGroupView(tx, orgId, actor, row), message: m.created };
    }),
  );
}

/** The forms a save adds to a group, and those it lets go with the people the group showed each to. */
function formsMoved(current: FormGroupRow, content: GroupContent) {
  const before = new Set(current.forms);
  const after = new Set(content.forms);
  return {
    taken: content.forms.filter((id) => !before.has(id)),
    released: Object.fromEntries(
      current.forms
        .filter((id) => !after.has(id))
        .map((id) => [id, current.formVisibility[id] ?? NO_PRINCIPALS]),
    ),
  };
}

/** Saves the name, forms and per-form visibility; admins and the group's creator only. */
export async function updateFormGroup(
  deps: FormGroupsDeps,
  auth: AuthContext,
  groupId: string,
  input: SaveFormGroup,
): Promise<{ group: FormGroup; message: string }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth);
  return nameSafe(() =>
    deps.db.transaction(async (tx) => {
      const current = await findGroup(tx, orgId, groupId, { lock: true });
      if (!current || !mayReadGroup(actor, current)) throw notFound(m.notFound);
      if (!canEditFormGroup(actor, groupFacts(current))) throw forbidden(m.notCreator);
      const content = await checkedGroupContent(tx, orgId, input, current);
      const row = await updateGroup(tx, orgId, groupId, { ...content, updatedBy: auth.user.id });
      await rehomeInDefault(
        tx,
        { orgId, groupIds: [groupId], by: auth.user.id },
        formsMoved(current, content),
      );
      await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId });
      return { group: await oneGroupView(tx, orgId, actor, row), message: m.updated };
    }),
  );
}
