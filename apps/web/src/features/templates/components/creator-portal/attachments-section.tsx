import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  TEMPLATE_ATTACHMENT_ACCEPT,
  type TemplateAttachment,
} from '@atrium/domain/templates/templates.schemas.ts';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useRemoveAttachment } from '../../api/templates-setup.ts';
import { AttachmentLinks } from '../shared/attachment-links.tsx';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const isImage = (file: File) => file.type.startsWith('image/');

interface ChosenFilesProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/** Files chosen for upload (sent with Save Draft): images as thumbnails, others with their size in KB. */
export function ChosenFiles({ files, onChange }: ChosenFilesProps) {
  const inputId = useId();
  const previews = useMemo(
    () => files.map((file) => (isImage(file) ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const remove = (index: number) => onChange(files.filter((_, i) => i !== index));

  return (
    <Stack spacing={1.5}>
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={TEMPLATE_ATTACHMENT_ACCEPT}
          hidden
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          Choose attachments
        </Button>
      </div>
      {files.length > 0 && (
        <Box component="ul" aria-label="Chosen attachments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {files.map((file, index) => (
              <Box
                component="li"
                key={`${file.name}-${file.size}-${file.lastModified}`}
                sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
              >
                {previews[index] ? (
                  <Box sx={{ pr: 4 }}>
                    <Box
                      component="img"
                      src={previews[index] ?? undefined}
                      alt={file.name}
                      sx={{ width: 96, height: 96, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
                    />
                  </Box>
                ) : (
                  <Typography variant="body2" sx={{ pr: 4, maxWidth: 240, overflowWrap: 'anywhere' }}>
                    {file.name} ({kb(file.size)})
                  </Typography>
                )}
                <IconButton
                  size="small"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(index)}
                  sx={{ position: 'absolute', top: 0, right: 0 }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/** The template's stored attachments, each with View and Download, and a remove control. */
export function StoredAttachments({
  templateId,
  attachments,
}: {
  templateId: string;
  attachments: readonly TemplateAttachment[];
}) {
  const remove = useRemoveAttachment();
  const toast = useTemplatesToast('portal');
  if (attachments.length === 0) return null;
  return (
    <List aria-label="Attachments" dense disablePadding>
      {attachments.map((attachment) => (
        <ListItem
          key={attachment.id}
          disableGutters
          sx={{ flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <ListItemText
            primary={attachment.name}
            secondary={kb(attachment.size)}
            sx={{ minWidth: 0, flex: '1 1 160px', overflowWrap: 'anywhere' }}
          />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <AttachmentLinks templateId={templateId} attachment={attachment} />
            <IconButton
              size="small"
              aria-label={`Remove ${attachment.name}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { templateId, attachmentId: attachment.id },
                  {
                    onSuccess: ({ message }) => toast.success(message),
                    onError: () => toast.error(m.removeAttachmentFailed),
                  },
                )
              }
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
