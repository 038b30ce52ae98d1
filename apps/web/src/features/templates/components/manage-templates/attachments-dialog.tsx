import { templateAttachmentPath } from '@atrium/domain/templates/templates.contract.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  TEMPLATE_ATTACHMENT_ACCEPT,
  type TemplateSummary,
} from '@atrium/domain/templates/templates.schemas.ts';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useTemplateDetail } from '../../api/manage-templates.ts';
import { useRemoveAttachment, useUploadAttachments } from '../../api/templates-setup.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface AttachmentsDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
}

/** Manage Attachments: upload images, pdf and office files, view and remove them. */
export function AttachmentsDialog({ template, onClose }: AttachmentsDialogProps) {
  const detail = useTemplateDetail(template?.id ?? null);
  const add = useUploadAttachments();
  const remove = useRemoveAttachment();
  const toast = useTemplatesToast('manage');
  const input = useRef<HTMLInputElement>(null);
  const attachments = detail.data?.template.attachments ?? template?.attachments ?? [];
  const upload = (files: FileList | null) => {
    if (!template || !files || files.length === 0) return;
    add.mutate(
      { templateId: template.id, files: [...files] },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.failure(error, m.uploadFailed),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <DialogFrame
      open={template !== null}
      title="Manage Attachments"
      onClose={onClose}
      width="sm"
      actions={
        <>
          <Button component="label" variant="outlined" disabled={add.isPending}>
            Upload Files
            <input
              ref={input}
              hidden
              type="file"
              multiple
              accept={TEMPLATE_ATTACHMENT_ACCEPT}
              onChange={(event) => upload(event.target.files)}
            />
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {m.attachmentType}
      </Typography>
      {(add.isPending || remove.isPending) && <LinearProgress aria-label="Working" sx={{ my: 1 }} />}
      {attachments.length === 0 && <Typography sx={{ mt: 2 }}>No attachments yet.</Typography>}
      <List dense aria-label="Attachments">
        {template &&
          attachments.map((file) => (
            <ListItem key={file.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                primary={
                  <Link href={templateAttachmentPath(template.id, file.id)} target="_blank" rel="noreferrer">
                    {file.name}
                  </Link>
                }
                secondary={`${Math.ceil(file.size / 1024)} KB`}
              />
              <Button
                size="small"
                color="error"
                aria-label={`Remove ${file.name}`}
                onClick={() =>
                  remove.mutate(
                    { templateId: template.id, attachmentId: file.id },
                    {
                      onSuccess: ({ message }) => toast.success(message),
                      onError: (error) => toast.failure(error, m.removeAttachmentFailed),
                    },
                  )
                }
              >
                Remove
              </Button>
            </ListItem>
          ))}
      </List>
    </DialogFrame>
  );
}
