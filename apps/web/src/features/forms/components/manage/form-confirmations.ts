import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';

/** A lifecycle action waiting for the reader's confirmation. */
export type PendingFormAction =
  | { kind: 'trash' | 'restore' | 'remove'; form: FormSummary }
  | { kind: 'bulkRestore' | 'bulkDelete'; ids: string[] };

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
}

// The spec gives no confirmation texts; these say what happens and what can be undone.
export function confirmationOf(pending: PendingFormAction): Confirmation {
  switch (pending.kind) {
    case 'trash':
      return {
        title: 'Move to trash',
        text: `Move "${pending.form.name}" to the trash? It can be restored from the trash.`,
        confirmLabel: 'Move to trash',
        danger: true,
      };
    case 'restore':
      return {
        title: 'Restore form',
        text: `Restore "${pending.form.name}" from the trash?`,
        confirmLabel: 'Restore',
        danger: false,
      };
    case 'remove':
      return {
        title: 'Delete permanently',
        text: `Delete "${pending.form.name}" permanently, with all its data entries? This cannot be undone.`,
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

/** The spec's success message for each action, when the server sends none. */
export function successOf(pending: PendingFormAction): string {
  switch (pending.kind) {
    case 'trash':
      return m.trashed;
    case 'restore':
      return m.restored;
    case 'remove':
      return m.deleted;
    case 'bulkRestore':
      return m.bulkRestored(pending.ids.length);
    case 'bulkDelete':
      return m.bulkDeleted(pending.ids.length);
  }
}

export const FAILURE: Record<PendingFormAction['kind'], string> = {
  trash: m.trashFailed,
  restore: m.restoreFailed,
  remove: m.deleteFailed,
  bulkRestore: m.bulkRestoreFailed,
  bulkDelete: m.bulkDeleteFailed,
};
