import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AddOptionDialog } from './add-option-dialog.tsx';
import { type FieldInputProps, messageOf } from './field-input-props.ts';
import {
  type ChoiceOption,
  choiceOf,
  isForeignKey,
  sameChoice,
  useChoiceOptions,
} from './use-choice-options.ts';

const ADD_KEY = '\u0000add-new-option';

function withoutDuplicates(options: ChoiceOption[]): ChoiceOption[] {
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.label) && seen.add(option.label));
}

/** Select and multiselect: a searchable list; a referenced foreign key may offer 'Add new option'. */
export function ChoiceAutocomplete(props: FieldInputProps & { multiple: boolean }) {
  const { id, label, rules, target, value, onChange, error, disabled, multiple } = props;
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const { options, canAddOption, loading } = useChoiceOptions(rules, target, search);
  const foreign = isForeignKey(rules);
  const chosen = multiple
    ? (Array.isArray(value) ? value : []).map(choiceOf).filter((c): c is ChoiceOption => c !== null)
    : choiceOf(value);

  const typed = search.trim();
  const referenced = rules.options?.kind === 'foreignKey' && rules.options.isReferencedValue;
  const offerAdd =
    referenced &&
    canAddOption &&
    typed !== '' &&
    !options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const listed = withoutDuplicates(options);
  const all = offerAdd
    ? [...listed, { key: ADD_KEY, label: `Add new option "${typed}"`, stored: null }]
    : listed;

  const choose = (next: ChoiceOption | ChoiceOption[] | null) => {
    const list = Array.isArray(next) ? next : [];
    if ((Array.isArray(next) ? list : [next]).some((option) => option?.key === ADD_KEY)) {
      setAdding(true);
      return;
    }
    if (multiple) onChange(list.map((option) => option.stored));
    else onChange((next as ChoiceOption | null)?.stored ?? '');
  };

  const added = (choice: ChoiceOption) => {
    if (multiple) onChange([...(Array.isArray(value) ? value : []), choice.stored]);
    else onChange(choice.stored);
  };

  return (
    <>
      <Autocomplete<ChoiceOption, boolean>
        id={id}
        multiple={multiple}
        options={all}
        value={chosen}
        loading={loading}
        disabled={disabled}
        filterSelectedOptions={multiple}
        disableCloseOnSelect={multiple}
        // Foreign options are searched on the server; custom values filter here.
        filterOptions={foreign ? (list) => list : undefined}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={sameChoice}
        onChange={(_event, next) => choose(next as ChoiceOption | ChoiceOption[] | null)}
        onInputChange={(_event, text, reason) => reason !== 'reset' && setSearch(text)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={rules.required}
            placeholder={rules.placeholder || undefined}
            error={Boolean(error)}
            helperText={messageOf(props)}
          />
        )}
      />
      {rules.options?.kind === 'foreignKey' && (
        <AddOptionDialog
          open={adding}
          formId={rules.options.formId}
          fieldId={rules.options.fieldId}
          onClose={() => setAdding(false)}
          onAdded={added}
        />
      )}
    </>
  );
}

export function SelectInput(props: FieldInputProps) {
  return <ChoiceAutocomplete {...props} multiple={false} />;
}

export function MultiselectInput(props: FieldInputProps) {
  return <ChoiceAutocomplete {...props} multiple />;
}
