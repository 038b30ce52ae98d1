import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormCatalogueEntry, People } from '@atrium/domain/forms/forms.schemas.ts';
import { createContext, useContext } from 'react';

interface Read<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
}

/**
 * What the builder reads from the server: the organisation's forms (Copy Fields and foreign keys), one form's
 * fields (to copy them) and its people (field locks). Given by whoever shows the builder, as hooks.
 */
export interface BuilderSources {
  useCatalogue: () => Read<FormCatalogueEntry[]>;
  useFormFields: (formId: string | undefined) => Read<{ fieldConfig: FieldConfig[] }>;
  usePeople: () => Read<People>;
}

const BuilderSourcesContext = createContext<BuilderSources | null>(null);

export const BuilderSourcesProvider = BuilderSourcesContext.Provider;

export function useBuilderSources(): BuilderSources {
  const sources = useContext(BuilderSourcesContext);
  if (!sources) throw new Error('The form builder is shown without its sources.');
  return sources;
}
