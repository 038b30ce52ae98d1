import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { useState } from 'react';
import type { Confirmation } from '../../../../ui/confirm-dialog.tsx';
import { deleteFailure, useDeleteFile, useDeleteFiles } from '../../api/storage-files.ts';
import { useStorageToast } from './use-storage-toast.ts';

type Asked = { one: StoredBill } | { many: readonly StoredBill[] };

function confirmationOf(asked: Asked): Confirmation {
  if ('one' in asked) {
    return {
      title: 'Delete file?',
      text: m.confirmDelete(asked.one.fileName),
      confirmLabel: 'Delete',
      danger: true,
    };
  }
  return {
    title: 'Delete files?',
    text: m.confirmDeleteMany(asked.many.length),
    confirmLabel: 'Delete',
    danger: true,
  };
}

/** Deleting one file or the chosen ones, each after a confirmation; `onDeleted` runs once they are gone. */
export function useFileDelete(onDeleted: (ids: readonly string[]) => void) {
  const toast = useStorageToast();
  const one = useDeleteFile();
  const many = useDeleteFiles();
  const [asked, setAsked] = useState<Asked | null>(null);

  const confirm = () => {
    if (!asked) return;
    const done = (ids: readonly string[], message: string) => {
      setAsked(null);
      toast.success(message);
      onDeleted(ids);
    };
    const failed = (error: unknown) => {
      setAsked(null);
      toast.error(deleteFailure(error));
    };
    if ('one' in asked) {
      const file = asked.one;
      one.mutate(file.id, { onSuccess: () => done([file.id], m.deleted), onError: failed });
    } else {
      const ids = asked.many.map((file) => file.id);
      many.mutate(ids, {
        onSuccess: ({ message }) => done(ids, message || m.filesDeleted(ids.length)),
        onError: failed,
      });
    }
  };

  return {
    askOne: (file: StoredBill) => setAsked({ one: file }),
    askMany: (files: readonly StoredBill[]) => setAsked({ many: files }),
    dialog: {
      confirmation: asked && confirmationOf(asked),
      busy: one.isPending || many.isPending,
      onConfirm: confirm,
      onCancel: () => setAsked(null),
    },
  };
}
