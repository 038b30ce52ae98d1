import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { IMPORT_FILE_EXTENSIONS } from '@atrium/domain/entries/import.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import type { TemplateFormAt } from '../../api/template-data.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { readSheetRows, type SheetRows } from './read-sheet-rows.ts';
import { type ImportReport, useRowImport } from './use-row-import.ts';

/** Failures listed in the dialog; the rest are counted. */
const LISTED_FAILURES = 100;

interface TemplateImportDialogProps {
  open: boolean;
  at: TemplateFormAt;
  onClose: () => void;
  onImported: () => void;
}

/** Import Data: a CSV or Excel file read in the browser, its rows sent in batches with a progress bar. */
export function TemplateImportDialog({ open, at, onClose, onImported }: TemplateImportDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useTemplatesToast('other');
  const importer = useRowImport(at);
  const [file, setFile] = useState<{ name: string; rows: SheetRows } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setProblem(null);
    setReport(null);
  };
  const close = () => {
    if (importer.running) return;
    reset();
    onClose();
  };

  const choose = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    try {
      const rows = await readSheetRows(chosen);
      if (rows === null) setProblem(importMessages.onlySpreadsheets);
      else if (rows.length === 0) setProblem(m.noValidRows);
      else setFile({ name: chosen.name, rows });
    } catch {
      setProblem(importMessages.unreadableFile);
    }
  };

  const start = async () => {
    if (!file) return;
    const result = await importer.run(file.rows);
    setReport(result);
    if (result.imported > 0) {
      toast.success(m.recordsImported(result.imported));
      onImported();
    }
    if (result.failedCount > 0) toast.error(m.recordsFailed(result.failedCount));
    if (result.error) toast.error(result.error);
    else if (result.imported === 0 && result.failedCount === 0) toast.error(m.noValidRows);
  };

  return (
    <DialogFrame
      open={open}
      title="Import Data"
      width="sm"
      onClose={importer.running ? undefined : close}
      actions={
        <>
          <Button onClick={close} disabled={importer.running}>
            {report ? 'Close' : 'Cancel'}
          </Button>
          {!report && (
            <Button variant="contained" onClick={start} disabled={!file || importer.running}>
              Import
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Choose a CSV or Excel file whose first row names the fields. Empty rows are ignored; rows with errors
        are skipped and listed.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={importer.running}
          onClick={() => input.current?.click()}
        >
          Choose file
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMPORT_FILE_EXTENSIONS.join(',')}
          aria-label="Spreadsheet file"
          hidden
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {file.name}: {file.rows.length} rows
          </Typography>
        )}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {importer.progress !== null && (
        <LinearProgress
          variant="determinate"
          value={importer.progress}
          aria-label="Importing rows"
          sx={{ mt: 2 }}
        />
      )}
      {report && <ImportOutcome report={report} />}
    </DialogFrame>
  );
}

function ImportOutcome({ report }: { report: ImportReport }) {
  return (
    <Box sx={{ mt: 2 }} role="status">
      <Typography variant="body2">
        {report.imported > 0 ? m.recordsImported(report.imported) : 'No records were imported.'}
      </Typography>
      {report.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {report.error}
        </Alert>
      )}
      {report.failedCount > 0 && (
        <>
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {m.recordsFailed(report.failedCount)}
          </Typography>
          <List dense aria-label="Rows not imported" sx={{ maxHeight: 240, overflowY: 'auto' }}>
            {report.failed.slice(0, LISTED_FAILURES).map((failure) => (
              <ListItem key={failure.row} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                Row {failure.row}: {failure.message}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
