import type { AppSwitches } from '@atrium/domain/access/access.schemas.ts';
import Chip from '@mui/material/Chip';

export type AppFlag = 'assignment' | 'blocked';
/** Who holds a switch: the platform (master admin) or the caller's organisation. */
export type AppScope = 'platform' | 'organization';

export function flagLabel(switches: AppSwitches, flag: AppFlag): string {
  if (flag === 'assignment')
    return switches.is_active_for_assignment ? 'Active for assignment' : 'Assignment disabled';
  return switches.is_blocked ? 'Blocked' : 'Active';
}

const colorOf = (switches: AppSwitches, flag: AppFlag) =>
  flag === 'assignment'
    ? switches.is_active_for_assignment
      ? 'success'
      : 'default'
    : switches.is_blocked
      ? 'error'
      : 'success';

interface FlagChipProps {
  switches: AppSwitches;
  /** What the chip is of, for its accessible name: the app's title, with the scope when it is not the platform. */
  name: string;
  flag: AppFlag;
  /** Absent when the viewer may only look. */
  onToggle?: (flag: AppFlag) => void;
}

/** One switch of an app card; a button that asks before changing, for whoever may change it. */
export function FlagChip({ switches, name, flag, onToggle }: FlagChipProps) {
  const label = flagLabel(switches, flag);
  const what = flag === 'assignment' ? 'assignment' : 'status';
  return (
    <Chip
      label={label}
      color={colorOf(switches, flag)}
      variant={onToggle ? 'filled' : 'outlined'}
      aria-label={`${name} ${what}: ${label}`}
      {...(onToggle ? { onClick: () => onToggle(flag) } : {})}
    />
  );
}
