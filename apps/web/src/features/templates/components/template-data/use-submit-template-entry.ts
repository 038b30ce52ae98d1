import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry, EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { isApiError } from '../../../../app/api-client.ts';
import { type TemplateFormAt, useCreateTemplateEntry } from '../../api/template-data.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface SubmitInput {
  /** The fields the reader may write; read-only ones are never sent (the server refuses them). */
  fields: FieldConfig[];
  values: EntryData;
  check: (fields: FieldConfig[], values: EntryData) => EntryData | null;
  setErrors: (errors: Record<string, string>) => void;
  onSubmitted: (entry: Pick<Entry, 'id'>) => void;
}

/** Checks every value with the shared rules, then creates the entry; refusals go under the fields. */
export function useSubmitTemplateEntry(at: TemplateFormAt) {
  const create = useCreateTemplateEntry(at);
  const toast = useTemplatesToast('other');

  const submit = async ({ fields, values, check, setErrors, onSubmitted }: SubmitInput) => {
    if (!check(fields, values)) {
      toast.error(entryMessages.fixFormErrors);
      return;
    }
    try {
      const { entry, message } = await create.mutateAsync(validateEntryValues(fields, values).values);
      toast.success(message || m.templateFormSubmitted);
      onSubmitted(entry);
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        toast.error(entryMessages.fixFormErrors);
      } else if (isApiError(error) && (error.status === 403 || error.status === 404)) {
        toast.error(error.message);
      } else {
        toast.error(entryMessages.submitFailed);
      }
    }
  };

  return { submit, submitting: create.isPending };
}
