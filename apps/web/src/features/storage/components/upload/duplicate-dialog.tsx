import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { formatDate } from '../../../../ui/format-date.ts';
import type { QueueItem } from './use-upload-queue.ts';

interface DuplicateDialogProps {
  /** The file whose content the folder already holds, or null. */
  item: QueueItem | null;
  onAnswer: (id: string, keep: boolean) => void;
}

/** The same content is already in the folder: names the earlier file; the user may upload anyway. */
export function DuplicateDialog({ item, onAnswer }: DuplicateDialogProps) {
  const duplicate = item?.duplicate;
  return (
    <ConfirmDialog
      confirmation={
        item && duplicate
          ? {
              title: 'File already uploaded',
              text: (
                <>
                  {storageMessages.duplicateFound(duplicate.fileName, formatDate(duplicate.uploadedOn))}
                  {duplicate.uploadedBy ? ` (uploaded by ${duplicate.uploadedBy})` : ''}
                </>
              ),
              confirmLabel: storageMessages.keepBoth,
            }
          : null
      }
      onConfirm={() => item && onAnswer(item.id, true)}
      onCancel={() => item && onAnswer(item.id, false)}
    />
  );
}
