import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { SearchBar } from './search-field.tsx';
import type { BulkAction } from './trash-actions.ts';
import type { TrashableList } from './use-trashable-list.ts';

export interface TrashBulk {
  /** The ticked rows; the buttons wait for one. */
  selected: ReadonlySet<string>;
  /** Asks to confirm the bulk action on them (`useTrashActions().ask`). */
  ask: (pending: { kind: BulkAction; ids: string[] }) => void;
  /** The buttons' words: a domain names them as its spec does. */
  restoreLabel?: string;
  deleteLabel?: string;
}

interface TrashToolbarProps {
  list: Pick<TrashableList, 'searchText' | 'setSearchText' | 'trashed' | 'toggleTrash'>;
  searchLabel: string;
  /** Buttons between the search and the trash switch, e.g. New Group. */
  actions?: ReactNode;
  /** Bulk Restore and Delete of the ticked rows; given in the trash to those who may use them. */
  bulk?: TrashBulk | null;
}

/** Search, Open/Close Trash and, in the trash, the bulk actions on the ticked rows. */
export function TrashToolbar({ list, searchLabel, actions, bulk }: TrashToolbarProps) {
  return (
    <SearchBar label={searchLabel} value={list.searchText} onChange={list.setSearchText}>
      {actions}
      <Button
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={list.toggleTrash}
        aria-pressed={list.trashed}
      >
        {list.trashed ? 'Close Trash' : 'Open Trash'}
      </Button>
      {bulk && <BulkButtons {...bulk} />}
    </SearchBar>
  );
}

function BulkButtons({ selected, ask, restoreLabel, deleteLabel }: TrashBulk) {
  const count = selected.size;
  const onBulk = (kind: BulkAction) => ask({ kind, ids: [...selected] });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button startIcon={<RestoreIcon />} disabled={count === 0} onClick={() => onBulk('bulkRestore')}>
        {restoreLabel ?? `Restore (${count})`}
      </Button>
      <Button
        color="error"
        startIcon={<DeleteForeverIcon />}
        disabled={count === 0}
        onClick={() => onBulk('bulkDelete')}
      >
        {deleteLabel ?? `Delete Permanently (${count})`}
      </Button>
    </Box>
  );
}
