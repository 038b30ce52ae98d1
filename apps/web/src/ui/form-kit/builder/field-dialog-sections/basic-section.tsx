import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { changeFieldType } from '@atrium/domain/fields/field-rules.ts';
import { FIELD_TYPES } from '@atrium/domain/fields/field-types.ts';
import { NameAndType } from './name-and-type.tsx';
import { flagOf, SettingSwitches } from './setting-switch.tsx';

interface BasicSectionProps {
  value: FieldConfig;
  onChange: (next: FieldConfig) => void;
}

/** Label, type (a new type resets the type-specific settings) and the switches every type has. */
export function BasicSection({ value, onChange }: BasicSectionProps) {
  const flag = flagOf(value, onChange);
  return (
    <>
      <NameAndType
        nameLabel="Label"
        name={value.label}
        onName={(label) => onChange({ ...value, label })}
        typeLabel="Type"
        type={value.type}
        types={FIELD_TYPES}
        onType={(type) => onChange(changeFieldType(value, type))}
      />
      <SettingSwitches
        switches={[
          flag('Required', 'required'),
          flag('Read only', 'strictReadOnly'),
          flag('Allow copy value', 'allowCopyValue'),
        ]}
      />
    </>
  );
}
