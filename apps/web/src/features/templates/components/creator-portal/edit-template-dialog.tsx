import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { saveTemplateDraftSchema } from '@atrium/domain/templates/templates.schemas.ts';
import { TemplateDetailsDialog } from '../shared/template-details-dialog.tsx';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { type PortalTemplate, reasonOf } from './use-portal-template.ts';

interface EditTemplateDialogProps {
  portal: PortalTemplate;
  open: boolean;
  onClose: () => void;
}

/** Edit: the template's name and description; saved at once when the template exists already. */
export function EditTemplateDialog({ portal, open, onClose }: EditTemplateDialogProps) {
  const toast = useTemplatesToast('portal');
  return (
    <TemplateDetailsDialog
      open={open}
      onClose={onClose}
      name={portal.name}
      description={portal.description}
      schema={saveTemplateDraftSchema}
      nameLabel="Template group name"
      submitLabel="Save"
      pending={portal.saving}
      onSave={async ({ name, description }) => {
        portal.setName(name);
        portal.setDescription(description);
        if (!portal.templateId) return null;
        try {
          await portal.save({ name, description });
          toast.success(m.templateUpdated);
          return null;
        } catch (failure) {
          return m.saveDraftFailed(reasonOf(failure));
        }
      }}
    />
  );
}
