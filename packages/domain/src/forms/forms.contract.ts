import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { trashListQuerySchema, trashOperations } from '../common/trash.contract.ts';
import {
  bulkFormIdsSchema,
  createFormSchema,
  formCatalogueEntrySchema,
  formHistoryItemSchema,
  formSchema,
  formSummarySchema,
  MANAGE_FORMS_DEFAULT_PAGE_SIZE,
  peopleSchema,
  updateAccessConfigSchema,
  updateFieldConfigSchema,
} from './forms.schemas.ts';

const formParams = z.object({ formId: z.string().uuid() });

export const formsContract = contract('forms', 'forms', {
  list: operation({
    method: 'GET',
    path: '/api/forms',
    summary:
      'Forms the reader can see (the Forms cards): org admins and holders of manage_forms see every form; ' +
      'others the forms they own, may configure, or hold a data right in',
    query: z.object({ search: z.string().trim().max(100).default('') }),
    response: z.object({ forms: z.array(formSummarySchema) }),
  }),
  manage: operation({
    method: 'GET',
    path: '/api/forms/manage',
    summary: 'Manage All Forms: every form of the organisation, searched and paged (manage_forms)',
    query: trashListQuerySchema.extend({
      page: z.coerce.number().int().min(0).default(0),
      pageSize: z.coerce.number().int().min(1).max(100).default(MANAGE_FORMS_DEFAULT_PAGE_SIZE),
    }),
    response: z.object({ forms: z.array(formSummarySchema), total: z.number().int() }),
  }),
  catalogue: operation({
    method: 'GET',
    path: '/api/forms/catalogue',
    summary: 'Live forms with their live fields, for Copy Fields and foreign-key pickers (form builders)',
    response: z.object({ forms: z.array(formCatalogueEntrySchema) }),
  }),
  people: operation({
    method: 'GET',
    path: '/api/forms/people',
    summary: 'Active users and user groups of the organisation, for owner, access and visibility pickers',
    response: peopleSchema,
  }),
  get: operation({
    method: 'GET',
    path: '/api/forms/:formId',
    summary: 'One form with its field and access configuration',
    params: formParams,
    response: z.object({ form: formSchema }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/forms',
    summary: 'Create a form (version 1, an initial_creation history item) in a group, Default when none',
    body: createFormSchema,
    response: z.object({ form: formSchema, message: z.string() }),
  }),
  updateFieldConfig: operation({
    method: 'PUT',
    path: '/api/forms/:formId/field-config',
    errors: [409],
    summary: 'Save the name and the field configuration; appends a field_config history item',
    params: formParams,
    body: updateFieldConfigSchema,
    response: z.object({ form: formSchema, message: z.string() }),
  }),
  updateAccessConfig: operation({
    method: 'PUT',
    path: '/api/forms/:formId/access-config',
    errors: [409],
    summary: 'Save owner, edit rights, data rights and switches; appends an access_config history item',
    params: formParams,
    body: updateAccessConfigSchema,
    response: z.object({ form: formSchema, message: z.string() }),
  }),
  history: operation({
    method: 'GET',
    path: '/api/forms/:formId/history',
    summary: 'Version history of a form, newest first',
    params: formParams,
    response: z.object({ items: z.array(formHistoryItemSchema) }),
  }),
  ...trashOperations({
    path: '/api/forms',
    id: 'formId',
    itemParams: formParams,
    selection: bulkFormIdsSchema,
    summaries: {
      trash: 'Move a form to the trash (owner or admin)',
      restore: 'Restore a form from the trash (owner or admin)',
      remove: 'Delete a trashed form permanently, with its entries and its place in every group',
      bulkRestore: 'Restore several trashed forms (all or nothing)',
      bulkDelete: 'Delete several trashed forms permanently (all or nothing)',
    },
  }),
});
