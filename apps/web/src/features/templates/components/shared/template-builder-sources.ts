import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormCatalogueEntry, People } from '@atrium/domain/forms/forms.schemas.ts';
import type { BuilderSources } from '../../../../ui/form-kit/builder/builder-sources.tsx';

const NOBODY: People = { users: [], groups: [] };

export interface TemplateFormFields {
  id: string;
  name: string;
  fields: FieldConfig[];
}

/** A read of the template's forms with their fields, as each screen has it. */
export interface TemplateFormsRead {
  data?: TemplateFormFields[];
  isPending: boolean;
  isError: boolean;
}

/**
 * The builder on template forms (Form Builder of the creator portal, Configure Fields) reads the template's
 * own forms: Copy Fields and the foreign-key pickers offer only them, since a template travels with its
 * forms. Field locks name nobody: the creators' workspace has no people to pick. `useForms` is the screen's
 * read of the template. Keep the answer memoised.
 */
export function templateBuilderSources(
  useForms: (templateId: string | null) => TemplateFormsRead,
  templateId: string | null,
): BuilderSources {
  return {
    useCatalogue: () => {
      const { data, ...state } = useForms(templateId);
      const catalogue: FormCatalogueEntry[] | undefined = data?.map((form) => ({
        id: form.id,
        name: form.name,
        fields: form.fields
          .filter((field) => !field.isTrashed)
          .map((field) => ({ id: field.id, label: field.label, type: field.type })),
      }));
      return { data: catalogue, ...state };
    },
    useFormFields: (formId) => {
      const { data, ...state } = useForms(templateId);
      const form = formId ? data?.find((f) => f.id === formId) : undefined;
      return { data: form ? { fieldConfig: form.fields } : undefined, ...state };
    },
    usePeople: () => ({ data: NOBODY, isPending: false, isError: false }),
  };
}
