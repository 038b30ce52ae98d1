import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FieldGroup } from './field-group.tsx';
import type { FieldInputProps } from './field-input-props.ts';
import { choiceOf, useChoiceOptions } from './use-choice-options.ts';

/** One choice among the offered options, all shown at once. */
export function RadioInput(props: FieldInputProps) {
  const { id, rules, target, value, onChange, disabled } = props;
  const { options } = useChoiceOptions(rules, target, '');
  const chosen = choiceOf(value);
  return (
    <FieldGroup {...props} component="fieldset">
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={chosen?.label ?? ''}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.label === event.target.value);
          if (option) onChange(option.stored);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.key}
            value={option.label}
            control={<Radio />}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    </FieldGroup>
  );
}
