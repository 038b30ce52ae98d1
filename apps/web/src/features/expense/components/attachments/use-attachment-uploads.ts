import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { queryKeys } from '../../../../app/query-keys.ts';
import { type AttachmentOutcome, uploadRequestAttachments } from '../../api/request-attachments.ts';

/** Upload messages stay 7 s, as the storage app's do (spec §9). */
const UPLOAD_TOAST_MS = 7000;

export type AttachmentUploadState = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file of the batch on its way: shown with its progress until the batch ends. */
export interface AttachmentUploadItem {
  key: string;
  name: string;
  sent: number;
  total: number;
  state: AttachmentUploadState;
  error: string | null;
}

/**
 * Uploads chosen files to a request one after another, with each file's progress, a toast per file
 * ('Upload successful.' or the server's words) and 'All files uploaded successfully.' when several all
 * landed; then the request is read again.
 */
export function useAttachmentUploads() {
  const [items, setItems] = useState<AttachmentUploadItem[]>([]);
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');

  const upload = useCallback(
    async (requestId: string, files: readonly File[], revised: boolean): Promise<AttachmentOutcome[]> => {
      const batch = `${Date.now()}`;
      setItems(
        files.map((file, index) => ({
          key: `${batch}-${index}`,
          name: file.name,
          sent: 0,
          total: file.size,
          state: 'waiting',
          error: null,
        })),
      );
      const patch = (index: number, change: Partial<AttachmentUploadItem>) =>
        setItems((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));
      const toast = (message: string, variant: 'success' | 'error') =>
        enqueueSnackbar(message, { variant, autoHideDuration: UPLOAD_TOAST_MS });
      const outcomes = await uploadRequestAttachments(
        requestId,
        files,
        revised,
        (index, sent, total) => patch(index, { state: 'uploading', sent, total }),
        (index, outcome) => {
          if (outcome.ok) {
            patch(index, { state: 'done' });
            toast(m.uploadSuccessful, 'success');
          } else {
            patch(index, { state: 'failed', error: outcome.error });
            toast(`${outcome.name}: ${outcome.error}`, 'error');
          }
        },
      );
      if (outcomes.length > 1 && outcomes.every((outcome) => outcome.ok)) toast(m.allUploaded, 'success');
      await queryClient.invalidateQueries({ queryKey: queryKeys.expenseRequests });
      // What landed shows in the lists; what failed stays, with its reason.
      setItems((current) => current.filter((item) => item.state === 'failed'));
      return outcomes;
    },
    [enqueueSnackbar, queryClient],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, busy, upload, clear };
}
