import type { UpdateOrganization } from '@atrium/domain/licenses/licenses.contract.ts';
import type { CreateOrganization } from '@atrium/domain/orgs/orgs.schemas.ts';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FieldGrid, type FieldSpec, HALF, NUMERIC_INPUT } from '../../../ui/field-grid.tsx';

/** Every field either form has; each form holds only its own. */
type OrganizationValues = CreateOrganization & UpdateOrganization;
type Spec = FieldSpec<OrganizationValues>;

const NAME: Spec = { name: 'name', label: 'Organization Name', autoComplete: 'organization' };

const CONTACT: Spec[] = [
  { name: 'contactName', label: 'Contact Person Name', autoComplete: 'name', columns: HALF },
  { name: 'contactEmail', label: 'Contact Email', type: 'email', autoComplete: 'email', columns: HALF },
  {
    name: 'contactPhone',
    label: 'Contact Phone',
    type: 'tel',
    autoComplete: 'tel',
    columns: HALF,
    slotProps: NUMERIC_INPUT,
  },
];

const ADMIN_NAME: Spec = { name: 'adminName', label: 'Admin Name', autoComplete: 'off', columns: HALF };
const ADMIN_EMAIL: Spec = {
  name: 'adminEmail',
  label: 'Admin Email',
  type: 'email',
  autoComplete: 'off',
  columns: HALF,
};

/** The first admin as created: username and password twice. */
const FIRST_ADMIN: Spec[] = [
  ADMIN_EMAIL,
  ADMIN_NAME,
  {
    name: 'adminUsername',
    label: 'Admin Username',
    autoComplete: 'off',
    columns: HALF,
    slotProps: { htmlInput: { autoCapitalize: 'none', spellCheck: false } },
  },
  {
    name: 'password',
    label: 'Password',
    password: true,
    autoComplete: 'new-password',
    columns: HALF,
    newRow: true,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    password: true,
    autoComplete: 'new-password',
    columns: HALF,
  },
];

/** The admin as edited: a blank password keeps the current one. */
const ADMIN_CREDENTIALS: Spec[] = [
  ADMIN_NAME,
  ADMIN_EMAIL,
  {
    name: 'adminPassword',
    label: 'New Admin Password',
    password: true,
    autoComplete: 'new-password',
    columns: HALF,
    helperText: 'Leave blank to keep the current password. A new one signs the admin out everywhere.',
  },
];

type OrganizationFieldsProps =
  | { mode: 'create'; control: Control<CreateOrganization, unknown, CreateOrganization>; logo: ReactNode }
  | { mode: 'edit'; control: Control<UpdateOrganization, unknown, UpdateOrganization> };

/**
 * The organisation, its contact person and its admin: Create New Organization (a page, h2 sections, the first
 * admin's account) and Edit Organization (a dialog, h3 sections, the admin's credentials).
 */
export function OrganizationFields(props: OrganizationFieldsProps) {
  const control = props.control as unknown as Control<OrganizationValues>;
  const creating = props.mode === 'create';
  const heading = creating ? 'h2' : 'h3';
  const section = (title: string) => (
    <Grid size={12}>
      <Typography component={heading} variant={heading} sx={{ mt: creating ? 1 : 0 }}>
        {title}
      </Typography>
    </Grid>
  );
  return (
    <>
      {creating && section('Organization')}
      <FieldGrid control={control} fields={[creating ? { ...NAME, columns: HALF } : NAME]} />
      {props.mode === 'create' && <Grid size={12}>{props.logo}</Grid>}
      {section('Contact Person')}
      <FieldGrid control={control} fields={CONTACT} />
      {section(creating ? 'First Admin' : 'Admin Credentials')}
      <FieldGrid control={control} fields={creating ? FIRST_ADMIN : ADMIN_CREDENTIALS} />
    </>
  );
}
