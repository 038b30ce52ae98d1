import type { DataVersionSettings } from '@atrium/domain/forms/forms.schemas.ts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const MAX_DAYS = 3650;

interface DataVersionSettingsFieldsProps {
  value: DataVersionSettings;
  onChange: (value: DataVersionSettings) => void;
  disabled?: boolean;
}

/** Whether each edit of an entry keeps the previous version, and how long removed files of old versions stay. */
export function DataVersionSettingsFields({ value, onChange, disabled }: DataVersionSettingsFieldsProps) {
  const setDays = (text: string) => {
    const days = Number.parseInt(text, 10);
    onChange({
      ...value,
      versionTrashCleanupDuration: Number.isNaN(days) ? 0 : Math.min(Math.max(days, 0), MAX_DAYS),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        label="Keep a version history of each entry"
        disabled={disabled}
        control={
          <Switch
            checked={value.dataVersionEnabled}
            onChange={(event) => onChange({ ...value, dataVersionEnabled: event.target.checked })}
          />
        }
      />
      <TextField
        size="small"
        type="number"
        label="Keep removed files of old versions (days)"
        helperText="0 keeps them until the entry is deleted."
        value={value.versionTrashCleanupDuration}
        onChange={(event) => setDays(event.target.value)}
        disabled={disabled || !value.dataVersionEnabled}
        slotProps={{ htmlInput: { min: 0, max: MAX_DAYS, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 320 }}
      />
    </Box>
  );
}
