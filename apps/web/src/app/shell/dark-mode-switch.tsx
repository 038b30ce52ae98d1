import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useSession } from '../session/session-context.tsx';
import { useDarkModeSetting, useEffectiveDarkMode } from '../session/settings.api.ts';

/**
 * Shows the dark mode in effect and saves a choice in the user's settings; the theme follows the user's record,
 * so every browser agrees once the user chose.
 */
export function DarkModeSwitch({ compact }: { compact: boolean }) {
  const { me } = useSession();
  const { mutate } = useDarkModeSetting();
  const effective = useEffectiveDarkMode(me.user.settings);
  // The switch moves in the same frame as the click; the saved setting takes over once the server answered.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const checked = choosing ?? effective;
  const choose = (_event: unknown, value: boolean) => {
    setChoosing(value);
    mutate(value, { onSettled: () => setChoosing(null) });
  };
  if (compact) {
    return (
      <Switch
        checked={checked}
        onChange={choose}
        size="small"
        slotProps={{ input: { 'aria-label': 'Dark Mode' } }}
      />
    );
  }
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={choose} size="small" />}
      label="Dark Mode"
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
    />
  );
}
