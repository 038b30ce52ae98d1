import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import { createContext, type ReactNode, useContext } from 'react';
import type { InputTarget } from './field-input-props.ts';

export interface EmbeddedEntryProps {
  formId: string;
  onCreated: (entry: Entry) => void;
}

/** What a foreign-key search answers: the matching values and whether the reader may add one. */
export interface FieldOptionsResult {
  data?: { options: { id: string; value: string }[]; canAddOption: boolean };
  isFetching: boolean;
  isError: boolean;
}

/**
 * Where the inputs read what lives on the server: foreign-key options, and another form's data-entry screen
 * (the 'Add New Option' dialog). Given by the feature that shows the inputs, so the kit imports no feature.
 */
export interface InputSources {
  useFieldOptions: (target: InputTarget, search: string, enabled: boolean) => FieldOptionsResult;
  renderEmbeddedEntry?: (props: EmbeddedEntryProps) => ReactNode;
}

const NO_OPTIONS: FieldOptionsResult = { isFetching: false, isError: false };

// Without sources (a builder preview, a default value) foreign-key fields offer nothing to choose.
const InputSourcesContext = createContext<InputSources>({ useFieldOptions: () => NO_OPTIONS });

export const InputSourcesProvider = InputSourcesContext.Provider;
export const useInputSources = () => useContext(InputSourcesContext);
