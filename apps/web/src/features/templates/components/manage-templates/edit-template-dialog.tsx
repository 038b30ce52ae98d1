import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  type EditTemplate,
  editTemplateSchema,
  type TemplateSummary,
} from '@atrium/domain/templates/templates.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../app/api-client.ts';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { useEditTemplate } from '../../api/manage-templates.ts';
import { useManageToast } from './use-manage-toast.ts';

interface EditTemplateDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
}

/** Edit Template: name and description, both required after trimming. */
export function EditTemplateDialog({ template, onClose }: EditTemplateDialogProps) {
  const edit = useEditTemplate();
  const toast = useManageToast();
  const open = template !== null;
  const values = useMemo(
    () => ({ name: template?.name ?? '', description: template?.description ?? '' }),
    [template],
  );
  const { control, handleSubmit, reset } = useForm<EditTemplate, unknown, EditTemplate>({
    resolver: zodResolver(editTemplateSchema),
    defaultValues: values,
  });
  const [formError, setFormError] = useFormDialogReset(open, reset, values);
  const submit = handleSubmit(
    (body) => {
      if (!template) return setFormError(m.templateNotFoundForEdit);
      setFormError(null);
      edit.mutate(
        { templateId: template.id, body },
        {
          onSuccess: ({ message }) => {
            toast.success(message);
            onClose();
          },
          onError: (error) => setFormError(m.updateFailed(errorMessage(error))),
        },
      );
    },
    () => setFormError(m.fillRequired),
  );
  return (
    <FormDialog
      open={open}
      title="Edit Template"
      onClose={onClose}
      width="sm"
      onSubmit={submit}
      submitLabel="Save Changes"
      pending={edit.isPending}
      error={formError}
    >
      <Grid size={12}>
        <FormTextField
          control={control}
          name="name"
          label="Template Name"
          required
          fullWidth
          quietMessage={m.fillRequired}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label="Description"
          required
          fullWidth
          multiline
          minRows={3}
          quietMessage={m.fillRequired}
        />
      </Grid>
    </FormDialog>
  );
}
