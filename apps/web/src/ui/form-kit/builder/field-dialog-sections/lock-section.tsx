import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { setUserLock } from '@atrium/domain/fields/field-rules.ts';
import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PrincipalsPicker } from './principals-picker.tsx';
import { SettingSwitch } from './setting-switch.tsx';

interface LockSectionProps {
  field: FieldConfig;
  people: People;
  onChange: (next: FieldConfig) => void;
}

/** userLock: who may see the field and who may enter data in it (org admins always may). */
export function LockSection({ field, people, onChange }: LockSectionProps) {
  return (
    <Stack spacing={2}>
      <SettingSwitch
        label="Lock field to users"
        checked={field.userLock}
        onChange={(on) => onChange(setUserLock(field, on))}
      />
      {field.userLock && (
        <>
          <Typography variant="body2" color="text.secondary">
            Only organization admins and the users and groups below can see or edit this field.
          </Typography>
          <PrincipalsPicker
            label="View access"
            value={field.viewAccess}
            people={people}
            onChange={(viewAccess) => onChange({ ...field, viewAccess })}
          />
          <PrincipalsPicker
            label="Edit access"
            value={field.editAccess}
            people={people}
            onChange={(editAccess) => onChange({ ...field, editAccess })}
          />
        </>
      )}
    </Stack>
  );
}
