import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SecurityIcon from '@mui/icons-material/Security';
import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactElement, useId, useState } from 'react';

/** What a row of Manage All Forms can ask for. */
export type FormRowAction =
  | 'fieldConfig'
  | 'accessConfig'
  | 'history'
  | 'copy'
  | 'trash'
  | 'restore'
  | 'remove';

interface MenuEntry {
  action: FormRowAction;
  label: string;
  icon: ReactElement;
  disabled?: boolean;
}

interface FormRowMenuProps {
  form: FormSummary;
  onAction: (action: FormRowAction, form: FormSummary) => void;
}

/** The actions on a live form, behind one keyboard-reachable button per row. */
export function FormRowMenu({ form, onAction }: FormRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const entries: MenuEntry[] = [
    { action: 'fieldConfig', label: 'Form Field Config', icon: <TuneIcon fontSize="small" /> },
    { action: 'accessConfig', label: 'Form Access Config', icon: <SecurityIcon fontSize="small" /> },
    { action: 'history', label: 'Version History', icon: <HistoryIcon fontSize="small" /> },
    { action: 'copy', label: 'Copy configuration', icon: <ContentCopyIcon fontSize="small" /> },
    {
      action: 'trash',
      label: 'Move to trash',
      icon: <DeleteOutlineIcon fontSize="small" />,
      disabled: !form.capabilities.canManageLifecycle,
    },
  ];
  const choose = (action: FormRowAction) => {
    setAnchor(null);
    onAction(action, form);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${form.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.action} disabled={entry.disabled} onClick={() => choose(entry.action)}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
