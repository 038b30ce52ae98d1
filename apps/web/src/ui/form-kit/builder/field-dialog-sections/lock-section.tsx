import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { setUserLock } from '@atrium/domain/fields/field-rules.ts';
import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import Typography from '@mui/material/Typography';
import { PrincipalsPicker } from './principals-picker.tsx';
import { SwitchedSettings } from './setting-switch.tsx';

interface LockSectionProps {
  field: FieldConfig;
  people: People;
  onChange: (next: FieldConfig) => void;
}

/** userLock: who may see the field and who may enter data in it (org admins always may). */
export function LockSection({ field, people, onChange }: LockSectionProps) {
  return (
    <SwitchedSettings
      label="Lock field to users"
      checked={field.userLock}
      onChange={(on) => onChange(setUserLock(field, on))}
    >
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
    </SwitchedSettings>
  );
}
