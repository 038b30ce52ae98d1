import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { ACCEPT_ATTRIBUTE } from '@atrium/domain/storage/storage.schemas.ts';
import { isAcceptedExtension, storageExtensionOf } from '@atrium/domain/storage/storage-upload-rules.ts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useRef } from 'react';
import { formatBytes } from '../../../../ui/form-kit/inputs/file-items.ts';

interface DocumentsPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Says why some chosen files were left out. */
  onRefused: (message: string) => void;
  disabled?: boolean;
}

/**
 * Supporting documents (images, pdf, doc, docx, xls, xlsx, spec §5): chosen here, uploaded once the request
 * is in. A file of another kind is left out with a word why; the same file chosen twice is kept once.
 */
export function DocumentsPicker({ files, onChange, onRefused, disabled }: DocumentsPickerProps) {
  const picker = useRef<HTMLInputElement | null>(null);
  const sameFile = (a: File, b: File) =>
    a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

  const add = (chosen: File[]) => {
    const accepted = chosen.filter((file) => isAcceptedExtension(storageExtensionOf(file.name)));
    if (accepted.length < chosen.length) onRefused(m.attachmentTypeNotAccepted);
    const fresh = accepted.filter((file) => !files.some((held) => sameFile(held, file)));
    if (fresh.length > 0) onChange([...files, ...fresh]);
  };

  return (
    <Box>
      {files.length > 0 && (
        <List aria-label="Supporting documents" dense disablePadding>
          {files.map((file) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove document ${file.name}`}
                  onClick={() => onChange(files.filter((held) => held !== file))}
                  disabled={disabled}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={formatBytes(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => picker.current?.click()}
        disabled={disabled}
        sx={{ mt: 1 }}
      >
        Add Documents
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        aria-label="Supporting documents to attach"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
