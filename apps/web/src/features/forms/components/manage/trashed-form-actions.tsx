import type { FormSummary } from '@atrium/domain/forms/forms.schemas.ts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import { RowAction } from '../../../../ui/list/row-action.tsx';
import type { FormRowAction } from './form-row-menu.tsx';

interface TrashedFormActionsProps {
  form: FormSummary;
  onAction: (action: FormRowAction, form: FormSummary) => void;
}

/** A trashed form's row actions: its history, and restoring or deleting it for good. */
export function TrashedFormActions({ form, onAction }: TrashedFormActionsProps) {
  const locked = !form.capabilities.canManageLifecycle;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <RowAction
        label={`Version history of ${form.name}`}
        icon={<HistoryIcon />}
        onClick={() => onAction('history', form)}
      />
      <RowAction
        label={`Restore ${form.name}`}
        icon={<RestoreIcon />}
        disabled={locked}
        onClick={() => onAction('restore', form)}
      />
      <RowAction
        label={`Delete ${form.name} permanently`}
        icon={<DeleteForeverIcon />}
        disabled={locked}
        onClick={() => onAction('remove', form)}
      />
    </Box>
  );
}
