import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { queryKeys } from '../../../../app/query-keys.ts';
import { useOnline } from '../../../../app/shell/offline-banner.tsx';
import { findDuplicate, type StorageUpload, sha256OfFile, storageUpload } from '../../api/storage-uploads.ts';

/** Upload messages stay 7 s (spec §9). */
export const UPLOAD_TOAST_MS = 7000;

export type QueueState =
  | 'queued'
  | 'hashing'
  | 'checking'
  | 'duplicate'
  | 'uploading'
  | 'waiting'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface Duplicate {
  fileName: string;
  uploadedOn: string;
  uploadedBy: string | null;
}

export interface QueueInput {
  file: Blob;
  fileName: string;
  folderId: string;
  folderName: string;
  issuedOn: string;
}

export interface QueueItem extends QueueInput {
  id: string;
  state: QueueState;
  /** Share of the file hashed, 0 to 1. */
  hashed: number;
  sent: number;
  total: number;
  resumed: boolean;
  error?: string;
  duplicate?: Duplicate;
}

/** Resolves when the device is online (at once when it is). */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((done) => window.addEventListener('online', () => done(), { once: true }));
}

interface Job {
  id: string;
  upload: StorageUpload | null;
  /** Stopped by a lost connection: goes on when it returns. */
  waiting: boolean;
  cancelled: boolean;
}

/**
 * Files to upload, one after the other: each is hashed in the browser, checked for a duplicate in its folder
 * (the user decides whether to keep both), then sent with tus. Offline, the upload waits and goes on by itself.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<QueueItem[]>([]);
  const online = useOnline();
  const job = useRef<Job | null>(null);
  const decisions = useRef(new Map<string, (keep: boolean) => void>());
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  const patch = useCallback(
    (id: string, change: Partial<QueueItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const add = (input: QueueInput) =>
    setItems((list) => [
      ...list,
      {
        ...input,
        id: crypto.randomUUID(),
        state: 'queued',
        hashed: 0,
        sent: 0,
        total: input.file.size,
        resumed: false,
      },
    ]);

  const run = useCallback(
    async (item: QueueItem, current: Job) => {
      const finish = () => {
        if (job.current === current) job.current = null;
        // Wakes the runner for the next file.
        setItems((list) => [...list]);
      };
      // A cancelled file keeps its state whatever its run was doing.
      const update = (change: Partial<QueueItem>) => {
        if (!current.cancelled) patch(item.id, change);
      };
      const fail = (message: string) => {
        if (current.cancelled) return finish();
        patch(item.id, { state: 'failed', error: message });
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: UPLOAD_TOAST_MS });
        finish();
      };
      try {
        update({ state: 'hashing' });
        const sha256 = await sha256OfFile(item.file, (done, total) =>
          update({ hashed: total > 0 ? done / total : 1 }),
        );
        if (current.cancelled) return finish();
        update({ state: 'checking' });
        await whenOnline();
        const duplicate = await findDuplicate(item.folderId, sha256);
        if (duplicate) {
          update({ state: 'duplicate', duplicate });
          const keep = await new Promise<boolean>((answer) => decisions.current.set(item.id, answer));
          if (!keep || current.cancelled) {
            patch(item.id, { state: 'cancelled' });
            return finish();
          }
        }
        if (current.cancelled) return finish();
        update({ state: 'uploading' });
        const metadata = {
          target: 'storage' as const,
          folderId: item.folderId,
          issuedOn: item.issuedOn,
          filename: item.fileName,
          filetype: item.file.type || 'application/octet-stream',
          sha256,
        };
        current.upload = storageUpload(item.file, metadata, {
          onProgress: (sent, total) => update({ sent, total }),
          onResumed: () => {
            update({ resumed: true });
            enqueueSnackbar(storageMessages.resumed, { variant: 'info', autoHideDuration: UPLOAD_TOAST_MS });
          },
          onSuccess: (bill) => {
            update({ state: 'done', sent: item.file.size });
            enqueueSnackbar(storageMessages.uploaded(bill.fileName), {
              variant: 'success',
              autoHideDuration: UPLOAD_TOAST_MS,
            });
            void queryClient.invalidateQueries({ queryKey: queryKeys.storageFiles });
            finish();
          },
          onError: (error) => {
            if (current.cancelled) return;
            // Cut off by a lost connection: wait for it, then go on where the server stopped.
            if (!navigator.onLine) {
              current.waiting = true;
              update({ state: 'waiting' });
              return;
            }
            fail(error.message);
          },
        });
        if (navigator.onLine) current.upload.start();
        else {
          current.waiting = true;
          update({ state: 'waiting' });
        }
      } catch (error) {
        fail(errorMessage(error, storageMessages.uploadFailed));
      }
    },
    [patch, enqueueSnackbar, queryClient],
  );

  // The runner: one file at a time, in the order they were added.
  useEffect(() => {
    if (job.current) return;
    const next = items.find((item) => item.state === 'queued');
    if (!next) return;
    job.current = { id: next.id, upload: null, waiting: false, cancelled: false };
    void run(next, job.current);
  }, [items, run]);

  // The connection: going offline pauses the upload, coming back continues it.
  useEffect(() => {
    const current = job.current;
    if (!current?.upload || current.cancelled) return;
    if (!online && !current.waiting) {
      current.waiting = true;
      current.upload.stop();
      patch(current.id, { state: 'waiting' });
    } else if (online && current.waiting) {
      current.waiting = false;
      patch(current.id, { state: 'uploading' });
      current.upload.start();
    }
  }, [online, patch]);

  /** The user's answer to a duplicate warning: upload anyway, or not. */
  const decide = (id: string, keep: boolean) => {
    decisions.current.get(id)?.(keep);
    decisions.current.delete(id);
  };

  /** Drops a file that has not finished: a running upload is ended on the server too. */
  const cancel = (id: string) => {
    const current = job.current;
    if (current?.id === id) {
      current.cancelled = true;
      current.upload?.cancel();
      job.current = null;
      decide(id, false);
    }
    patch(id, { state: 'cancelled' });
  };

  return { items, add, decide, cancel, online };
}
