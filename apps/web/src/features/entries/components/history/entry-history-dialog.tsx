import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { useEntryHistory } from '../../api/entries-table.api.ts';
import { cellText } from '../table/cell-text.ts';

interface EntryHistoryDialogProps {
  formId: string;
  entry: Entry | null;
  fields: readonly FieldConfig[];
  onClose: () => void;
}

/** Every saved version of an entry, newest first, with its values then. */
export function EntryHistoryDialog({ formId, entry, fields, onClose }: EntryHistoryDialogProps) {
  const titleId = useId();
  const history = useEntryHistory(formId, entry?.id ?? null);
  const items = history.data ?? [];
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Version History ${entry?.code ?? ''}`}</DialogTitle>
      <DialogContent>
        {history.isPending && <CircularProgress aria-label="Loading version history" />}
        {history.error && <Alert severity="error">{errorMessage(history.error)}</Alert>}
        {history.data && items.length === 0 && <Typography>{m.noHistory}</Typography>}
        <Box component="ol" aria-label="Versions" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Paper component="li" variant="outlined" key={item.version} sx={{ p: 1.5, mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {`Version ${item.version}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatDateTime(item.updatedAt)} · ${item.updatedBy?.name ?? 'Unknown'}`}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
              >
                {fields.map((field) => (
                  <Box key={field.id} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ fontWeight: 500 }}>
                      {field.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {cellText(field.type, item.entryData[field.id]) || '—'}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
