import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import type { TemplateEntry } from '@atrium/domain/templates/template-data.contract.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { FieldInput } from '../../../../ui/form-kit/inputs/field-input.tsx';
import { type TemplateFormAt, useUpdateTemplateEntryField } from '../../api/template-data.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { TemplateInputSources } from './template-input-sources.tsx';

interface EditFieldDialogProps {
  at: TemplateFormAt;
  /** The entry being edited; null when closed. */
  entry: TemplateEntry | null;
  /** The fields the reader may change. */
  fields: FieldConfig[];
  onClose: () => void;
}

const storedValueOf = (entry: TemplateEntry | null, field: FieldConfig | undefined) =>
  entry && field ? (entry.data[field.id] ?? initialValue(field)) : null;

/** Edit one field of an entry: choose the field, change its value, Save. */
export function EditFieldDialog({ at, entry, fields, onClose }: EditFieldDialogProps) {
  const toast = useTemplatesToast('other');
  const update = useUpdateTemplateEntryField(at);
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? '');
  const [value, setValue] = useState<unknown>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = fields.find((candidate) => candidate.id === fieldId);

  // Each opening starts from the entry's first field and its stored value.
  useEffect(() => {
    if (!entry) return;
    setFieldId(fields[0]?.id ?? '');
    setValue(storedValueOf(entry, fields[0]));
    setErrors({});
  }, [entry, fields]);

  const save = async () => {
    if (!entry || !field) return;
    const checked = validateEntryValues([field], { [field.id]: value }, { partial: true });
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      return;
    }
    try {
      const result = await update.mutateAsync({
        entryId: entry.id,
        fieldId: field.id,
        value: checked.values[field.id],
      });
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      toast.error(isApiError(error) && error.status === 403 ? error.message : m.saveChangesFailed);
    }
  };

  return (
    <DialogFrame
      open={entry !== null}
      title="Edit Field"
      width="sm"
      onClose={update.isPending ? undefined : onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending || !field}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: 0 }}>
        <TextField
          select
          label="Field"
          value={fieldId}
          onChange={(event) => {
            const next = fields.find((candidate) => candidate.id === event.target.value);
            setFieldId(event.target.value);
            setValue(storedValueOf(entry, next));
            setErrors({});
          }}
        >
          {fields.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        {field && (
          <TemplateInputSources templateId={at.templateId}>
            <FieldInput
              key={field.id}
              id={`edit-${field.id}`}
              field={field}
              formId={at.formId}
              value={value}
              onChange={(next) => {
                setValue(next);
                setErrors({});
              }}
              errors={errors}
              helperText={field.helpText}
            />
          </TemplateInputSources>
        )}
        {!field && <Box>{entryMessages.unknownField}</Box>}
      </Box>
    </DialogFrame>
  );
}
