import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import { entryDataSchema } from '../entries/entries.schemas.ts';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { TEMPLATE_DATA_PAGE_SIZE, TEMPLATE_IMPORT_BATCH } from './templates.schemas.ts';

// Data entry on template forms (/enter-template-data) and their data list (/template-form-data): creators,
// org admins of the template's organisation, the form's owner and the form's create_data people.

const formParams = z.object({ templateId: z.string().uuid(), formId: z.string().uuid() });
const entryParams = formParams.extend({ entryId: z.string().uuid() });

export const templateEntrySchema = z.object({
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateEntry = z.infer<typeof templateEntrySchema>;

/** A field as the entry screen may show it: editable, shown read-only, or (absent) hidden. */
export const templateEntryFieldSchema = fieldConfigSchema.extend({ readOnly: z.boolean() });

export const templateDataContract = contract('templateData', 'templates', {
  form: operation({
    method: 'GET',
    path: '/api/template-data/:templateId/:formId',
    summary: 'The template form to enter data in: the fields the reader may see, locked ones read-only',
    params: formParams,
    response: z.object({
      form: z.object({
        id: z.string(),
        name: z.string(),
        templateName: z.string(),
        fields: z.array(templateEntryFieldSchema),
      }),
    }),
  }),
  list: operation({
    method: 'GET',
    path: '/api/template-data/:templateId/:formId/entries',
    summary: 'Entries of a template form, newest first, 10 a page',
    params: formParams,
    query: z.object({
      page: z.coerce.number().int().min(0).default(0),
      pageSize: z.coerce.number().int().min(1).max(100).default(TEMPLATE_DATA_PAGE_SIZE),
    }),
    response: z.object({ entries: z.array(templateEntrySchema), total: z.number().int() }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/template-data/:templateId/:formId/entries',
    summary: 'Submit an entry on a template form; every value is validated on the server',
    params: formParams,
    body: z.object({ data: entryDataSchema }),
    response: z.object({ entry: templateEntrySchema, message: z.string() }),
  }),
  import: operation({
    method: 'POST',
    path: '/api/template-data/:templateId/:formId/entries/import',
    summary: `Import rows (committed ${TEMPLATE_IMPORT_BATCH} at a time); rows with errors are skipped and reported`,
    params: formParams,
    body: z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(10_000) }),
    response: z.object({
      imported: z.number().int(),
      failed: z.array(z.object({ row: z.number().int(), message: z.string() })),
      /** Every failed row, when more failed than the list holds (the first 1000 are listed). */
      failedCount: z.number().int().optional(),
      message: z.string(),
    }),
  }),
  updateField: operation({
    method: 'PATCH',
    path: '/api/template-data/:templateId/:formId/entries/:entryId',
    summary: 'Change one field of an entry',
    params: entryParams,
    body: z.object({ fieldId: z.string().min(1).max(64), value: z.unknown() }),
    response: z.object({ entry: templateEntrySchema, message: z.string() }),
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/template-data/:templateId/:formId/entries/:entryId',
    summary: 'Delete an entry',
    params: entryParams,
    response: okMessageSchema,
  }),
  fieldOptions: operation({
    method: 'GET',
    path: '/api/template-data/:templateId/:formId/field-options/:fieldId',
    summary:
      'Foreign-key options of a field, or of a column of a table field (columnId): values of the foreign field in another form of the same template, deduplicated, trash-free',
    params: formParams.extend({ fieldId: z.string().min(1).max(64) }),
    query: z.object({
      search: z.string().trim().max(200).default(''),
      /** A column of the table field `fieldId`, when the options are the column's. */
      columnId: z.string().min(1).max(64).optional(),
    }),
    response: z.object({
      options: z.array(z.object({ id: z.string(), value: z.string() })),
      /** Always false: the template entry screen offers no 'Add New Option'. */
      canAddOption: z.boolean(),
    }),
  }),
  removeMany: operation({
    method: 'POST',
    path: '/api/template-data/:templateId/:formId/entries/delete',
    summary: 'Delete the selected entries',
    params: formParams,
    body: z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) }),
    response: okMessageSchema,
  }),
});
