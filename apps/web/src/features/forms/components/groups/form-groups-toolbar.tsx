import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FormGroupBulkAction } from '../../api/form-groups.api.ts';

interface FormGroupsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  trashed: boolean;
  onToggleTrash: () => void;
  /** Bulk buttons show in the trash. */
  bulk: { count: number; onBulk: (action: FormGroupBulkAction) => void } | null;
}

/** Search, Open/Close Trash and, in the trash, bulk Restore and Delete Permanently. */
export function FormGroupsToolbar({
  search,
  onSearch,
  trashed,
  onToggleTrash,
  bulk,
}: FormGroupsToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search form groups"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button variant="outlined" startIcon={<DeleteIcon />} onClick={onToggleTrash} aria-pressed={trashed}>
        {trashed ? 'Close Trash' : 'Open Trash'}
      </Button>
      {bulk && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<RestoreIcon />}
            disabled={bulk.count === 0}
            onClick={() => bulk.onBulk('bulkRestore')}
          >
            Restore ({bulk.count})
          </Button>
          <Button
            color="error"
            startIcon={<DeleteForeverIcon />}
            disabled={bulk.count === 0}
            onClick={() => bulk.onBulk('bulkDelete')}
          >
            Delete Permanently ({bulk.count})
          </Button>
        </Box>
      )}
    </Box>
  );
}
