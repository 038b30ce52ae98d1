import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { templateEntryFieldSchema } from '@atrium/domain/templates/template-data.contract.ts';
import type { z } from 'zod';
import type { EntryField } from '../../../../ui/form-kit/entry-values.ts';

export type TemplateEntryField = z.output<typeof templateEntryFieldSchema>;

/**
 * The fields as the entry kit takes them: the server has left out hidden ones and marked view-only ones
 * read-only (disabled, with the spec's note); a strictly read-only field keeps its default.
 */
export function entryFieldsOf(fields: readonly TemplateEntryField[]): EntryField[] {
  return fields.map(({ readOnly, ...field }) => ({
    field,
    editable: !readOnly && !field.strictReadOnly,
    lockedBecause: readOnly ? entryMessages.lockedField : null,
  }));
}
