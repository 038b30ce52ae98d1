import Grid, { type GridSize } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Fragment } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
import { PasswordField } from './password-field.tsx';

type Columns = GridSize | { xs?: GridSize; sm?: GridSize; md?: GridSize };

/** One text field of a form, as data: its name, label and input settings, and how it is laid out. */
export type FieldSpec<T extends FieldValues> = Omit<FormTextFieldProps<T, unknown>, 'control' | 'size'> & {
  /** Grid columns out of 12; the whole row unless told. */
  columns?: Columns;
  /** A password input with its show/hide toggle. */
  password?: boolean;
  /** The choices of a select. */
  options?: readonly string[];
  /** Starts a new row on screens wide enough for two fields a row. */
  newRow?: boolean;
};

export const HALF: Columns = { xs: 12, sm: 6 };

/** Numbers only, with the phone's number pad. */
export const NUMERIC_INPUT = { htmlInput: { inputMode: 'numeric' } } as const;

interface FieldGridProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  fields: readonly FieldSpec<T>[];
}

/** Grid items of a react-hook-form form, one per field; they go inside a `<Grid container>`. */
export function FieldGrid<T extends FieldValues, TOut>({ control, fields }: FieldGridProps<T, TOut>) {
  // The specs are typed against the form's values; the output type only matters to handleSubmit.
  const c = control as unknown as Control<T, unknown, unknown>;
  return fields.map(({ columns = 12, password, options, newRow, ...field }) => (
    <Fragment key={field.name}>
      {newRow && <Grid size={12} sx={{ display: { xs: 'none', sm: 'block' } }} />}
      <Grid size={columns}>
        {password ? (
          <PasswordField control={c} {...field} />
        ) : (
          <FormTextField control={c} select={options !== undefined} {...field}>
            {options?.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Grid>
    </Fragment>
  ));
}
