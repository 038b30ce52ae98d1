import type { FormCatalogueEntry, People } from '@atrium/domain/forms/forms.schemas.ts';
import type { BuilderSources } from '../../../../ui/form-kit/builder/builder-sources.tsx';
import { useTemplateDetail } from '../../api/manage-templates.ts';

const NOBODY: People = { users: [], groups: [] };

/**
 * The field editor of Configure Fields reads the template's own forms (foreign keys point within the
 * template) and no people: template forms name nobody of an organisation.
 */
export function templateBuilderSources(templateId: string): BuilderSources {
  const useCatalogue = () => {
    const detail = useTemplateDetail(templateId);
    const data: FormCatalogueEntry[] | undefined = detail.data?.forms.map((form) => ({
      id: form.id,
      name: form.name,
      fields: form.fields
        .filter((f) => !f.isTrashed)
        .map((f) => ({ id: f.id, label: f.label, type: f.type })),
    }));
    return { data, isPending: detail.isPending, isError: detail.isError };
  };
  return {
    useCatalogue,
    useFormFields: (formId) => {
      const detail = useTemplateDetail(templateId);
      const form = detail.data?.forms.find((f) => f.id === formId);
      return {
        data: form ? { fieldConfig: form.fields } : undefined,
        isPending: detail.isPending,
        isError: detail.isError,
      };
    },
    usePeople: () => ({ data: NOBODY, isPending: false, isError: false }),
  };
}
