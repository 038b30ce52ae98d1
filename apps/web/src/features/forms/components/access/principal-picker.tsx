import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

/** A user or a user group offered by a picker. */
export interface PrincipalOption {
  id: string;
  name: string;
  /** Shown under the name: an email, or a member count. */
  detail: string;
}

interface PrincipalPickerProps {
  label: string;
  options: readonly PrincipalOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Why an option may not be chosen here, or null when it may. */
  disabledReason?: (id: string) => string | null;
  disabled?: boolean;
  noOptionsText?: string;
}

/**
 * Chooses several users or several user groups. An option that may not be chosen stays in the list, greyed,
 * with the reason under its name, so the reader sees why it cannot be picked.
 */
export function PrincipalPicker({
  label,
  options,
  value,
  onChange,
  disabledReason,
  disabled,
  noOptionsText = 'No matches',
}: PrincipalPickerProps) {
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  // Ids no longer offered (a user blocked since) still show, so saving never drops them silently.
  const selected = value.map((id) => byId.get(id) ?? { id, name: 'Unknown or inactive', detail: '' });
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={options as PrincipalOption[]}
      value={selected}
      filterSelectedOptions
      noOptionsText={noOptionsText}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => Boolean(disabledReason?.(option.id))}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderOption={({ key, ...props }, option) => {
        const reason = disabledReason?.(option.id);
        return (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{option.name}</Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {reason ?? option.detail}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
