import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface FormChoice {
  id: string;
  name: string;
  ownerId: string | null;
}

interface FormsChooserProps {
  options: readonly FormChoice[];
  /** The chosen form ids, in the order they were chosen. */
  value: readonly string[];
  /** Names of chosen forms that are no longer offered (a form in the trash). */
  knownNames: ReadonlyMap<string, string>;
  onChange: (chosen: FormChoice[]) => void;
  error?: string;
  loading?: boolean;
  disabled?: boolean;
}

/** The forms to include in a group, several at once. */
export function FormsChooser({
  options,
  value,
  knownNames,
  onChange,
  error,
  loading,
  disabled,
}: FormsChooserProps) {
  const byId = new Map(options.map((option) => [option.id, option]));
  const selected = value.map(
    (id) => byId.get(id) ?? { id, name: knownNames.get(id) ?? 'Unknown form', ownerId: null },
  );
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options as FormChoice[]}
      value={selected}
      loading={loading}
      loadingText="Loading forms…"
      noOptionsText="No forms found"
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      onChange={(_event, chosen) => onChange(chosen)}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Forms to include" required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
