import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { savedColumnsSchema, savedFilterSchema } from './entries.filters.ts';

/** A name may appear once per list: saving under a taken name replaces the old item on the web side. */
function uniqueNames<T extends { name: string }>(what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = item.name.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `A ${what} named "${item.name}" already exists.`,
        });
      seen.add(key);
    });
  };
}

export const entryPreferencesSchema = z.object({
  savedFilters: z.array(savedFilterSchema).max(100).superRefine(uniqueNames('filter')),
  savedColumns: z.array(savedColumnsSchema).max(100).superRefine(uniqueNames('column selection')),
});
export type EntryPreferences = z.infer<typeof entryPreferencesSchema>;

const formParams = z.object({ formId: z.string().uuid() });

/** Saved filters and column selections of the signed-in user for one form (forms spec §3 'User preferences'). */
export const entryPreferencesContract = contract('entryPreferences', 'entries', {
  get: operation({
    method: 'GET',
    path: '/api/forms/:formId/preferences',
    summary: "The caller's saved filters and column selections for a form",
    params: formParams,
    response: entryPreferencesSchema,
  }),
  put: operation({
    method: 'PUT',
    path: '/api/forms/:formId/preferences',
    summary: "Replace the caller's saved filters and column selections for a form",
    params: formParams,
    body: entryPreferencesSchema,
    response: entryPreferencesSchema,
  }),
});

/** Messages of the saved filter and column dialogs (forms spec §8), word for word. */
export const preferenceMessages = {
  filterNameRequired: 'Please enter a name for the filter',
  noConditions: 'No filter conditions to save',
  columnsNameRequired: 'Please enter a name for the column selection',
  noColumns: 'No columns selected to save',
  filterSaved: (name: string) => `Filter "${name}" saved successfully!`,
  filterSaveFailed: 'Failed to save filter. Please try again.',
  columnsSaved: (name: string) => `Column selection "${name}" saved successfully!`,
  columnsSaveFailed: 'Failed to save column selection. Please try again.',
  columnsApplied: (name: string) => `Applied column selection "${name}"`,
  copied: 'Copied to clipboard',
} as const;
