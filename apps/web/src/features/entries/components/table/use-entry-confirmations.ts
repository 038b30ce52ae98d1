import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { useState } from 'react';
import {
  type BulkEntryAction,
  type EntryAction,
  useBulkEntryAction,
  useEntryAction,
} from '../../api/entries-table.api.ts';
import { failureMessage } from './failure-message.ts';
import { useTableToast } from './table-toast.ts';

export type Confirmable =
  | { kind: EntryAction; entryId: string; code: string }
  | { kind: BulkEntryAction; ids: string[] }
  | { kind: 'deleteDrafts'; ids: string[] };

interface Wording {
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
}

function wordingOf(action: Confirmable): Wording {
  switch (action.kind) {
    case 'trash':
      return {
        title: 'Delete Entry',
        text: `Move entry ${action.code} to the trash? It will be permanently deleted from trash in 30 days.`,
        confirmLabel: 'Delete',
        danger: true,
      };
    case 'restore':
      return {
        title: 'Restore Entry',
        text: `Restore entry ${action.code} from the trash?`,
        confirmLabel: 'Restore',
        danger: false,
      };
    case 'remove':
      return {
        title: 'Delete Permanently',
        text: `Delete entry ${action.code} permanently, with its files? This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
    case 'bulkTrash':
      return {
        title: 'Delete Entries',
        text: `Move ${action.ids.length} selected entries to the trash? They will be kept there for 30 days.`,
        confirmLabel: 'Delete',
        danger: true,
      };
    case 'bulkRestore':
      return {
        title: 'Restore Entries',
        text: `Restore ${action.ids.length} selected entries?`,
        confirmLabel: 'Restore',
        danger: false,
      };
    case 'bulkDelete':
      return {
        title: 'Delete Permanently',
        text: `Delete ${action.ids.length} selected entries permanently, with their files? This cannot be undone.`,
        confirmLabel: 'Delete Permanently',
        danger: true,
      };
    case 'deleteDrafts':
      return {
        title: 'Delete Drafts',
        text: `Delete ${action.ids.length} selected drafts from this browser?`,
        confirmLabel: 'Delete Drafts',
        danger: true,
      };
  }
}

const MESSAGES: Record<Confirmable['kind'], { done: (n: number) => string; failed: string }> = {
  trash: { done: () => m.entryTrashed, failed: m.deleteFailed },
  restore: { done: () => m.entryRestored, failed: m.restoreFailed },
  remove: { done: () => m.entryDeleted, failed: m.deleteFailed },
  bulkTrash: { done: () => m.selectedTrashed, failed: m.deleteDocsFailed },
  bulkRestore: { done: m.restoredCount, failed: m.restoreFailed },
  bulkDelete: { done: m.deletedCount, failed: m.deleteManyFailed },
  // Not in the specification (docs/decisions/0013).
  deleteDrafts: { done: (n) => `${n} drafts deleted.`, failed: 'Could not delete drafts.' },
};

/** Asks before trash, restore and permanent delete (one or many), then runs them with the spec's messages. */
export function useEntryConfirmations(
  formId: string,
  deleteDrafts: (ids: string[]) => void,
  onDone: () => void,
) {
  const [pending, setPending] = useState<Confirmable | null>(null);
  const one = useEntryAction(formId);
  const many = useBulkEntryAction(formId);
  const toast = useTableToast();

  const confirm = () => {
    const action = pending;
    if (!action) return;
    const { done, failed } = MESSAGES[action.kind];
    const settle = {
      onSuccess: () => {
        toast.success(done('ids' in action ? action.ids.length : 1));
        setPending(null);
        onDone();
      },
      onError: (error: unknown) => {
        toast.error(failureMessage(error, failed));
        setPending(null);
      },
    };
    if (action.kind === 'deleteDrafts') {
      deleteDrafts(action.ids);
      settle.onSuccess();
    } else if ('entryId' in action) one.mutate({ action: action.kind, entryId: action.entryId }, settle);
    else many.mutate({ action: action.kind, ids: action.ids }, settle);
  };

  return {
    ask: setPending,
    confirmation: pending ? wordingOf(pending) : null,
    busy: one.isPending || many.isPending,
    confirm,
    cancel: () => setPending(null),
  };
}
