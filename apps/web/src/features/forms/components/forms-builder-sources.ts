import type { BuilderSources } from '../../../ui/form-kit/builder/builder-sources.tsx';
import { useForm, useFormCatalogue, useFormPeople } from '../api/forms.api.ts';

/** The form builder of the forms screens reads the forms' own queries. */
export const FORMS_BUILDER_SOURCES: BuilderSources = {
  useCatalogue: () => useFormCatalogue(),
  useFormFields: useForm,
  usePeople: () => useFormPeople(),
};
