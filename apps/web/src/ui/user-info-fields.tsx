import type { Control, FieldValues } from 'react-hook-form';
import { FieldGrid, type FieldSpec, HALF } from './field-grid.tsx';

export interface UserInfoValues extends FieldValues {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  password?: string;
  confirmPassword?: string;
}

/** The names of these fields, to put the server's refusals under them. */
export const USER_INFO_NAMES = [
  'name',
  'username',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
] as const;

interface UserInfoFieldsProps<T extends UserInfoValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** 'New Password' in edit, where a blank password keeps the current one. */
  passwordLabel: string;
  /** Master admins and creators: name and password only. */
  accountOnly?: boolean;
}

type Spec = FieldSpec<UserInfoValues>;

const NAME: Spec = { name: 'name', label: 'Name', autoComplete: 'off', required: true, columns: HALF };

/** Username, email and phone: what only organisation users have. */
const CONTACT: Spec[] = [
  { name: 'username', label: 'Username', autoComplete: 'off', required: true, columns: HALF },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', required: true, columns: HALF },
  {
    name: 'phoneNumber',
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'off',
    required: true,
    columns: HALF,
    helperText: '10 digits, optionally starting with +',
  },
];

const passwordFields = (passwordLabel: string): Spec[] => [
  { name: 'password', label: passwordLabel, password: true, autoComplete: 'new-password', columns: HALF },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    password: true,
    autoComplete: 'new-password',
    columns: HALF,
  },
];

/** Name, username, email, phone, password and its confirmation: the fields of create, edit and profile. */
export function UserInfoFields<T extends UserInfoValues, TOut>({
  control,
  passwordLabel,
  accountOnly,
}: UserInfoFieldsProps<T, TOut>) {
  // The forms differ in their other fields; these six are common to all of them.
  const c = control as unknown as Control<UserInfoValues>;
  const fields = [NAME, ...(accountOnly ? [] : CONTACT), ...passwordFields(passwordLabel)];
  return <FieldGrid control={c} fields={fields} />;
}
