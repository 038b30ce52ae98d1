import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { useCallback, useMemo, useState } from 'react';
import { defaultValues, type EntryField, snapshotOf } from './entry-fields.ts';

/**
 * The values being entered, the errors under them, and whether they differ from where the form started
 * (the defaults, or the values last saved as a draft or submitted).
 */
export function useEntryState(fields: EntryField[]) {
  const defaults = useMemo(() => defaultValues(fields), [fields]);
  const [values, setValues] = useState<EntryData>(defaults);
  const [baseline, setBaseline] = useState(() => snapshotOf(defaults));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback((fieldId: string, value: unknown) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors((current) => {
      if (!Object.keys(current).some((key) => key === fieldId || key.startsWith(`${fieldId}.`)))
        return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== fieldId && !key.startsWith(`${fieldId}.`)),
      );
    });
  }, []);

  /** Replaces every value (prefill, sample, draft); the form stays dirty until saved or submitted. */
  const replaceValues = useCallback((next: EntryData) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Back to the defaults after a submit: nothing left unsaved. */
  const reset = useCallback(() => {
    setValues(defaults);
    setErrors({});
    setBaseline(snapshotOf(defaults));
  }, [defaults]);

  /** Draft saved or data imported: what is on screen counts as saved. */
  const markClean = useCallback(() => setBaseline(snapshotOf(values)), [values]);

  const dirty = snapshotOf(values) !== baseline;
  return { values, errors, setErrors, setField, replaceValues, reset, markClean, dirty };
}
