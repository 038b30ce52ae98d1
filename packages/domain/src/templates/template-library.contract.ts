import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import {
  libraryCardSchema,
  libraryCountersSchema,
  templateStructureSchema,
  whatsNewSchema,
} from './template-library.schemas.ts';
import { libraryImportSchema, TEMPLATE_PAGE_SIZE } from './templates.schemas.ts';

// The organisation side: the Templates Library, import, update and restore. Organisation admins only.

const templateParams = z.object({ templateId: z.string().uuid() });
const importAnswer = z.object({
  formGroupId: z.string(),
  templateVersion: z.number().int(),
  formCount: z.number().int(),
  message: z.string(),
});

export const templateLibraryContract = contract('templateLibrary', 'templates', {
  list: operation({
    method: 'GET',
    path: '/api/template-library',
    summary:
      "Templates Library: published, live templates of other owners, with this organisation's import state",
    query: z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(TEMPLATE_PAGE_SIZE),
    }),
    response: z.object({
      templates: z.array(libraryCardSchema),
      counters: libraryCountersSchema,
      hasMore: z.boolean(),
    }),
  }),
  structure: operation({
    method: 'GET',
    path: '/api/template-library/:templateId',
    summary: 'Template Structure: the released forms with their fields',
    params: templateParams,
    response: z.object({ structure: templateStructureSchema }),
  }),
  whatsNew: operation({
    method: 'GET',
    path: '/api/template-library/:templateId/whats-new',
    summary:
      "What's New: the imported release, the one on offer, their difference in JSON and in words, and the " +
      'safety summary of an update',
    params: templateParams,
    response: whatsNewSchema,
  }),
  import: operation({
    method: 'POST',
    path: '/api/template-library/:templateId/import',
    summary: 'Import the released version as a new form group (forms copied, samples added)',
    params: templateParams,
    body: libraryImportSchema,
    response: importAnswer,
    errors: [409],
  }),
  update: operation({
    method: 'POST',
    path: '/api/template-library/:templateId/update',
    summary:
      "Update the organisation's import to the released version in one transaction; entries are kept, " +
      'local fields and access survive; running it again changes nothing',
    params: templateParams,
    response: importAnswer,
  }),
  restore: operation({
    method: 'POST',
    path: '/api/template-library/:templateId/restore',
    summary: 'Restore a trashed import of the template',
    params: templateParams,
    response: z.object({ formGroupId: z.string(), message: z.string() }),
  }),
});
