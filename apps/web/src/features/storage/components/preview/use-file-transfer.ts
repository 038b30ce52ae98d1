import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { useState } from 'react';
import { FileFetchError, fetchFileBlob } from '../../api/storage-files.ts';
import { useStorageToast } from '../files/use-storage-toast.ts';

/** Hands the browser a file it holds, as a download under the file's own name. */
function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy by the time a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const fetchFailure = (error: unknown) => (error instanceof FileFetchError ? error.message : m.downloadFailed);

/** Download and share of one file (spec §2, §8), each with the spec's toasts. */
export function useFileTransfer() {
  const toast = useStorageToast('top');
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);

  const download = async (bill: StoredBill) => {
    setBusy('download');
    try {
      saveFile(await fetchFileBlob(bill));
      toast.success(m.downloaded);
    } catch (error) {
      toast.error(fetchFailure(error));
    } finally {
      setBusy(null);
    }
  };

  /** The Web Share API with the file itself; where a browser cannot share files, a download instead. */
  const share = async (bill: StoredBill) => {
    setBusy('share');
    try {
      let file: File;
      try {
        file = await fetchFileBlob(bill);
      } catch (error) {
        toast.error(fetchFailure(error));
        return;
      }
      const data: ShareData = { files: [file], title: bill.fileName };
      if (typeof navigator.canShare !== 'function' || !navigator.canShare(data)) {
        saveFile(file);
        toast.info(m.shareUnsupported);
        return;
      }
      try {
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is the user's choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(m.shareFailed);
      }
    } finally {
      setBusy(null);
    }
  };

  return { busy, download, share };
}
