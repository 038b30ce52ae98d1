import { IMPORT_FILE_EXTENSIONS } from '@atrium/domain/entries/import.ts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useImportSources } from '../../api/import.api.ts';
import type { ImportFlow } from './use-import-flow.ts';

/** Import from File: pick a CSV, XLS or XLSX file; it uploads at once with a progress bar. */
export function FileSourceStep({ flow }: { flow: ImportFlow }) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = flow.uploadShare !== null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>Choose a CSV, XLS or XLSX file. Its first row must hold the column names.</Typography>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Spreadsheet file"
        accept={IMPORT_FILE_EXTENSIONS.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void flow.chooseFile(file);
        }}
      />
      <Box>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          Choose file
        </Button>
      </Box>
      {uploading && (
        <Box>
          <Typography variant="body2">Uploading… {Math.round((flow.uploadShare ?? 0) * 100)}%</Typography>
          <LinearProgress
            variant="determinate"
            value={(flow.uploadShare ?? 0) * 100}
            aria-label="Upload progress"
          />
        </Box>
      )}
    </Box>
  );
}

/** Import from Form: another form whose data the user may view. */
export function FormSourceStep({ flow, formId }: { flow: ImportFlow; formId: string }) {
  const sources = useImportSources(formId, true);
  if (sources.isPending) return <LinearProgress aria-label="Loading forms" />;
  if (sources.isError) return <Typography color="error">Failed to load forms.</Typography>;
  if (sources.data.length === 0)
    return <Typography>There is no other form whose data you may import.</Typography>;
  return (
    <Box>
      <Typography id="import-source-forms">
        Choose the form to import from (its newest 1000 entries):
      </Typography>
      <List aria-labelledby="import-source-forms" dense>
        {sources.data.map((form) => (
          <ListItemButton key={form.id} onClick={() => flow.chooseForm(form)}>
            <ListItemText primary={form.name} secondary={`${form.fields.length} fields`} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
