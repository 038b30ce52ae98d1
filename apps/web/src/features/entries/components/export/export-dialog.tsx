import type { EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import { canViewField } from '@atrium/domain/entries/entry-permissions.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useEntryForm, useFormActor } from '../../api/entry-form.api.ts';
import { useExportTotal } from '../../api/export.api.ts';
import { factsOf } from '../entry/entry-fields.ts';
import { type ExportChoices, type ExportFormat, type ExportMode, useExport, viewOf } from './use-export.ts';

export interface ExportDialogProps {
  formId: string;
  formName: string;
  open: boolean;
  onClose: () => void;
  /** The table's current list query: the export covers the same filtered view. */
  query: EntryListQueryInput;
}

/** Fields the reader may view that make sensible groups (not files, tables, JSON or passwords). */
function useGroupFields(formId: string) {
  const form = useEntryForm(formId).data;
  const actor = useFormActor();
  return useMemo(
    () =>
      form
        ? form.fieldConfig.filter(
            (field) =>
              !field.isTrashed &&
              FIELD_TYPE_REGISTRY[field.type].groupable &&
              canViewField(actor, factsOf(form), field),
          )
        : [],
    [form, actor],
  );
}

function DownloadProgress({ choices, total }: { choices: ExportChoices; total: number | undefined }) {
  const progress = choices.progress;
  if (!progress) return null;
  // CSV and JSON rows are counted as they arrive (less the header or the brackets).
  const rows = progress.rows === null ? null : Math.max(0, progress.rows - 1);
  const share = rows !== null && total ? Math.min(99, (rows / total) * 100) : null;
  const kilobytes = Math.round(progress.bytes / 1024);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" role="status">
        {share === null ? `Downloading… ${kilobytes} KB` : `Downloading… ${rows} of ${total} entries`}
      </Typography>
      <LinearProgress
        variant={share === null ? 'indeterminate' : 'determinate'}
        value={share ?? undefined}
        aria-label="Export progress"
      />
    </Box>
  );
}

/** Export (forms spec §9): simple JSON, CSV or XLSX, or a zip grouped by a field, of the table's filtered view. */
export function ExportDialog({ formId, formName, open, onClose, query }: ExportDialogProps) {
  const titleId = useId();
  const choices = useExport(formId, formName, query, onClose);
  const groupFields = useGroupFields(formId);
  const total = useExportTotal(formId, viewOf(query), open).data;
  const busy = choices.progress !== null;
  const formats: ExportFormat[] = choices.mode === 'simple' ? ['json', 'csv', 'xlsx'] : ['csv', 'xlsx'];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{`Export ${formName}`}</DialogTitle>
      <DialogContent>
        {total !== undefined && (
          <Typography variant="body2" sx={{ mb: 1 }}>{`${total} entries in the current view`}</Typography>
        )}
        <FormControl disabled={busy}>
          <FormLabel id={`${titleId}-type`}>Export type</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-type`}
            value={choices.mode}
            onChange={(event) => choices.setMode(event.target.value as ExportMode)}
          >
            <FormControlLabel value="simple" control={<Radio />} label="Simple" />
            <FormControlLabel value="grouped" control={<Radio />} label="Grouped" />
          </RadioGroup>
        </FormControl>
        <TextField
          select
          fullWidth
          margin="normal"
          label="Format"
          disabled={busy}
          value={choices.format}
          onChange={(event) => choices.setFormat(event.target.value as ExportFormat)}
        >
          {formats.map((format) => (
            <MenuItem key={format} value={format}>
              {format.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        {choices.mode === 'grouped' && (
          <TextField
            select
            fullWidth
            margin="normal"
            label="Group by field"
            disabled={busy}
            value={choices.groupBy}
            onChange={(event) => choices.setGroupBy(event.target.value)}
          >
            {groupFields.map((field) => (
              <MenuItem key={field.id} value={field.id}>
                {field.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {choices.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {choices.error}
          </Alert>
        )}
        <DownloadProgress choices={choices} total={total} />
      </DialogContent>
      <DialogActions>
        <Button onClick={busy ? choices.cancel : onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void choices.start()}>
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
