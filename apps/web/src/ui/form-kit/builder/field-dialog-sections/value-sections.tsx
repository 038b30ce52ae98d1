import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OptionsEditor } from '../options-editor.tsx';
import { FileSection } from './file-section.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { TextSection } from './text-section.tsx';
import { UniqueSection } from './unique-section.tsx';
import { ValidationSection } from './validation-section.tsx';
import type { SectionProps, ValueSettings } from './value-settings.ts';

/** Every value setting that applies to the type, shared by the field dialog and the column dialog. */
export function ValueSections<T extends ValueSettings>({
  currentFormId,
  ...props
}: SectionProps<T> & { currentFormId?: string }) {
  const { value, type, onChange } = props;
  const definition = FIELD_TYPE_REGISTRY[type];
  // Which sections the type has, in the order the dialog shows them.
  const sections: [boolean, string, ReactNode][] = [
    [true, 'Display', <TextSection key="display" {...props} />],
    [definition.isFile, 'Files', <FileSection key="files" {...props} />],
    [definition.supportsRegex, 'Validation', <ValidationSection key="validation" {...props} />],
    [definition.supportsUnique, 'Uniqueness', <UniqueSection key="unique" {...props} />],
  ];
  return (
    <>
      {definition.hasOptions && (
        <Section title="Options">
          <OptionsEditor
            value={value.options}
            onChange={(options) => onChange({ ...value, options, defaultValue: null })}
            currentFormId={currentFormId}
          />
          {type === 'select' && (
            <SettingSwitch
              label="Allow multiple selections"
              checked={value.multiple}
              onChange={(multiple) => onChange({ ...value, multiple })}
            />
          )}
        </Section>
      )}
      {sections.map(
        ([shown, title, body]) =>
          shown && (
            <Section key={title} title={title}>
              {body}
            </Section>
          ),
      )}
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
