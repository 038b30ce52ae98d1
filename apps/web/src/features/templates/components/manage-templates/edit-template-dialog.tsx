import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { editTemplateSchema, type TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import { errorMessage } from '../../../../app/api-client.ts';
import { useEditTemplate } from '../../api/manage-templates.ts';
import { TemplateDetailsDialog } from '../shared/template-details-dialog.tsx';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface EditTemplateDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
}

/** Edit Template: name and description, both required after trimming. */
export function EditTemplateDialog({ template, onClose }: EditTemplateDialogProps) {
  const edit = useEditTemplate();
  const toast = useTemplatesToast('manage');
  return (
    <TemplateDetailsDialog
      open={template !== null}
      onClose={onClose}
      name={template?.name ?? ''}
      description={template?.description ?? ''}
      schema={editTemplateSchema}
      nameLabel="Template Name"
      descriptionRequired
      submitLabel="Save Changes"
      width="sm"
      pending={edit.isPending}
      invalidMessage={m.fillRequired}
      onSave={async (body) => {
        if (!template) return m.templateNotFoundForEdit;
        try {
          const { message } = await edit.mutateAsync({ templateId: template.id, body });
          toast.success(message);
          return null;
        } catch (error) {
          return m.updateFailed(errorMessage(error));
        }
      }}
    />
  );
}
