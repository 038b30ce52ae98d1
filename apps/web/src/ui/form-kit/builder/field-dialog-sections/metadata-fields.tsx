import type { MetadataField } from '@atrium/domain/fields/field-config.schemas.ts';
import { newFieldId } from '@atrium/domain/fields/field-rules.ts';
import { METADATA_FIELD_TYPES } from '@atrium/domain/fields/field-types.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const TYPE_LABELS: Record<MetadataField['type'], string> = { text: 'Text', number: 'Number', date: 'Date' };

/** The metadata asked for with each attachment: a label and a type per item. */
export function MetadataFields({
  fields,
  onChange,
}: {
  fields: MetadataField[];
  onChange: (fields: MetadataField[]) => void;
}) {
  const update = (id: string, change: Partial<MetadataField>) =>
    onChange(fields.map((field) => (field.id === id ? { ...field, ...change } : field)));
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        Metadata fields
      </Box>
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={`Metadata ${index + 1} label`}
            value={field.label}
            onChange={(event) => update(field.id, { label: event.target.value })}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            select
            size="small"
            label={`Metadata ${index + 1} type`}
            value={field.type}
            onChange={(event) => update(field.id, { type: event.target.value as MetadataField['type'] })}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {METADATA_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={`Remove metadata ${index + 1}`}
            onClick={() => onChange(fields.filter((f) => f.id !== field.id))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...fields, { id: newFieldId(), label: '', type: 'text' }])}
        >
          Add metadata field
        </Button>
      </Box>
    </Stack>
  );
}
