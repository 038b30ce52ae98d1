import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import type { FormGroupAction, FormGroupBulkAction } from '../../api/form-groups.api.ts';

/** A trash operation waiting for its confirmation. */
export type PendingGroupAction =
  | { kind: FormGroupAction; group: FormGroup }
  | { kind: FormGroupBulkAction; ids: string[] };

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
}

const groupsWord = (n: number) => (n === 1 ? '1 form group' : `${n} form groups`);

export function confirmationOf(pending: PendingGroupAction): Confirmation {
  switch (pending.kind) {
    case 'trash':
      return {
        title: 'Move to trash?',
        text: `${pending.group.name} will be moved to the trash. Its forms stay; you can restore the group from there.`,
        confirmLabel: 'Move to Trash',
        danger: true,
      };
    case 'restore':
      return {
        title: 'Restore form group?',
        text: `${pending.group.name} will be back among the form groups.`,
        confirmLabel: 'Restore',
      };
    case 'remove':
      return {
        title: 'Delete permanently?',
        text: `${pending.group.name} will be deleted for good; its forms stay. This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
    case 'bulkRestore':
      return {
        title: 'Restore form groups?',
        text: `${groupsWord(pending.ids.length)} will be back among the form groups.`,
        confirmLabel: 'Restore',
      };
    case 'bulkDelete':
      return {
        title: 'Delete permanently?',
        text: `${groupsWord(pending.ids.length)} will be deleted for good; their forms stay. This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
  }
}

/** The spec's words for each operation: what the reader sees when it worked, and when the server gave no reason. */
export const SUCCESS: Record<PendingGroupAction['kind'], (n: number) => string> = {
  trash: () => m.trashed,
  restore: () => m.restored,
  remove: () => m.deleted,
  bulkRestore: m.bulkRestored,
  bulkDelete: m.bulkDeleted,
};

export const FAILURE: Record<PendingGroupAction['kind'], string> = {
  trash: m.trashFailed,
  restore: m.restoreFailed,
  remove: m.deleteFailed,
  bulkRestore: m.bulkRestoreFailed,
  bulkDelete: m.bulkDeleteFailed,
};
