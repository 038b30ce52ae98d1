import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../../app/query-keys.ts';
import { useOnline } from '../../../../app/shell/offline-banner.tsx';
import { uploadQueue } from './upload-queue-store.ts';

export type { QueueInput, QueueItem, QueueState } from './upload-queue-store.ts';

/** Upload messages stay 7 s (spec §9). */
export const UPLOAD_TOAST_MS = 7000;

/**
 * The files to upload, one after the other: each is hashed in the browser, checked for a duplicate in its folder
 * (the user decides whether to keep both), then sent with tus. Offline, the upload waits and goes on by itself.
 */
export function useUploadQueue() {
  const items = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot);
  const online = useOnline();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      uploadQueue.connect({
        toast: (message, variant) => enqueueSnackbar(message, { variant, autoHideDuration: UPLOAD_TOAST_MS }),
        stored: () => void queryClient.invalidateQueries({ queryKey: queryKeys.storageFiles }),
      }),
    [enqueueSnackbar, queryClient],
  );

  return { items, online, ...uploadQueue };
}
