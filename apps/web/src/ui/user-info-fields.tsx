import Grid from '@mui/material/Grid';
import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';
import { PasswordField } from './password-field.tsx';

export interface UserInfoValues extends FieldValues {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  password?: string;
  confirmPassword?: string;
}

interface UserInfoFieldsProps<T extends UserInfoValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** 'New Password' in edit, where a blank password keeps the current one. */
  passwordLabel: string;
  /** Master admins and creators: name and password only. */
  accountOnly?: boolean;
}

/** Name, username, email, phone, password and its confirmation: the fields of create, edit and profile. */
export function UserInfoFields<T extends UserInfoValues, TOut>({
  control,
  passwordLabel,
  accountOnly,
}: UserInfoFieldsProps<T, TOut>) {
  // The forms differ in their other fields; these six are common to all of them.
  const c = control as unknown as Control<UserInfoValues>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={c} name="name" label="Name" autoComplete="off" required />
      </Grid>
      {!accountOnly && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={c} name="username" label="Username" autoComplete="off" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={c} name="email" label="Email" type="email" autoComplete="off" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={c}
              name="phoneNumber"
              label="Phone Number"
              type="tel"
              autoComplete="off"
              required
              helperText="10 digits, optionally starting with +"
            />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordField control={c} name="password" label={passwordLabel} autoComplete="new-password" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordField
          control={c}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
      </Grid>
    </>
  );
}
