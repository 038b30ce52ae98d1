import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export type BulkFormAction = 'bulkRestore' | 'bulkDelete';

interface ManageFormsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  trashed: boolean;
  onToggleTrash: () => void;
  /** How many forms are ticked in the trash view. */
  selectedCount: number;
  onBulk: (action: BulkFormAction) => void;
}

/** Search, the trash switch, and in the trash the bulk actions on the ticked forms. */
export function ManageFormsToolbar(props: ManageFormsToolbarProps) {
  const { search, onSearch, trashed, onToggleTrash, selectedCount, onBulk } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label="Search forms"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 220px', maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={onToggleTrash}>
        {trashed ? 'Close Trash' : 'Open Trash'}
      </Button>
      {trashed && (
        <>
          <Button
            startIcon={<RestoreIcon />}
            disabled={selectedCount === 0}
            onClick={() => onBulk('bulkRestore')}
          >
            Restore Selected
          </Button>
          <Button
            color="error"
            startIcon={<DeleteForeverIcon />}
            disabled={selectedCount === 0}
            onClick={() => onBulk('bulkDelete')}
          >
            Delete Permanently
          </Button>
        </>
      )}
    </Box>
  );
}
