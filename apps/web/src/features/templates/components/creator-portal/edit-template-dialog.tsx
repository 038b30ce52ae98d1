import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { saveTemplateDraftSchema } from '@atrium/domain/templates/templates.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { type PortalTemplate, reasonOf, usePortalToast } from './use-portal-template.ts';

interface EditTemplateDialogProps {
  portal: PortalTemplate;
  open: boolean;
  onClose: () => void;
}

/** Edit: the template's name and description; saved at once when the template exists already. */
export function EditTemplateDialog({ portal, open, onClose }: EditTemplateDialogProps) {
  const toast = usePortalToast();
  const values = useMemo(
    () => ({ name: portal.name, description: portal.description }),
    [portal.name, portal.description],
  );
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(saveTemplateDraftSchema),
    defaultValues: values,
  });
  const [error, setError] = useFormDialogReset(open, reset, values);

  const submit = handleSubmit(async ({ name, description }) => {
    setError(null);
    portal.setName(name);
    portal.setDescription(description);
    if (!portal.templateId) return onClose();
    try {
      await portal.save({ name, description });
      toast(m.templateUpdated);
      onClose();
    } catch (failure) {
      setError(m.saveDraftFailed(reasonOf(failure)));
    }
  });

  return (
    <FormDialog
      open={open}
      title="Edit Template"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      pending={portal.saving}
      error={error}
    >
      <Grid size={12}>
        <FormTextField control={control} name="name" label="Template group name" required />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      </Grid>
    </FormDialog>
  );
}
