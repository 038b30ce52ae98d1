import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { statusLabel } from './request-words.ts';

/** The statuses an approver may set (spec §4); submitted is only where a request starts. */
const SETTABLE: RequestStatus[] = ['disbursed', 'disbursement pending', 'cancelled'];

interface StatusMenuProps {
  current: RequestStatus;
  disabled: boolean;
  onChoose: (status: RequestStatus) => void;
}

/**
 * Set status: disbursed, disbursement pending or cancelled. Every choice is offered (the current one aside):
 * the server says why one is refused, in the spec's words.
 */
export function StatusMenu({ current, disabled, onChoose }: StatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Set status
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {SETTABLE.map((status) => (
          <MenuItem
            key={status}
            disabled={status === current}
            onClick={() => {
              setAnchor(null);
              onChoose(status);
            }}
          >
            {statusLabel(status)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
