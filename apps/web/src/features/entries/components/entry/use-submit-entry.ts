import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry, EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../../app/api-client.ts';
import { useCreateEntry } from '../../api/entries-write.api.ts';
import { useEntryToast } from './entry-toast.ts';
import { uploadPendingFiles } from './upload-pending.ts';

interface SubmitInput {
  formId: string;
  /** The fields the reader may write; the others are not sent (the server refuses them anyway). */
  fields: FieldConfig[];
  values: EntryData;
  /** The entry form's check: null when a value is refused (its message then shows under the field). */
  check: (fields: FieldConfig[], values: EntryData) => EntryData | null;
  setErrors: (errors: Record<string, string>) => void;
  /** Submitting an opened draft says so, and the caller removes the draft. */
  fromDraft: boolean;
  onSubmitted: (entry: Entry) => void;
}

/** Upload chosen files, check every value with the shared rules, then create the entry. */
export function useSubmitEntry(formId: string) {
  const create = useCreateEntry(formId);
  const toast = useEntryToast();
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async ({ fields, values, check, setErrors, fromDraft, onSubmitted }: SubmitInput) => {
    if (!check(fields, values)) {
      toast.error(m.fixFormErrors);
      return;
    }
    let ready: EntryData;
    try {
      setProgress(0);
      ready = await uploadPendingFiles(formId, fields, values, (sent, total) =>
        setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      );
    } catch (error) {
      toast.error(errorMessage(error, fileMessages.uploadFailed));
      return;
    } finally {
      setProgress(null);
    }
    try {
      const { entry } = await create.mutateAsync(validateEntryValues(fields, ready).values);
      toast.success(fromDraft ? m.draftSubmitted : m.submitted);
      onSubmitted(entry);
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        toast.error(m.fixFormErrors);
      } else if (isApiError(error) && error.status === 403) {
        toast.error(error.message);
      } else {
        toast.error(m.submitFailed);
      }
    }
  };

  return { submit, submitting: create.isPending || progress !== null, progress };
}
