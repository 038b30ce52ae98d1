import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { useCallback, useMemo, useState } from 'react';
import {
  defaultValues,
  type EntryField,
  snapshotOf,
  valuesFrom,
  withoutErrorsOf,
  withoutLocalFiles,
} from './entry-values.ts';

/** A saved draft: its id and the values it keeps. */
export interface SavedDraft {
  id: string;
  values: EntryData;
}

/** Where drafts are kept (this browser for entries); `save` throws when it cannot. */
export interface DraftStore<D extends SavedDraft> {
  save: (values: EntryData, id?: string) => D;
  remove: (id: string) => void;
}

/**
 * The values being entered, the errors under them, whether they differ from where the form started (the
 * defaults, or the values last saved as a draft or submitted), and the draft that is open.
 */
export function useEntryForm<D extends SavedDraft>(fields: EntryField[], drafts?: DraftStore<D>) {
  const defaults = useMemo(() => defaultValues(fields), [fields]);
  const [values, setValues] = useState<EntryData>(defaults);
  const [baseline, setBaseline] = useState(() => snapshotOf(defaults));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openDraft, setOpenDraft] = useState<D | null>(null);

  const setField = useCallback((fieldId: string, value: unknown) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors((current) => withoutErrorsOf(current, fieldId));
  }, []);

  /** Takes the writable values of an entry, sample or draft; the form stays dirty until saved or submitted. */
  const fill = (data: EntryData) => {
    setValues(valuesFrom(fields, values, data));
    setErrors({});
  };

  /** Starts over from given values (an entry opened for editing): nothing unsaved. */
  const load = useCallback((next: EntryData) => {
    setValues(next);
    setErrors({});
    setBaseline(snapshotOf(next));
  }, []);

  /** Draft saved or data imported: what is on screen counts as saved. */
  const markClean = () => setBaseline(snapshotOf(values));

  /** Checks values with the shared rules; on a refusal the messages go under the fields and null returns. */
  const check = (writable: FieldConfig[], checked: EntryData, options?: { partial?: boolean }) => {
    const result = validateEntryValues(writable, checked, options);
    if (Object.values(result.errors).some(Boolean)) {
      setErrors(result.errors);
      return null;
    }
    return result.values;
  };

  const draft = {
    open: openDraft,
    /** Fills the form from a draft, which later saves and the submit replace. */
    resume: (saved: D) => {
      fill(saved.values);
      setOpenDraft(saved);
    },
    /** Keeps the values (without files chosen in the browser) as the open draft. Throws when it cannot. */
    save: () => {
      if (!drafts) return;
      setOpenDraft(drafts.save(withoutLocalFiles(values), openDraft?.id));
      markClean();
    },
  };

  /** After a submit: the draft it came from is gone and the form is back to its defaults. */
  const submitted = () => {
    if (openDraft) drafts?.remove(openDraft.id);
    setOpenDraft(null);
    load(defaults);
  };

  const dirty = snapshotOf(values) !== baseline;
  return { values, errors, setErrors, setField, fill, load, markClean, check, draft, submitted, dirty };
}
