import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SelectionBarProps {
  total: number;
  selected: readonly StoredBill[];
  allSelected: boolean;
  /** The zip of the chosen files, or of every file of the filters when none is chosen. */
  zipHref: string;
  onSelectAll: () => void;
  onClear: () => void;
  onDownloadStarted: () => void;
  onDeleteSelected: () => void;
}

/** Select all, Download all (one streamed zip) and, when every chosen file may be, Delete. */
export function SelectionBar({
  total,
  selected,
  allSelected,
  zipHref,
  onSelectAll,
  onClear,
  onDownloadStarted,
  onDeleteSelected,
}: SelectionBarProps) {
  const count = selected.length;
  const mayDeleteAll = count > 0 && selected.every((file) => file.mayDelete);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Selection"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, mb: 2 }}
    >
      <FormControlLabel
        label="Select all"
        control={
          <Checkbox
            checked={allSelected}
            indeterminate={count > 0 && !allSelected}
            disabled={total === 0}
            onChange={() => (allSelected ? onClear() : onSelectAll())}
          />
        }
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {count > 0 ? m.filesSelected(count) : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {count > 0 && <Button onClick={onClear}>Clear selection</Button>}
        {mayDeleteAll && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={onDeleteSelected}>
            Delete selected
          </Button>
        )}
        {/* A plain link: the browser streams the zip to disk from its first byte. */}
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          component="a"
          href={zipHref}
          download
          disabled={total === 0}
          onClick={onDownloadStarted}
        >
          {count > 0 ? 'Download selected' : 'Download all'}
        </Button>
      </Box>
    </Paper>
  );
}
