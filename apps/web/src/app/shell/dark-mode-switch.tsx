import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSession } from '../session/session-context.tsx';
import { useDarkModeSetting, useEffectiveDarkMode } from '../session/settings.api.ts';

/**
 * Shows the dark mode in effect and saves a choice in the user's settings; the theme follows the user's record,
 * so every browser agrees once the user chose.
 */
export function DarkModeSwitch({ compact }: { compact: boolean }) {
  const { me } = useSession();
  const { mutate } = useDarkModeSetting();
  const checked = useEffectiveDarkMode(me.user.settings);
  const toggle = <Switch checked={checked} onChange={(_event, value) => mutate(value)} size="small" />;
  if (compact) {
    return (
      <Switch
        checked={checked}
        onChange={(_event, value) => mutate(value)}
        size="small"
        slotProps={{ input: { 'aria-label': 'Dark Mode' } }}
      />
    );
  }
  return <FormControlLabel control={toggle} label="Dark Mode" sx={{ mr: 0, whiteSpace: 'nowrap' }} />;
}
