import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasRole } from '@atrium/domain/access/permissions.ts';
import type { RequestDetail, RequestFile } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_ROLE } from '@atrium/domain/expense/expense-rights.ts';
import { ACCEPT_ATTRIBUTE } from '@atrium/domain/storage/storage.schemas.ts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { readRequest, useDeleteAttachment } from '../api/request-attachments.ts';
import { AttachmentList } from './attachments/attachment-list.tsx';
import { NewOrRevisedDialog } from './attachments/new-or-revised-dialog.tsx';
import { UploadProgressList } from './attachments/upload-progress-list.tsx';
import { useAttachmentUploads } from './attachments/use-attachment-uploads.ts';

interface RequestAttachmentsProps {
  request: RequestDetail;
  /** Called with the request as it is after files were added or one was deleted (it has a new version). */
  onChanged?: (request: RequestDetail) => void;
}

/**
 * The supporting documents of a transfer request (decision 0028): 'Files', 'Revised Files' and the 'Deleted
 * Files' (collapsed until opened). Files are added as a 'New File' or a 'Revised File' by whoever may edit the
 * request or made it; deleting one moves it to Deleted Files and needs the edit right.
 */
export function RequestAttachments({ request, onChanged }: RequestAttachmentsProps) {
  const { actor } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const ids = { files: useId(), revised: useId(), deleted: useId(), deletedList: useId() };
  const input = useRef<HTMLInputElement>(null);
  const revisedChoice = useRef(false);
  const [asking, setAsking] = useState(false);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const [toDelete, setToDelete] = useState<RequestFile | null>(null);
  const uploads = useAttachmentUploads();
  const remove = useDeleteAttachment();

  const cancelled = request.request_status === 'cancelled';
  const isCreatorSubmitter =
    request.created_by.id === actor.id &&
    (actor.isOrgAdmin || hasRole(actor, APP.expense, EXPENSE_ROLE.submit));
  const mayAdd = !cancelled && (request.rights.edit || isCreatorSubmitter);
  const mayDelete = !cancelled && request.rights.edit;

  const live = request.attached_files.filter((file) => !file.isDeleted);
  const files = live.filter((file) => !file.isRevised);
  const revised = live.filter((file) => file.isRevised);
  const deleted = request.attached_files.filter((file) => file.isDeleted);

  const choose = (isRevised: boolean) => {
    revisedChoice.current = isRevised;
    setAsking(false);
    // Still within the click: the browser lets the file picker open.
    input.current?.click();
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const outcomes = await uploads.upload(request.id, picked, revisedChoice.current);
    if (!outcomes.some((outcome) => outcome.ok) || !onChanged) return;
    const fresh = await readRequest(request.id).catch(() => null);
    if (fresh) onChanged(fresh);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { requestId: request.id, fileId: toDelete.id, version: request.version },
      {
        onSuccess: (answer) => {
          setToDelete(null);
          enqueueSnackbar(answer.message, { variant: 'success' });
          onChanged?.(answer.request);
        },
      },
    );
  };

  const askDelete = (file: RequestFile) => {
    remove.reset();
    setToDelete(file);
  };
  const onDelete = mayDelete ? askDelete : undefined;

  return (
    <Box component="section" aria-labelledby={ids.files} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={ids.files} component="h3" variant="h6" sx={{ flexGrow: 1 }}>
          Files
        </Typography>
        {mayAdd && (
          <Button
            startIcon={<AttachFileIcon />}
            onClick={() => setAsking(true)}
            disabled={uploads.busy}
            size="small"
          >
            Add files
          </Button>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void chosen(event)}
      />
      <UploadProgressList items={uploads.items} onDismiss={uploads.clear} />
      {files.length > 0 ? (
        <AttachmentList requestId={request.id} files={files} labelledBy={ids.files} onDelete={onDelete} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No files attached.
        </Typography>
      )}

      {revised.length > 0 && (
        <>
          <Typography id={ids.revised} component="h3" variant="h6" sx={{ mt: 2, mb: 1 }}>
            Revised Files
          </Typography>
          <AttachmentList
            requestId={request.id}
            files={revised}
            labelledBy={ids.revised}
            onDelete={onDelete}
          />
        </>
      )}

      {deleted.length > 0 && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mt: 2 }}>
            <Typography id={ids.deleted} component="h3" variant="h6">
              <Button
                onClick={() => setDeletedOpen((open) => !open)}
                aria-expanded={deletedOpen}
                aria-controls={ids.deletedList}
                endIcon={deletedOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                color="inherit"
                sx={{ font: 'inherit', textTransform: 'none', px: 0 }}
              >
                Deleted Files
              </Button>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {deleted.length === 1 ? '1 file' : `${deleted.length} files`}
            </Typography>
          </Box>
          <Collapse in={deletedOpen} id={ids.deletedList}>
            <AttachmentList requestId={request.id} files={deleted} labelledBy={ids.deleted} />
          </Collapse>
        </>
      )}

      <NewOrRevisedDialog open={asking} onChoose={choose} onCancel={() => setAsking(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete file?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? `"${toDelete.name}" will move to Deleted Files.` : ''}
      </ConfirmDialog>
    </Box>
  );
}
