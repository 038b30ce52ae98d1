import type { FieldOptions } from '@atrium/domain/fields/field-config.schemas.ts';
import { cleanOptionValues } from '@atrium/domain/fields/field-rules.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useBuilderSources } from './builder-sources.tsx';
import { SettingSwitch } from './field-dialog-sections/setting-switch.tsx';

interface OptionsEditorProps {
  value: FieldOptions | null;
  onChange: (next: FieldOptions) => void;
  /** The form being edited, which cannot be its own foreign form. */
  currentFormId?: string;
}

const CUSTOM: FieldOptions = { kind: 'custom', values: [] };
const FOREIGN: FieldOptions = {
  kind: 'foreignKey',
  formId: '',
  fieldId: '',
  isReferencedValue: false,
  fallbackValue: '',
};

/** Options: Custom Values typed as chips, or a Foreign key to a field of another form. */
export function OptionsEditor({ value, onChange, currentFormId }: OptionsEditorProps) {
  const options = value ?? CUSTOM;
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>Options</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={options.kind}
          onChange={(event) => onChange(event.target.value === 'foreignKey' ? FOREIGN : CUSTOM)}
        >
          <FormControlLabel value="custom" control={<Radio />} label="Custom Values" />
          <FormControlLabel value="foreignKey" control={<Radio />} label="Foreign key" />
        </RadioGroup>
      </FormControl>
      {options.kind === 'custom' ? (
        <CustomValues values={options.values} onChange={(values) => onChange({ kind: 'custom', values })} />
      ) : (
        <ForeignKey value={options} onChange={onChange} currentFormId={currentFormId} />
      )}
    </Stack>
  );
}

function CustomValues({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={values}
      // Trimmed, empties ignored (forms spec §5), and each value once so chips stay distinct.
      onChange={(_event, next) => onChange([...new Set(cleanOptionValues(next))])}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Custom Values" helperText="Type a value and press Enter." />
      )}
    />
  );
}

type ForeignKeyOptions = Extract<FieldOptions, { kind: 'foreignKey' }>;

function ForeignKey({
  value,
  onChange,
  currentFormId,
}: {
  value: ForeignKeyOptions;
  onChange: (next: FieldOptions) => void;
  currentFormId?: string;
}) {
  const catalogue = useBuilderSources().useCatalogue();
  const forms = (catalogue.data ?? []).filter((form) => form.id !== currentFormId);
  const chosenForm = forms.find((form) => form.id === value.formId);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Foreign form"
        value={chosenForm ? value.formId : ''}
        onChange={(event) => onChange({ ...value, formId: event.target.value, fieldId: '' })}
        helperText={catalogue.isError ? 'Error fetching forms' : undefined}
        error={catalogue.isError}
      >
        {forms.map((form) => (
          <MenuItem key={form.id} value={form.id}>
            {form.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Foreign field"
        disabled={!chosenForm}
        value={chosenForm?.fields.some((field) => field.id === value.fieldId) ? value.fieldId : ''}
        onChange={(event) => onChange({ ...value, fieldId: event.target.value })}
      >
        {(chosenForm?.fields ?? []).map((field) => (
          <MenuItem key={field.id} value={field.id}>
            {field.label}
          </MenuItem>
        ))}
      </TextField>
      <SettingSwitch
        label="Store as referenced value"
        checked={value.isReferencedValue}
        onChange={(isReferencedValue) => onChange({ ...value, isReferencedValue })}
      />
      <TextField
        label="Fallback value"
        value={value.fallbackValue}
        onChange={(event) => onChange({ ...value, fallbackValue: event.target.value })}
        helperText="Shown when the referenced entry no longer exists."
      />
    </Stack>
  );
}
