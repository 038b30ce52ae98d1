import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';

export interface TemplateDetails {
  name: string;
  description: string;
}

/** What the fields hold: the portal's schema lets the description be left out. */
type DetailsInput = { name: string; description?: string };

interface TemplateDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the fields start from each time the dialog opens. */
  name: string;
  description: string;
  schema: z.ZodType<TemplateDetails, DetailsInput>;
  nameLabel: string;
  descriptionRequired?: boolean;
  submitLabel: string;
  width?: 'sm';
  pending: boolean;
  /** Said once under the fields when the schema refuses them (the fields are only marked). */
  invalidMessage?: string;
  /** Saves the values; answers why it failed, or null, and the dialog closes. */
  onSave: (values: TemplateDetails) => Promise<string | null>;
}

/** Edit Template of the creator portal and of Manage Templates: a template's name and description. */
export function TemplateDetailsDialog({
  open,
  onClose,
  name,
  description,
  schema,
  nameLabel,
  descriptionRequired = false,
  submitLabel,
  width,
  pending,
  invalidMessage,
  onSave,
}: TemplateDetailsDialogProps) {
  const values = useMemo(() => ({ name, description }), [name, description]);
  const { control, handleSubmit, reset } = useForm<DetailsInput, unknown, TemplateDetails>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const [error, setError] = useFormDialogReset(open, reset, values);
  const submit = handleSubmit(
    async (body) => {
      setError(null);
      const failure = await onSave(body);
      if (failure) setError(failure);
      else onClose();
    },
    () => invalidMessage && setError(invalidMessage),
  );
  return (
    <FormDialog
      open={open}
      title="Edit Template"
      onClose={onClose}
      width={width}
      onSubmit={submit}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
    >
      <Grid size={12}>
        <FormTextField
          control={control}
          name="name"
          label={nameLabel}
          required
          quietMessage={invalidMessage}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label="Description"
          required={descriptionRequired}
          multiline
          minRows={3}
          quietMessage={invalidMessage}
        />
      </Grid>
    </FormDialog>
  );
}
