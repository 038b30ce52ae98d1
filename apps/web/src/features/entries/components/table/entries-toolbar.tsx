import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import DraftsIcon from '@mui/icons-material/Drafts';
import EditNoteIcon from '@mui/icons-material/EditNote';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';
import type { TableMode } from './use-table-query.ts';

export type ToolbarAction =
  | 'enter'
  | 'bulkUpdate'
  | 'bulkTrash'
  | 'toggleTrash'
  | 'toggleDrafts'
  | 'deleteDrafts'
  | 'bulkRestore'
  | 'bulkDelete'
  | 'export';

interface EntriesToolbarProps {
  mode: TableMode;
  /** Which actions the current selection allows (every selected entry must allow it). */
  enabled: Partial<Record<ToolbarAction, boolean>>;
  onAction: (action: ToolbarAction) => void;
}

const sameEnabled = (a: EntriesToolbarProps['enabled'], b: EntriesToolbarProps['enabled']) =>
  Object.keys({ ...a, ...b }).every((key) => a[key as ToolbarAction] === b[key as ToolbarAction]);

/**
 * The entries screen's buttons, by mode (forms spec §2 'Entries table'). Rendered again only when the mode,
 * the handler or what is enabled changes, not each time the screen's data does.
 */
export const EntriesToolbar = memo(
  function EntriesToolbar({ mode, enabled, onAction }: EntriesToolbarProps) {
    const button = (action: ToolbarAction, label: string, icon: React.ReactNode, color?: 'error') => (
      <Button
        key={action}
        variant="outlined"
        size="small"
        color={color}
        startIcon={icon}
        disabled={!enabled[action]}
        onClick={() => onAction(action)}
      >
        {label}
      </Button>
    );
    return (
      <Box
        role="toolbar"
        aria-label="Entry actions"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5, alignItems: 'center' }}
      >
        {button('enter', 'Enter data', <AddIcon />)}
        {mode === 'normal' && button('bulkUpdate', 'Update', <EditNoteIcon />)}
        {mode === 'normal' && button('bulkTrash', 'Delete', <DeleteIcon />, 'error')}
        {mode === 'trash' && button('bulkRestore', 'Restore Selected', <RestoreFromTrashIcon />)}
        {mode === 'trash' && button('bulkDelete', 'Delete Permanently', <DeleteForeverIcon />, 'error')}
        {mode === 'drafts' && button('deleteDrafts', 'Delete Drafts', <DeleteIcon />, 'error')}
        {button('toggleTrash', mode === 'trash' ? 'Close Trash' : 'Open Trash', <DeleteIcon />)}
        {button('toggleDrafts', mode === 'drafts' ? 'Close Drafts' : 'View Drafts', <DraftsIcon />)}
        {button('export', 'Export', <DownloadIcon />)}
      </Box>
    );
  },
  (before, after) =>
    before.mode === after.mode &&
    before.onAction === after.onAction &&
    sameEnabled(before.enabled, after.enabled),
);
