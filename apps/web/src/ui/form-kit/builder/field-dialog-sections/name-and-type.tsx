import type { FieldType } from '@atrium/domain/fields/field-types.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface NameAndTypeProps {
  /** 'Label' of a field, 'Column Header' of a table column. */
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  typeLabel: string;
  type: FieldType;
  types: readonly FieldType[];
  onType: (type: FieldType) => void;
}

/** What a field or a table column is called and which type it has; the dialog opens on the name. */
export function NameAndType(props: NameAndTypeProps) {
  return (
    <>
      <TextField
        label={props.nameLabel}
        required
        autoFocus
        value={props.name}
        onChange={(event) => props.onName(event.target.value)}
      />
      <TextField
        select
        label={props.typeLabel}
        required
        value={props.type}
        onChange={(event) => props.onType(event.target.value as FieldType)}
      >
        {props.types.map((type) => (
          <MenuItem key={type} value={type}>
            {FIELD_TYPE_REGISTRY[type].label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
