import { APPROVAL_STATES, REQUEST_STATUSES } from '@atrium/domain/expense/expense-approval.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid, parseISO, startOfDay } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import type { RequestFilters } from '../../api/expense-requests-list.ts';
import { defaultFilters, isoDay, rangeProblem } from './request-filters.ts';
import { approvalLabel, statusLabel, words } from './request-words.ts';

type DraftDate = Date | null;

interface Draft {
  approval: string;
  status: string;
  from: DraftDate;
  to: DraftDate;
}

const draftFrom = (filters: RequestFilters): Draft => ({
  approval: filters.approval ?? '',
  status: filters.status ?? '',
  from: filters.createdFrom ? parseISO(filters.createdFrom) : null,
  to: filters.createdTo ? parseISO(filters.createdTo) : null,
});

const isoOf = (date: DraftDate) => (date && isValid(date) ? isoDay(date) : undefined);

function draftProblem(from: DraftDate, to: DraftDate) {
  if (from && !isValid(from)) return { field: 'from', message: words.wholeDate } as const;
  if (to && !isValid(to)) return { field: 'to', message: words.wholeDate } as const;
  return rangeProblem(isoOf(from), isoOf(to), isoDay(new Date()));
}

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
  const headingId = useId();
  const problem = draftProblem(draft.from, draft.to);
  const fromSet = draft.from !== null && isValid(draft.from);
  const today = startOfDay(new Date());
  const field = (which: 'from' | 'to') => ({
    fullWidth: true,
    error: problem?.field === which,
    helperText: problem?.field === which ? problem.message : undefined,
  });

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
          <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id={headingId} component="h3" variant="subtitle2">
              Created date
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DatePicker
                label="Created from"
                value={draft.from}
                format="dd/MM/yyyy"
                maxDate={today}
                onChange={(date) => setDraft((d) => ({ ...d, from: date, to: date ? d.to : null }))}
                slotProps={{ textField: field('from'), field: { clearable: true } }}
              />
              <DatePicker
                label="Created to"
                value={fromSet ? draft.to : null}
                format="dd/MM/yyyy"
                disabled={!fromSet}
                minDate={fromSet && draft.from ? draft.from : undefined}
                maxDate={today}
                onChange={(date) => setDraft((d) => ({ ...d, to: date }))}
                slotProps={{ textField: field('to'), field: { clearable: true } }}
              />
            </Box>
          </Box>
        </Box>
      </LocalizationProvider>
    </DialogFrame>
  );
}
