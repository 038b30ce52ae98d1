import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useMyFolders } from '../api/storage-folders.ts';
import { DuplicateDialog } from '../components/upload/duplicate-dialog.tsx';
import { PullToRefresh } from '../components/upload/pull-to-refresh.tsx';
import { UploadForm } from '../components/upload/upload-form.tsx';
import { UploadQueueList } from '../components/upload/upload-queue-list.tsx';
import { useUploadQueue } from '../components/upload/use-upload-queue.ts';

/** Folder messages stay 5 s (spec §9). */
const FOLDER_TOAST_MS = 5000;

/** Upload Bills: pick a folder, a date and a file or photo; uploads run one after the other, resumably. */
export function UploadBillsPage() {
  const folders = useMyFolders();
  const queue = useUploadQueue();
  const { enqueueSnackbar } = useSnackbar();
  const asking = queue.items.find((item) => item.state === 'duplicate') ?? null;

  useEffect(() => {
    if (folders.isError)
      enqueueSnackbar(storageMessages.loadFoldersFailed, {
        variant: 'error',
        autoHideDuration: FOLDER_TOAST_MS,
      });
  }, [folders.isError, enqueueSnackbar]);

  return (
    <PullToRefresh onRefresh={() => folders.refetch()}>
      <PageHeading
        title="Upload Bills"
        subtitle="Choose a folder and the issued date, then a file or a photo."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void folders.refetch()}
            disabled={folders.isFetching}
          >
            Refresh
          </Button>
        }
      />
      {folders.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {storageMessages.loadFoldersFailed}
        </Alert>
      )}
      {folders.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You have no folders to upload to yet. An organization admin can give you access to one.
        </Alert>
      )}
      <UploadForm folders={folders.data ?? []} loadingFolders={folders.isPending} onQueue={queue.add} />
      <UploadQueueList
        items={queue.items}
        online={queue.online}
        onCancel={queue.cancel}
        onClearFinished={queue.clearFinished}
      />
      <DuplicateDialog item={asking} onAnswer={queue.decide} />
    </PullToRefresh>
  );
}
