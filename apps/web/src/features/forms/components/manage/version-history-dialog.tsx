import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { FormHistoryItem, HistoryChangeType } from '@atrium/domain/forms/forms.schemas.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { useFormHistory } from '../../api/forms.api.ts';
import { useFullScreenOnPhones } from './responsive-dialog.ts';

const CHANGE_LABELS: Record<HistoryChangeType, string> = {
  initial_creation: 'Initial creation',
  field_config: 'Field configuration',
  access_config: 'Access configuration',
};

interface VersionHistoryDialogProps {
  /** The form whose history is shown; the dialog is closed when null. */
  form: { id: string; name: string } | null;
  onClose: () => void;
}

function Snapshot({ item }: { item: FormHistoryItem }) {
  const fields = item.formConfig.fieldConfig;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="body2">
        Name: <strong>{item.formConfig.name}</strong>
      </Typography>
      <Typography variant="body2">
        Fields:{' '}
        {fields.length === 0 ? 'none' : fields.map((field) => `${field.label} (${field.type})`).join(', ')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`Configuration saved in version ${item.version}`}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 240,
          overflow: 'auto',
          bgcolor: 'action.hover',
          fontSize: '0.75rem',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(item.formConfig, null, 2)}
      </Box>
    </Box>
  );
}

function HistoryEntry({ item }: { item: FormHistoryItem }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            Version {item.version} · {CHANGE_LABELS[item.changeType]}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {formatDateTime(item.timestamp)} · {item.updatedBy?.name ?? 'Unknown user'}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Snapshot item={item} />
      </AccordionDetails>
    </Accordion>
  );
}

/** Every saved version of a form, newest first, each opening onto the configuration it saved. */
export function VersionHistoryDialog({ form, onClose }: VersionHistoryDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenOnPhones();
  const history = useFormHistory(form?.id);
  const items = history.data ?? [];
  return (
    <Dialog
      open={form !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Version History{form ? `: ${form.name}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {history.error ? (
          <Alert severity="error">{errorMessage(history.error, m.fetchFailed)}</Alert>
        ) : history.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading the version history" />
          </Box>
        ) : items.length === 0 ? (
          <Typography>No version history available</Typography>
        ) : (
          <Box
            component="ol"
            aria-label="Versions"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {items.map((item) => (
              <li key={item.version}>
                <HistoryEntry item={item} />
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
