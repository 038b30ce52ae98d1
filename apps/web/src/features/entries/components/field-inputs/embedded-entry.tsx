import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import { createContext, type ReactNode, useContext } from 'react';

export interface EmbeddedEntryProps {
  formId: string;
  onCreated: (entry: Entry) => void;
}

/**
 * How an input shows another form's data-entry screen (the 'Add New Option' dialog): given by the entry screen,
 * so the inputs need not import the screen that renders them.
 */
const EmbeddedEntryContext = createContext<((props: EmbeddedEntryProps) => ReactNode) | null>(null);

export const EmbeddedEntryProvider = EmbeddedEntryContext.Provider;
export const useEmbeddedEntry = () => useContext(EmbeddedEntryContext);
