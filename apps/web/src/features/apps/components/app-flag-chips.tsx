import type { App } from '@atrium/domain/access/access.schemas.ts';
import Chip from '@mui/material/Chip';

export type AppFlag = 'assignment' | 'blocked';

export function flagLabel(app: App, flag: AppFlag): string {
  if (flag === 'assignment')
    return app.is_active_for_assignment ? 'Active for assignment' : 'Assignment disabled';
  return app.is_blocked ? 'Blocked' : 'Active';
}

const colorOf = (app: App, flag: AppFlag) =>
  flag === 'assignment'
    ? app.is_active_for_assignment
      ? 'success'
      : 'default'
    : app.is_blocked
      ? 'error'
      : 'success';

interface FlagChipProps {
  app: App;
  title: string;
  flag: AppFlag;
  /** Absent when the viewer may only look. */
  onToggle?: (flag: AppFlag) => void;
}

/** One of the two chips of an app card; a button that asks before changing, for the master admin. */
export function FlagChip({ app, title, flag, onToggle }: FlagChipProps) {
  const label = flagLabel(app, flag);
  const what = flag === 'assignment' ? 'assignment' : 'status';
  return (
    <Chip
      label={label}
      color={colorOf(app, flag)}
      variant={onToggle ? 'filled' : 'outlined'}
      aria-label={`${title} ${what}: ${label}`}
      {...(onToggle ? { onClick: () => onToggle(flag) } : {})}
    />
  );
}
