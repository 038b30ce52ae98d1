import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSampleEntries } from '../../api/entries-write.api.ts';
import { cutCell } from './cell-text.ts';

interface SamplesPanelProps {
  formId: string;
  fields: FieldConfig[];
  onUse: (entry: Entry) => void;
}

/** Sample data: the newest live entries, each usable as a template for a new one. Loaded when opened. */
export function SamplesPanel({ formId, fields, onUse }: SamplesPanelProps) {
  const [expanded, setExpanded] = useState(false);
  // The region around the details takes the id the summary controls (MUI's Accordion); the details need none.
  const id = useId();
  return (
    <Accordion expanded={expanded} onChange={(_event, open) => setExpanded(open)} sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography component="h2" variant="h3">
          Sample data
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {expanded && <Samples formId={formId} fields={fields} onUse={onUse} />}
      </AccordionDetails>
    </Accordion>
  );
}

function Samples({ formId, fields, onUse }: SamplesPanelProps) {
  const samples = useSampleEntries(formId);
  if (samples.isPending) return <Typography color="text.secondary">Loading sample data…</Typography>;
  if (samples.isError) return <Typography color="error">{m.samplesFailed}</Typography>;
  if (samples.data.length === 0) return <Typography color="text.secondary">{m.noSamples}</Typography>;
  const shown = fields.filter((field) => field.type !== 'password' && field.type !== 'file').slice(0, 4);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {samples.data.map((entry, index) => (
        <Paper key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">Sample {index + 1}</Typography>
          {shown.map((field) => (
            <Typography key={field.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {field.label}: {cutCell(entry.data[field.id])}
            </Typography>
          ))}
          <Button size="small" sx={{ mt: 1 }} onClick={() => onUse(entry)}>
            Use sample {index + 1} as template
          </Button>
        </Paper>
      ))}
    </Box>
  );
}
