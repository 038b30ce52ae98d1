import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { EntryField } from '../../../../ui/form-kit/entry-values.ts';
import { FieldInput } from '../../../../ui/form-kit/inputs/field-input.tsx';
import { textOfValue } from './cell-text.ts';
import { useEntryToast } from './entry-toast.ts';

interface EntryFieldRowProps {
  formId: string;
  item: EntryField;
  value: unknown;
  errors: Record<string, string>;
  onChange: (fieldId: string, value: unknown) => void;
}

/** One field of the entry screen: its input, why it is locked, and a copy button when the field allows it. */
export const EntryFieldRow = memo(function EntryFieldRow({
  formId,
  item,
  value,
  errors,
  onChange,
}: EntryFieldRowProps) {
  const { field, editable, lockedBecause } = item;
  const toast = useEntryToast();
  const copy = async () => {
    await navigator.clipboard.writeText(textOfValue(value));
    toast.copied();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <FieldInput
          id={`field-${field.id}`}
          field={field}
          formId={formId}
          value={value}
          onChange={(next) => onChange(field.id, next)}
          errors={errors}
          helperText={field.helpText}
          disabled={!editable}
        />
        {lockedBecause && (
          // Outside the input's own helper text, which a disabled input greys below readable contrast.
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
            {lockedBecause}
          </Typography>
        )}
      </Box>
      {field.allowCopyValue && (
        <Tooltip title={`Copy ${field.label}`}>
          <IconButton aria-label={`Copy ${field.label}`} onClick={copy} sx={{ mt: 1 }}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
});
