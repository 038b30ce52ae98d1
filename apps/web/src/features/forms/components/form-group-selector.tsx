import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormGroups } from '../api/form-groups.api.ts';

const DEFAULT = '';

interface FormGroupSelectorProps {
  value: string | null;
  onChange: (groupId: string | null) => void;
}

/** Optional form group; Default when none is chosen, and the only choice when groups cannot be listed. */
export function FormGroupSelector({ value, onChange }: FormGroupSelectorProps) {
  const groups = useFormGroups({ trashed: false, search: '' });
  const choices = (groups.data ?? []).filter((group) => !group.isDefault);
  return (
    <TextField
      select
      label="Form Group"
      value={choices.some((group) => group.id === value) ? value : DEFAULT}
      onChange={(event) => onChange(event.target.value || null)}
      helperText="Without a group the form is placed in the Default group."
      sx={{ maxWidth: { sm: 360 } }}
    >
      <MenuItem value={DEFAULT}>Default</MenuItem>
      {choices.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
