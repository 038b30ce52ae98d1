import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface RowActionProps {
  label: string;
  icon: ReactElement;
  disabled?: boolean;
  /** Why the action is unavailable; the button is disabled and its tooltip says why. */
  disabledReason?: string | null;
  onClick: () => void;
}

/** An icon button of a table row whose tooltip names the action, or why it cannot be taken. */
export function RowAction({ label, icon, disabled, disabledReason, onClick }: RowActionProps) {
  // A disabled button gets no pointer events; the wrapper keeps its tooltip.
  return (
    <Tooltip title={disabledReason ?? label} describeChild>
      <span>
        <IconButton
          aria-label={label}
          disabled={disabled || Boolean(disabledReason)}
          onClick={onClick}
          size="small"
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
