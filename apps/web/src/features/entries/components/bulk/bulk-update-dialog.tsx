import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FieldInput } from '../../../../ui/form-kit/inputs/field-input.tsx';
import { useBulkUpdate } from '../../api/entries-table.api.ts';
import { EntryInputSources } from '../entry/entry-input-sources.tsx';
import { failureMessage } from '../table/failure-message.ts';
import { useTableToast } from '../table/table-toast.ts';

interface BulkUpdateDialogProps {
  formId: string;
  open: boolean;
  fields: readonly FieldConfig[];
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}

const NOT_UPDATABLE = new Set(['table', 'file']);

function hasValue(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/** Sets one field to one value in every selected entry. */
export function BulkUpdateDialog({ formId, open, fields, ids, onClose, onDone }: BulkUpdateDialogProps) {
  const titleId = useId();
  const [fieldId, setFieldId] = useState('');
  const [value, setValue] = useState<unknown>('');
  // Closed before its first draw: a dialog drawn first when opened (`WhenOpened`) still sets itself up.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setFieldId('');
    setValue('');
  }
  const update = useBulkUpdate(formId);
  const toast = useTableToast();
  const field = fields.find((candidate) => candidate.id === fieldId);
  const ready = field !== undefined && hasValue(value) && ids.length > 0;

  const chooseField = (id: string) => {
    const next = fields.find((candidate) => candidate.id === id);
    setFieldId(id);
    setValue(
      next?.type === 'checkbox' || next?.type === 'toggle' ? false : next?.type === 'multiselect' ? [] : '',
    );
  };
  const submit = () => {
    if (!ready || !field) return;
    const sent =
      field.type === 'datetime' && typeof value === 'string' ? new Date(value).toISOString() : value;
    update.mutate(
      { ids, fieldId: field.id, value: sent },
      {
        onSuccess: () => {
          toast.success(m.updatedCount(ids.length));
          onDone();
        },
        onError: (error) => toast.error(failureMessage(error, m.bulkUpdateFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Update Selected Entries</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{`${ids.length} entries selected.`}</Typography>
          {ids.length === 0 && <Alert severity="info">{m.selectEntries}</Alert>}
          <TextField
            select
            fullWidth
            label="Field"
            value={fieldId}
            onChange={(event) => chooseField(event.target.value)}
          >
            {fields.map((candidate) => {
              const blocked = NOT_UPDATABLE.has(candidate.type);
              return (
                <MenuItem key={candidate.id} value={candidate.id} disabled={blocked}>
                  <ListItemText primary={candidate.label} secondary={blocked ? m.notUpdatable : undefined} />
                </MenuItem>
              );
            })}
          </TextField>
          {field && (
            <EntryInputSources>
              <FieldInput
                key={field.id}
                id={`bulk-${field.id}`}
                field={field}
                formId={formId}
                label={`New value of ${field.label}`}
                value={value}
                onChange={setValue}
              />
            </EntryInputSources>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!ready || update.isPending}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
