/** What a row offers in a trashable list, and what the ticked rows offer in the trash. */
export type ItemAction = 'trash' | 'restore' | 'remove';
export type BulkAction = 'bulkRestore' | 'bulkDelete';

/** A trash operation waiting for the reader's confirmation. */
export type PendingAction<Item> = { kind: ItemAction; item: Item } | { kind: BulkAction; ids: string[] };

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
}

/** A domain's words for its trash operations, named alike in every domain's messages. */
export interface TrashMessages {
  trashed: string;
  restored: string;
  deleted: string;
  bulkRestored: (n: number) => string;
  bulkDeleted: (n: number) => string;
  trashFailed: string;
  restoreFailed: string;
  deleteFailed: string;
  bulkRestoreFailed: string;
  bulkDeleteFailed: string;
}

/** The spec's words when it worked and the server sent none. */
export function successOf(m: TrashMessages, pending: PendingAction<unknown>): string {
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

/** The spec's words when it failed and the server gave no reason. */
export function failureOf(m: TrashMessages, kind: PendingAction<unknown>['kind']): string {
  const failures = {
    trash: m.trashFailed,
    restore: m.restoreFailed,
    remove: m.deleteFailed,
    bulkRestore: m.bulkRestoreFailed,
    bulkDelete: m.bulkDeleteFailed,
  } satisfies Record<typeof kind, string>;
  return failures[kind];
}

interface TrashNouns {
  one: string;
  many: string;
  /** Said after 'will be moved to the trash.' */
  trashNote: string;
  /** What a permanent delete leaves behind, e.g. 'its forms stay' and 'their forms stay'. */
  keeps?: { one: string; many: string };
}

/** The confirmations of a list whose rows have a name: a domain gives its nouns, the sentences are shared. */
export function namedConfirmations(nouns: TrashNouns) {
  const count = (n: number) => (n === 1 ? `1 ${nouns.one}` : `${n} ${nouns.many}`);
  const keeps = (which: 'one' | 'many') => (nouns.keeps ? `; ${nouns.keeps[which]}` : '');
  return (pending: PendingAction<{ name: string }>): Confirmation => {
    switch (pending.kind) {
      case 'trash':
        return {
          title: 'Move to trash?',
          text: `${pending.item.name} will be moved to the trash. ${nouns.trashNote}`,
          confirmLabel: 'Move to Trash',
          danger: true,
        };
      case 'restore':
        return {
          title: `Restore ${nouns.one}?`,
          text: `${pending.item.name} will be back among the ${nouns.many}.`,
          confirmLabel: 'Restore',
        };
      case 'remove':
        return {
          title: 'Delete permanently?',
          text: `${pending.item.name} will be deleted for good${keeps('one')}. This cannot be undone.`,
          confirmLabel: 'Delete Permanently',
          danger: true,
        };
      case 'bulkRestore':
        return {
          title: `Restore ${nouns.many}?`,
          text: `${count(pending.ids.length)} will be back among the ${nouns.many}.`,
          confirmLabel: 'Restore',
        };
      case 'bulkDelete':
        return {
          title: 'Delete permanently?',
          text: `${count(pending.ids.length)} will be deleted for good${keeps('many')}. This cannot be undone.`,
          confirmLabel: 'Delete Permanently',
          danger: true,
        };
    }
  };
}
