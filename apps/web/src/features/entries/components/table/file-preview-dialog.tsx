import type { FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FilePreview } from '../files/file-preview.tsx';

export interface FilePreviewTarget {
  field: FieldConfig;
  file: FileValue;
}

/** One stored attachment of a table cell: its preview and its metadata list (with Retry when it fails). */
export function FilePreviewDialog({
  target,
  onClose,
}: {
  target: FilePreviewTarget | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {target?.file.name ?? ''}
      </DialogTitle>
      <DialogContent>
        {target && <FilePreview file={target.file} metaDataFields={target.field.metaDataFields} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
