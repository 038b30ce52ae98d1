import { APPROVAL_STATES, REQUEST_STATUSES } from '@atrium/domain/expense/expense-approval.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type FormEvent, useState } from 'react';
import {
  DateRangeFields,
  type DraftDate,
  draftOf,
  draftProblem,
  isoOf,
} from '../../../../ui/date-range-fields.tsx';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import type { RequestFilters } from '../../api/expense-requests-list.ts';
import { defaultFilters } from './request-filters.ts';
import { approvalLabel, statusLabel, words } from './request-words.ts';

interface Draft {
  approval: string;
  status: string;
  from: DraftDate;
  to: DraftDate;
}

const draftFrom = (filters: RequestFilters): Draft => ({
  approval: filters.approval ?? '',
  status: filters.status ?? '',
  from: draftOf(filters.createdFrom),
  to: draftOf(filters.createdTo),
});

/** 'Any' is a choice too: shown, with the label above it. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface RequestFilterDialogProps {
  open: boolean;
  filters: RequestFilters;
  onApply: (filters: RequestFilters) => void;
  onClose: () => void;
}

/** The filter dialog of All Requests: approval state, request status and the created range (spec §5). */
export function RequestFilterDialog(props: RequestFilterDialogProps) {
  return props.open ? <OpenFilterDialog {...props} /> : null;
}

function OpenFilterDialog({ filters, onApply, onClose }: RequestFilterDialogProps) {
  const [draft, setDraft] = useState(() => draftFrom(filters));
  const problem = draftProblem(draft.from, draft.to, words);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const createdFrom = isoOf(draft.from);
    onApply({
      approval: (draft.approval || undefined) as RequestFilters['approval'],
      status: (draft.status || undefined) as RequestFilters['status'],
      createdFrom,
      createdTo: createdFrom && isoOf(draft.to),
    });
  };

  return (
    <DialogFrame
      open
      title="Filter requests"
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      onSubmit={submit}
      actions={
        <>
          <Button onClick={() => setDraft(draftFrom(defaultFilters()))} sx={{ mr: 'auto' }}>
            Reset
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={problem !== null}>
            Apply
          </Button>
        </>
      }
    >
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
          <TextField
            select
            label="Approval state"
            value={draft.approval}
            onChange={(event) => setDraft((d) => ({ ...d, approval: event.target.value }))}
            fullWidth
            slotProps={EMPTY_SHOWN}
          >
            <MenuItem value="">Any</MenuItem>
            {APPROVAL_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {approvalLabel(state)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Request status"
            value={draft.status}
            onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value }))}
            fullWidth
            slotProps={EMPTY_SHOWN}
          >
            <MenuItem value="">Any</MenuItem>
            {REQUEST_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {statusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFields
            label="Created"
            from={draft.from}
            to={draft.to}
            onChange={(from, to) => setDraft((d) => ({ ...d, from, to }))}
            messages={words}
          />
        </Box>
      </LocalizationProvider>
    </DialogFrame>
  );
}
