import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormCatalogueEntry, People } from '@atrium/domain/forms/forms.schemas.ts';
import type { BuilderSources } from '../../../../ui/form-kit/builder/builder-sources.tsx';
import { useTemplate } from '../../api/templates-setup.ts';

const NOBODY: People = { users: [], groups: [] };

/** The template's read; before its first save the template has no forms, and nothing is loading. */
function useTemplateRead(templateId: string | null) {
  const query = useTemplate(templateId);
  return { data: query.data, isPending: Boolean(templateId) && query.isPending, isError: query.isError };
}

function useTemplateCatalogue(templateId: string | null) {
  const { data, ...state } = useTemplateRead(templateId);
  const catalogue: FormCatalogueEntry[] | undefined = data
    ? data.template.forms.map((form) => ({
        id: form.id,
        name: form.name,
        fields: (data.fieldConfigs[form.id] ?? [])
          .filter((field) => !field.isTrashed)
          .map((field) => ({ id: field.id, label: field.label, type: field.type })),
      }))
    : templateId
      ? undefined
      : [];
  return { data: catalogue, ...state };
}

function useTemplateFormFields(templateId: string | null, formId: string | undefined) {
  const { data, ...state } = useTemplateRead(templateId);
  const fields: FieldConfig[] | undefined = formId ? data?.fieldConfigs[formId] : undefined;
  return { data: fields ? { fieldConfig: fields } : undefined, ...state };
}

const useNobody = () => ({ data: NOBODY, isPending: false, isError: false });

/**
 * The builder of the creator portal reads the template's own forms: Copy Fields and the foreign-key pickers
 * offer only them (a template travels with its forms). Field locks name nobody: the creators' workspace has
 * no people to pick. Keep the answer memoised per template.
 */
export const templateBuilderSources = (templateId: string | null): BuilderSources => ({
  useCatalogue: () => useTemplateCatalogue(templateId),
  useFormFields: (formId) => useTemplateFormFields(templateId, formId),
  usePeople: useNobody,
});
