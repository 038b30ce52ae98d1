import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO, startOfDay } from 'date-fns';
import { useId } from 'react';

/** A day as the address and the API carry it: yyyy-MM-dd. */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** What a date range may say: each app gives its own words. */
export interface DateRangeMessages {
  wholeDate: string;
  fromDateInFuture: string;
  toDateBeforeFrom: string;
}

/** What is wrong with a range of finished days (spec §5), or null: 'from' in the future, 'to' before 'from'. */
export function rangeProblem(from: string | undefined, to: string | undefined, today: string) {
  if (from && from > today) return { field: 'from', message: 'fromDateInFuture' } as const;
  if (from && to && to < from) return { field: 'to', message: 'toDateBeforeFrom' } as const;
  return null;
}

/** A bound being edited: a whole date, nothing, or what the user is still typing. */
export type DraftDate = Date | null;

export const draftOf = (iso: string | undefined): DraftDate => (iso ? parseISO(iso) : null);

/** The stored form of a finished bound; undefined while it is empty or unfinished. */
export const isoOf = (date: DraftDate): string | undefined =>
  date && isValid(date) ? isoDay(date) : undefined;

/** What is wrong with a range being edited, or null: unfinished dates, then the spec's rules (§5). */
export function draftProblem(
  from: DraftDate,
  to: DraftDate,
  m: DateRangeMessages,
): { field: 'from' | 'to'; message: string } | null {
  if (from && !isValid(from)) return { field: 'from', message: m.wholeDate };
  if (to && !isValid(to)) return { field: 'to', message: m.wholeDate };
  const problem = rangeProblem(isoOf(from), isoOf(to), isoDay(new Date()));
  return problem && { field: problem.field, message: m[problem.message] };
}

interface DateRangeFieldsProps {
  /** 'Issued', 'Uploaded' or 'Created': the fields are '<label> from' and '<label> to'. */
  label: string;
  from: DraftDate;
  to: DraftDate;
  onChange: (from: DraftDate, to: DraftDate) => void;
  messages: DateRangeMessages;
}

/**
 * A from-to pair with the spec's date rules (§5): 'from' may not be in the future; 'to' stays disabled until
 * a 'from' is set and may not precede it. Clearing 'from' clears 'to' as well.
 */
export function DateRangeFields({ label, from, to, onChange, messages }: DateRangeFieldsProps) {
  const headingId = useId();
  const today = startOfDay(new Date());
  const problem = draftProblem(from, to, messages);
  const fromSet = from !== null && isValid(from);
  const field = (which: 'from' | 'to') => ({
    fullWidth: true,
    error: problem?.field === which,
    helperText: problem?.field === which ? problem.message : undefined,
  });
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {label} date
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DatePicker
          label={`${label} from`}
          value={from}
          format="dd/MM/yyyy"
          maxDate={today}
          onChange={(date) => onChange(date, date ? to : null)}
          slotProps={{ textField: field('from'), field: { clearable: true } }}
        />
        <DatePicker
          label={`${label} to`}
          value={fromSet ? to : null}
          format="dd/MM/yyyy"
          disabled={!fromSet}
          minDate={fromSet ? from : undefined}
          maxDate={today}
          onChange={(date) => onChange(from, date)}
          slotProps={{ textField: field('to'), field: { clearable: true } }}
        />
      </Box>
    </Box>
  );
}
