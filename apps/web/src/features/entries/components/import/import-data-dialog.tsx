import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { ImportMappingStep } from './import-mapping-step.tsx';
import { ImportProgressStep, ImportResultStep } from './import-outcome.tsx';
import { FileSourceStep, FormSourceStep } from './import-source-step.tsx';
import { type ImportFlow, type ImportTab, useImportFlow } from './use-import-flow.ts';

export interface ImportDataDialogProps {
  formId: string;
  formName: string;
  open: boolean;
  onClose: () => void;
  /** Rows were imported: the entry screen clears its dirty flag and links to the form's data. */
  onImported: () => void;
}

function StepBody({ flow, formId }: { flow: ImportFlow; formId: string }) {
  if (flow.step === 'map') return <ImportMappingStep flow={flow} />;
  if (flow.step === 'importing') return <ImportProgressStep flow={flow} />;
  if (flow.step === 'result') return <ImportResultStep flow={flow} />;
  return flow.tab === 'file' ? (
    <FileSourceStep flow={flow} />
  ) : (
    <FormSourceStep flow={flow} formId={formId} />
  );
}

function StepActions({ flow, onClose }: { flow: ImportFlow; onClose: () => void }) {
  const mapped = Object.keys(flow.mapping).length > 0;
  return (
    <DialogActions>
      {flow.step === 'map' && <Button onClick={flow.back}>Back</Button>}
      {flow.step === 'result' && <Button onClick={flow.reset}>Import more</Button>}
      <Button onClick={onClose} disabled={flow.step === 'importing'}>
        Close
      </Button>
      {flow.step === 'map' && (
        <Button variant="contained" disabled={!mapped} onClick={() => void flow.start()}>
          Import
        </Button>
      )}
    </DialogActions>
  );
}

/** Import Data (forms spec §2): from a CSV, XLS or XLSX file, or from another form. */
export function ImportDataDialog({ formId, formName, open, onClose, onImported }: ImportDataDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const flow = useImportFlow(formId, onImported);
  const busy = flow.step === 'importing' || flow.uploadShare !== null;
  const close = () => {
    if (busy) return;
    flow.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{`Import Data into ${formName}`}</DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs
          value={flow.tab}
          onChange={(_, next: ImportTab) => flow.setTab(next)}
          variant="fullWidth"
          aria-label="Import source"
        >
          <Tab value="file" label="Import from File" disabled={busy} />
          <Tab value="form" label="Import from Form" disabled={busy} />
        </Tabs>
      </Box>
      <DialogContent>
        {flow.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {flow.error}
          </Alert>
        )}
        <StepBody flow={flow} formId={formId} />
      </DialogContent>
      <StepActions flow={flow} onClose={close} />
    </Dialog>
  );
}
