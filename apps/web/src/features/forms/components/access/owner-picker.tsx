import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PrincipalOption } from './principal-picker.tsx';

interface OwnerPickerProps {
  users: readonly PrincipalOption[];
  value: string | null;
  onChange: (ownerId: string | null) => void;
  disabled?: boolean;
}

/** The one owner of a form, among the organisation's active users. */
export function OwnerPicker({ users, value, onChange, disabled }: OwnerPickerProps) {
  const selected =
    value === null
      ? null
      : (users.find((user) => user.id === value) ?? { id: value, name: 'Unknown or inactive', detail: '' });
  return (
    <Autocomplete
      size="small"
      disabled={disabled}
      options={users as PrincipalOption[]}
      value={selected}
      noOptionsText="No users found"
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      onChange={(_event, chosen) => onChange(chosen?.id ?? null)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {option.detail}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Owner" />}
    />
  );
}
