import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import type { Confirmation } from '../../../ui/confirm-dialog.tsx';
import type { BulkAction, GroupAction } from '../api/user-groups.api.ts';

/** A trash operation waiting for its confirmation. */
export type PendingAction = { kind: GroupAction; group: UserGroup } | { kind: BulkAction; ids: string[] };

const groupsWord = (n: number) => (n === 1 ? '1 user group' : `${n} user groups`);

export function confirmationOf(pending: PendingAction): Confirmation {
  switch (pending.kind) {
    case 'trash':
      return {
        title: 'Move to trash?',
        text: `${pending.group.name} will be moved to the trash. You can restore it from there.`,
        confirmLabel: 'Move to Trash',
        danger: true,
      };
    case 'restore':
      return {
        title: 'Restore user group?',
        text: `${pending.group.name} will be back among the user groups.`,
        confirmLabel: 'Restore',
      };
    case 'remove':
      return {
        title: 'Delete permanently?',
        text: `${pending.group.name} will be deleted for good. This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
    case 'bulkRestore':
      return {
        title: 'Restore user groups?',
        text: `${groupsWord(pending.ids.length)} will be back among the user groups.`,
        confirmLabel: 'Restore',
      };
    case 'bulkDelete':
      return {
        title: 'Delete permanently?',
        text: `${groupsWord(pending.ids.length)} will be deleted for good. This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
  }
}

/** The spec's failure words for each operation, when the server gave none. */
export const FAILURE: Record<PendingAction['kind'], string> = {
  trash: m.trashFailed,
  restore: m.restoreFailed,
  remove: m.deleteFailed,
  bulkRestore: m.bulkRestoreFailed,
  bulkDelete: m.bulkDeleteFailed,
};
