import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { BulkAction } from '../api/user-groups.api.ts';

interface UserGroupsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  trashed: boolean;
  onToggleTrash: () => void;
  onNewGroup: () => void;
  /** Bulk buttons show in the trash for those who may manage groups. */
  bulk: { count: number; onBulk: (action: BulkAction) => void } | null;
}

/** Search, New Group, Open/Close Trash and, in the trash, bulk Restore and Delete. */
export function UserGroupsToolbar(props: UserGroupsToolbarProps) {
  const { bulk } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search user groups"
        type="search"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
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
      <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNewGroup}>
        New Group
      </Button>
      <Button
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={props.onToggleTrash}
        aria-pressed={props.trashed}
      >
        {props.trashed ? 'Close Trash' : 'Open Trash'}
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
            Delete ({bulk.count})
          </Button>
        </Box>
      )}
    </Box>
  );
}
