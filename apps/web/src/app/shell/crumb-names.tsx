import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useMatches } from 'react-router';

type Names = Readonly<Record<string, string>>;
type Name = (id: string, name: string) => void;

// Two contexts: a page naming its record reads only the stable setter, so a new name re-renders the
// breadcrumb and nothing else.
const NamesContext = createContext<Names>({});
const NameContext = createContext<Name>(() => {});

/** Shown for an id segment whose record has not been named (yet), instead of the raw id. */
const PARAM_LABELS: Record<string, string> = { formId: 'Form', formGroupId: 'Form Group' };

/** Holds the names pages give their records, kept for the visit so a parent's name outlives its page. */
export function CrumbNamesProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<Names>({});
  const name = useCallback<Name>(
    (id, value) => setNames((known) => (known[id] === value ? known : { ...known, [id]: value })),
    [],
  );
  return (
    <NameContext.Provider value={name}>
      <NamesContext.Provider value={names}>{children}</NamesContext.Provider>
    </NameContext.Provider>
  );
}

/** A page that shows a record (a form, a form group) names it for the breadcrumb, in place of its id. */
export function useCrumbName(id: string | undefined, value: string | undefined): void {
  const name = useContext(NameContext);
  useEffect(() => {
    if (id && value) name(id, value);
  }, [id, value, name]);
}

/** The labels of the address's id segments: the record's name once a page gave it, else what it is. */
export function useCrumbLabels(): Names {
  const names = useContext(NamesContext);
  const matches = useMatches();
  return useMemo(() => {
    const labels: Record<string, string> = {};
    for (const match of matches)
      for (const [param, id] of Object.entries(match.params)) {
        const fallback = PARAM_LABELS[param];
        if (id && fallback) labels[id] = names[id] ?? fallback;
      }
    return labels;
  }, [matches, names]);
}
