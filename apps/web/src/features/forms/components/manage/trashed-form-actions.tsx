import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import type { FormRowAction } from './form-row-menu.tsx';

interface TrashedFormActionsProps {
  form: FormSummary;
  onAction: (action: FormRowAction, form: FormSummary) => void;
}

function ActionButton(props: { label: string; icon: ReactElement; disabled?: boolean; onClick: () => void }) {
  // A disabled button gets no pointer events; the wrapper keeps its tooltip.
  return (
    <Tooltip title={props.label} describeChild>
      <span>
        <IconButton aria-label={props.label} disabled={props.disabled} onClick={props.onClick} size="small">
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A trashed form's row actions: its history, and restoring or deleting it for good. */
export function TrashedFormActions({ form, onAction }: TrashedFormActionsProps) {
  const locked = !form.capabilities.canManageLifecycle;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ActionButton
        label={`Version history of ${form.name}`}
        icon={<HistoryIcon />}
        onClick={() => onAction('history', form)}
      />
      <ActionButton
        label={`Restore ${form.name}`}
        icon={<RestoreIcon />}
        disabled={locked}
        onClick={() => onAction('restore', form)}
      />
      <ActionButton
        label={`Delete ${form.name} permanently`}
        icon={<DeleteForeverIcon />}
        disabled={locked}
        onClick={() => onAction('remove', form)}
      />
    </Box>
  );
}
