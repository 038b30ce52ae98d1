import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parseISO } from 'date-fns';
import { type FieldInputProps, messageOf, textOf } from './field-input-props.ts';

/** Dates are stored as yyyy-MM-dd; date-times as local time with its offset, so they read back the same. */
const STORED = { date: 'yyyy-MM-dd', datetime: "yyyy-MM-dd'T'HH:mmxxx" } as const;
const SHOWN = { date: 'dd/MM/yyyy', datetime: 'dd/MM/yyyy HH:mm' } as const;

function toDate(value: unknown): Date | null {
  const text = textOf(value);
  if (!text) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

function pickerProps(props: FieldInputProps, kind: 'date' | 'datetime') {
  return {
    label: props.label,
    value: toDate(props.value),
    format: SHOWN[kind],
    disabled: props.disabled,
    // An unfinished date stays out of the value until it is a real date; clearing empties the value.
    onChange: (date: Date | null) => {
      if (date === null) props.onChange('');
      else if (isValid(date)) props.onChange(format(date, STORED[kind]));
    },
    slotProps: {
      textField: {
        id: props.id,
        fullWidth: true,
        required: props.rules.required,
        error: Boolean(props.error),
        helperText: messageOf(props),
      },
    },
  };
}

export function DateInput(props: FieldInputProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker {...pickerProps(props, 'date')} />
    </LocalizationProvider>
  );
}

export function DatetimeInput(props: FieldInputProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DateTimePicker {...pickerProps(props, 'datetime')} ampm={false} />
    </LocalizationProvider>
  );
}
