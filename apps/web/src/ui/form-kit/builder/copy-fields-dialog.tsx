import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogFrame } from '../../dialog-frame.tsx';
import { useBuilderSources } from './builder-sources.tsx';

interface CopyFieldsDialogProps {
  currentFormId?: string;
  onCopy: (fields: FieldConfig[]) => void;
  onClose: () => void;
}

/** Copy Fields: pick an existing form; Copy appends its live fields with new ids. */
export function CopyFieldsDialog({ currentFormId, onCopy, onClose }: CopyFieldsDialogProps) {
  const sources = useBuilderSources();
  const catalogue = sources.useCatalogue();
  const [formId, setFormId] = useState('');
  // The catalogue lists labels only; the full field settings come with the form itself.
  const source = sources.useFormFields(formId || undefined);
  const forms = (catalogue.data ?? []).filter((form) => form.id !== currentFormId);
  const chosen = forms.find((form) => form.id === formId);
  const failed = catalogue.isError || source.isError;

  return (
    <DialogFrame
      open
      title="Copy Fields"
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!chosen || !source.data}
            onClick={() => source.data && onCopy(source.data.fieldConfig)}
          >
            Copy
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>
          The chosen form's fields are added after the fields you already have.
        </DialogContentText>
        <TextField
          select
          label="Form to copy from"
          value={chosen ? formId : ''}
          onChange={(event) => setFormId(event.target.value)}
          disabled={catalogue.isPending}
        >
          {forms.map((form) => (
            <MenuItem key={form.id} value={form.id}>
              {form.name} ({form.fields.length} fields)
            </MenuItem>
          ))}
        </TextField>
        {!catalogue.isPending && forms.length === 0 && !failed && (
          <Alert severity="info">{formMessages.noForms}</Alert>
        )}
        {failed && <Alert severity="error">{formMessages.formsFetchFailed}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
