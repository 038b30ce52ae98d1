import type { Organization } from '@atrium/domain/orgs/orgs.schemas.ts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface OrganizationPickerProps {
  organizations: Organization[];
  loading: boolean;
  value: string | null;
  onChange: (orgId: string | null) => void;
}

/** Choose the organisation whose licenses the page shows; searchable by name or id. */
export function OrganizationPicker({ organizations, loading, value, onChange }: OrganizationPickerProps) {
  const selected = organizations.find((org) => org.id === value) ?? null;
  return (
    <Autocomplete
      options={organizations}
      value={selected}
      loading={loading}
      onChange={(_event, org) => onChange(org?.id ?? null)}
      getOptionLabel={(org) => `${org.name} (${org.id})`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={({ key, ...props }, org) => (
        <li key={key} {...props}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {org.name} <span style={{ opacity: 0.7 }}>({org.id})</span>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Organization" />}
      sx={{ maxWidth: 520 }}
    />
  );
}
