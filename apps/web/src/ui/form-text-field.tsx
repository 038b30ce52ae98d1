import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** An error message that only marks the field: the form says it once, elsewhere. */
  quietMessage?: string;
};

/** A TextField bound to react-hook-form: the schema's message shows under the field. */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  quietMessage,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={message && message !== quietMessage ? message : helperText}
    />
  );
}
