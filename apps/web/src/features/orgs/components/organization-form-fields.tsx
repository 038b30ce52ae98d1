import type { CreateOrganization } from '@atrium/domain/orgs/orgs.schemas.ts';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

type OrgControl = Control<CreateOrganization, unknown, CreateOrganization>;

function SectionTitle({ children }: { children: string }) {
  return (
    <Grid size={12}>
      <Typography component="h2" variant="h2" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </Grid>
  );
}

const half = { xs: 12, sm: 6 } as const;

export function ContactFields({ control }: { control: OrgControl }) {
  return (
    <>
      <SectionTitle>Contact Person</SectionTitle>
      <Grid size={half}>
        <FormTextField control={control} name="contactName" label="Contact Person Name" autoComplete="name" />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="contactEmail"
          label="Contact Email"
          type="email"
          autoComplete="email"
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="contactPhone"
          label="Contact Phone"
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </>
  );
}

export function AdminFields({ control }: { control: OrgControl }) {
  return (
    <>
      <SectionTitle>First Admin</SectionTitle>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="adminEmail"
          label="Admin Email"
          type="email"
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="adminName" label="Admin Name" autoComplete="off" />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="adminUsername"
          label="Admin Username"
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      </Grid>
      <Grid size={12} sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Grid size={half}>
        <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
      </Grid>
      <Grid size={half}>
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
      </Grid>
    </>
  );
}
