import type { ReactNode } from 'react';
import type { InputSources } from '../../../../ui/form-kit/inputs/input-sources.tsx';
import { InputSourcesProvider } from '../../../../ui/form-kit/inputs/input-sources.tsx';
import { useFieldOptions } from '../../api/entries-write.api.ts';

/** Foreign-key options come from the entries' options search. */
export const ENTRY_SOURCES: InputSources = { useFieldOptions };

/** The field inputs below read their options (and, when given, another form's entry screen) from here. */
export function EntryInputSources({
  sources = ENTRY_SOURCES,
  children,
}: {
  sources?: InputSources;
  children: ReactNode;
}) {
  return <InputSourcesProvider value={sources}>{children}</InputSourcesProvider>;
}
