import { NO_PRINCIPALS } from '@atrium/domain/fields/field-config.schemas.ts';
import { canDeleteFormGroup } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { trashLifecycle } from '../../platform/trash/trash-lifecycle.ts';
import { rehomeInDefault } from '../forms/form-placement.ts';
import { groupFacts, mayReadGroup } from './form-actor.ts';
import { deleteTrashedGroups, type FormGroupRow, findGroups, setGroupsTrashed } from './form-groups.repo.ts';
import { type FormGroupsDeps, formGroupsReader } from './form-groups.service.ts';

type Reader = { orgId: string; actor: FormActor; userId: string };

const idsOf = (groups: FormGroupRow[]) => groups.map((group) => group.id);

const move = (trashed: boolean) => async (tx: Tx, reader: Reader, groups: FormGroupRow[]) => {
  await setGroupsTrashed(tx, reader.orgId, idsOf(groups), trashed, reader.userId);
};

/**
 * A form group's trash: the Default group never goes; a group the reader did not create (and is no admin of)
 * neither. Deleting a group never deletes its forms: they stay in the organisation and in their other groups.
 */
export const formGroupsTrash = trashLifecycle({
  open: async (deps: FormGroupsDeps, auth) => ({
    ...(await formGroupsReader(deps.db, auth)),
    userId: auth.user.id,
  }),
  // A group the reader may not open reads as not found.
  load: async (tx, reader, ids) =>
    (await findGroups(tx, reader.orgId, ids, { lock: true })).filter((group) =>
      mayReadGroup(reader.actor, group),
    ),
  notFound: m.notFound,
  notInTrash: () => badRequest(m.notInTrash),
  check(reader, groups) {
    if (groups.some((group) => group.isDefault)) throw badRequest(m.defaultProtected);
    if (groups.some((group) => !canDeleteFormGroup(reader.actor, groupFacts(group))))
      throw forbidden(m.notCreator);
  },
  apply: {
    trash: move(true),
    restore: move(false),
    // The forms of a deleted group that no other group holds go back to Default.
    delete: async (tx, reader, groups) => {
      await deleteTrashedGroups(tx, reader.orgId, idsOf(groups));
      const released = Object.fromEntries(
        groups.flatMap((group) => group.forms.map((id) => [id, group.formVisibility[id] ?? NO_PRINCIPALS])),
      );
      const at = { orgId: reader.orgId, groupIds: idsOf(groups), by: reader.userId };
      await rehomeInDefault(tx, at, { taken: [], released });
    },
  },
  publish: (tx, reader) => publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId: reader.orgId }),
  messages: m,
});
