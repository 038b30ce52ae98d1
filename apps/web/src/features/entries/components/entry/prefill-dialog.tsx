import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../../ui/use-debounced-value.ts';
import { usePrefillSearch } from '../../api/entries-write.api.ts';
import { cutCell } from './cell-text.ts';
import { useEntryToast } from './entry-toast.ts';

/** Prefill searches 500 ms after typing stops (forms spec §9). */
const PREFILL_DEBOUNCE_MS = 500;
/** Table, date, datetime and file fields are not searched; their cells are not listed either. */
const SKIPPED = new Set(['table', 'date', 'datetime', 'file', 'password']);

interface PrefillDialogProps {
  open: boolean;
  formId: string;
  fields: FieldConfig[];
  onClose: () => void;
  onChoose: (entry: Entry) => void;
}

export function PrefillDialog({ open, formId, fields, onClose, onChoose }: PrefillDialogProps) {
  const titleId = useId();
  const toast = useEntryToast();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, PREFILL_DEBOUNCE_MS);
  const results = usePrefillSearch(formId, open ? debounced : '');
  const shown = fields.filter((field) => !SKIPPED.has(field.type));

  useEffect(() => {
    if (results.isError) toast.error(m.prefillFailed);
  }, [results.isError, toast]);

  const close = () => {
    setSearch('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Prefill Form Data</DialogTitle>
      <DialogContent dividers>
        <TextField
          fullWidth
          autoFocus
          label="Search entries"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2 }}
        />
        {results.isFetching && <CircularProgress size={24} aria-label="Searching" />}
        {results.isError && <Typography color="error">{m.prefillFailed}</Typography>}
        {results.data?.length === 0 && <Typography color="text.secondary">{m.prefillNone}</Typography>}
        {results.data && results.data.length > 0 && (
          <List aria-label="Matching entries">
            {results.data.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton onClick={() => onChoose(entry)} sx={{ display: 'block' }}>
                  {shown.map((field) => (
                    <Box key={field.id} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
                      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {field.label}:
                      </Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {cutCell(entry.data[field.id])}
                      </Typography>
                    </Box>
                  ))}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
