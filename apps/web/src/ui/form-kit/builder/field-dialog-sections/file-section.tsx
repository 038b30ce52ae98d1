import { setAddMetaData } from '@atrium/domain/fields/field-rules.ts';
import { ACCEPTED_FILE_TYPES, DEFAULT_MAX_FILE_SIZE_MB } from '@atrium/domain/fields/field-types.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MetadataFields } from './metadata-fields.tsx';
import { flagOf, SettingSwitches } from './setting-switch.tsx';
import { positiveOrNull, type SectionProps, type ValueSettings } from './value-settings.ts';

/** Files: accepted types, size and count limits, camera, multiple files and attachment metadata. */
export function FileSection<T extends ValueSettings>({ value, onChange }: SectionProps<T>) {
  const flag = flagOf<ValueSettings>(value, (next) => onChange(next as T));
  return (
    <Stack spacing={2}>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={[...ACCEPTED_FILE_TYPES]}
        value={value.accept}
        onChange={(_event, accept) => onChange({ ...value, accept })}
        renderInput={(params) => <TextField {...params} label="Accepted file types" />}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="Max file size (MB)"
          type="number"
          placeholder={String(DEFAULT_MAX_FILE_SIZE_MB)}
          value={value.maxFileSizeMB ?? ''}
          onChange={(event) => onChange({ ...value, maxFileSizeMB: positiveOrNull(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, step: 'any' } }}
        />
        <TextField
          label="Max files"
          type="number"
          value={value.maxFiles ?? ''}
          onChange={(event) => {
            const count = positiveOrNull(event.target.value);
            onChange({ ...value, maxFiles: count === null ? null : Math.floor(count) || null });
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, step: 1 } }}
        />
      </Box>
      <SettingSwitches
        switches={[
          flag('Allow multiple files', 'multiple'),
          flag('Allow camera', 'allowCamera'),
          {
            ...flag('Attachment metadata', 'addMetaData'),
            onChange: (on) => onChange(setAddMetaData(value, on)),
          },
        ]}
      />
      {value.addMetaData && (
        <MetadataFields
          fields={value.metaDataFields}
          onChange={(metaDataFields) => onChange({ ...value, metaDataFields })}
        />
      )}
    </Stack>
  );
}
