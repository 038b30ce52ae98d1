import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { errorMessage } from '../../../../app/api-client.ts';
import { findDuplicate, type StorageUpload, sha256OfFile, storageUpload } from '../../api/storage-uploads.ts';

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

export const FINISHED: readonly QueueState[] = ['done', 'failed', 'cancelled'];

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

/** What the queue tells the page: toasts, and that a file was stored (the lists refresh). */
export interface QueueNotices {
  toast: (message: string, variant: 'success' | 'error' | 'info') => void;
  stored: () => void;
}

interface Job {
  id: string;
  upload: StorageUpload | null;
  /** Stopped by a lost connection: goes on when it returns. */
  waiting: boolean;
  cancelled: boolean;
}

// The queue lives beside the page, not in it: leaving Upload Bills and coming back finds the uploads still going.
let items: QueueItem[] = [];
let job: Job | null = null;
let notices: QueueNotices = { toast: () => undefined, stored: () => undefined };
const listeners = new Set<() => void>();
const decisions = new Map<string, (keep: boolean) => void>();

function publish(next: QueueItem[]) {
  items = next;
  for (const listener of listeners) listener();
  pump();
}

const patch = (id: string, change: Partial<QueueItem>) =>
  publish(items.map((item) => (item.id === id ? { ...item, ...change } : item)));

/** Resolves when the device is online (at once when it is). */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((done) => window.addEventListener('online', () => done(), { once: true }));
}

/** One file at a time, in the order they were added. */
function pump() {
  if (job) return;
  const next = items.find((item) => item.state === 'queued');
  if (!next) return;
  job = { id: next.id, upload: null, waiting: false, cancelled: false };
  void run(next, job);
}

/** Hash, duplicate check (the user decides), then the tus upload; a lost connection makes it wait. */
async function run(item: QueueItem, current: Job) {
  const finish = () => {
    if (job === current) job = null;
    pump();
  };
  // A cancelled file keeps its state whatever its run was doing.
  const update = (change: Partial<QueueItem>) => {
    if (!current.cancelled) patch(item.id, change);
  };
  const fail = (message: string) => {
    if (current.cancelled) return finish();
    patch(item.id, { state: 'failed', error: message });
    notices.toast(message, 'error');
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
    // The check before any byte is sent also proves the folder is still the uploader's.
    let duplicate: Awaited<ReturnType<typeof findDuplicate>>;
    try {
      duplicate = await findDuplicate(item.folderId, sha256);
    } catch (error) {
      return fail(errorMessage(error, storageMessages.folderIdFailed));
    }
    if (duplicate && !current.cancelled) {
      update({ state: 'duplicate', duplicate });
      const keep = await new Promise<boolean>((answer) => decisions.set(item.id, answer));
      if (!keep) patch(item.id, { state: 'cancelled' });
    }
    if (current.cancelled || items.find((i) => i.id === item.id)?.state === 'cancelled') return finish();
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
        notices.toast(storageMessages.resumed, 'info');
      },
      onSuccess: (bill) => {
        update({ state: 'done', sent: item.file.size });
        notices.toast(storageMessages.uploaded(bill.fileName), 'success');
        notices.stored();
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
}

// The connection: going offline pauses the running upload, coming back continues it.
window.addEventListener('offline', () => {
  if (!job?.upload || job.cancelled || job.waiting) return;
  job.waiting = true;
  job.upload.stop();
  patch(job.id, { state: 'waiting' });
});
window.addEventListener('online', () => {
  if (!job?.upload || job.cancelled || !job.waiting) return;
  job.waiting = false;
  patch(job.id, { state: 'uploading' });
  job.upload.start();
});

// Closing the tab mid-upload asks first (an upload cut that way still resumes when the file is chosen again).
window.addEventListener('beforeunload', (event) => {
  if (items.some((item) => !FINISHED.includes(item.state))) event.preventDefault();
});

/** The user's answer to a duplicate warning: upload anyway, or not. */
function decide(id: string, keep: boolean) {
  decisions.get(id)?.(keep);
  decisions.delete(id);
}

export const uploadQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
  /** The page that shows the queue says how to tell the user. */
  connect(next: QueueNotices) {
    notices = next;
  },
  add(input: QueueInput) {
    const id = crypto.randomUUID();
    publish([
      ...items,
      { ...input, id, state: 'queued', hashed: 0, sent: 0, total: input.file.size, resumed: false },
    ]);
  },
  decide,
  /** Drops a file that has not finished: a running upload is ended on the server too. */
  cancel(id: string) {
    if (job?.id === id) {
      job.cancelled = true;
      job.upload?.cancel();
      job = null;
    }
    patch(id, { state: 'cancelled' });
    decide(id, false);
  },
  /** Forgets the finished files. */
  clearFinished() {
    publish(items.filter((item) => !FINISHED.includes(item.state)));
  },
};
