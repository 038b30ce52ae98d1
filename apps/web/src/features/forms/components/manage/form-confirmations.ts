import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';
import type { Confirmation, PendingAction } from '../../../../ui/list/trash-actions.ts';

// The spec gives no confirmation texts; these say what happens and what can be undone.
export function confirmFormAction(pending: PendingAction<FormSummary>): Confirmation {
  switch (pending.kind) {
    case 'trash':
      return {
        title: 'Move to trash',
        text: `Move "${pending.item.name}" to the trash? It can be restored from the trash.`,
        confirmLabel: 'Move to trash',
        danger: true,
      };
    case 'restore':
      return {
        title: 'Restore form',
        text: `Restore "${pending.item.name}" from the trash?`,
        confirmLabel: 'Restore',
        danger: false,
      };
    case 'remove':
      return {
        title: 'Delete permanently',
        text: `Delete "${pending.item.name}" permanently, with all its data entries? This cannot be undone.`,
        confirmLabel: 'Delete permanently',
        danger: true,
      };
    case 'bulkRestore':
      return {
        title: 'Restore forms',
        text: `Restore ${pending.ids.length} selected form(s) from the trash?`,
        confirmLabel: 'Restore Selected',
        danger: false,
      };
    case 'bulkDelete':
      return {
        title: 'Delete permanently',
        text: `Delete ${pending.ids.length} selected form(s) permanently, with all their data entries? This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
  }
}
