import { setInputValidation } from '@atrium/domain/fields/field-rules.ts';
import TextField from '@mui/material/TextField';
import { RegexTester } from '../regex-tester.tsx';
import { SwitchedSettings } from './setting-switch.tsx';
import type { SectionProps, ValueSettings } from './value-settings.ts';

/** Input validation: a regex and the message shown when a value does not match, with a tester. */
export function ValidationSection<T extends ValueSettings>({ value, onChange }: SectionProps<T>) {
  return (
    <SwitchedSettings
      label="Input validation"
      checked={value.inputValidation}
      onChange={(on) => onChange(setInputValidation(value, on))}
    >
      <TextField
        label="Regex"
        required
        value={value.regex}
        onChange={(event) => onChange({ ...value, regex: event.target.value })}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
      />
      <TextField
        label="Invalid input message"
        required
        value={value.invalidInputMessage}
        onChange={(event) => onChange({ ...value, invalidInputMessage: event.target.value })}
      />
      <RegexTester regex={value.regex} />
    </SwitchedSettings>
  );
}
