import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import { memo } from 'react';
import { FieldInput } from '../inputs/field-input.tsx';

const ignore = () => {};

/** One field drawn with data entry's own input, disabled; memoised so typing in the dialog redraws only it. */
export const FieldPreview = memo(function FieldPreview({ field }: { field: FieldConfig }) {
  return (
    <FieldInput
      id={`preview-${field.id}`}
      field={field}
      formId=""
      label={field.label || 'Untitled field'}
      value={initialValue(field)}
      onChange={ignore}
      helperText={field.options?.kind === 'foreignKey' ? 'Values from another form' : field.helpText}
      disabled
    />
  );
});
