import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { entryListQuerySchema } from './entries.schemas.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportMessages = {
  groupFieldRequired: 'Please select a field to group by.',
  failed: 'Failed to export data.',
  // Not in the specification (docs/decisions/0013).
  groupedFormats: 'A grouped export is made of CSV or XLSX files.',
} as const;

/** The entries table's query without paging, and what to make of it. */
export const exportQuerySchema = entryListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({
    format: z.enum(EXPORT_FORMATS).default('csv'),
    mode: z.enum(['simple', 'grouped']).default('simple'),
    /** Grouped export: the field whose distinct values make one file each. */
    groupBy: z.string().max(64).default(''),
  })
  .superRefine((query, ctx) => {
    if (query.mode !== 'grouped') return;
    if (!query.groupBy)
      ctx.addIssue({ code: 'custom', path: ['groupBy'], message: exportMessages.groupFieldRequired });
    if (query.format === 'json')
      ctx.addIssue({ code: 'custom', path: ['format'], message: exportMessages.groupedFormats });
  });
export type ExportQueryInput = z.input<typeof exportQuerySchema>;

/** The file name of an export: '{form name}.{format}', or '{form name}_grouped.zip' (forms spec §7). */
export function exportFileName(
  formName: string,
  query: { format: ExportFormat; mode: 'simple' | 'grouped' },
): string {
  const safe =
    [...formName]
      .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'export';
  return query.mode === 'grouped' ? `${safe}_grouped.zip` : `${safe}.${query.format}`;
}

export const entriesExportContract = contract('entriesExport', 'entries', {
  download: operation({
    method: 'GET',
    path: '/api/forms/:formId/export',
    summary: 'The filtered entries as CSV, XLSX or JSON, or a zip of one file per value of a field; streamed',
    params: z.object({ formId: z.string().uuid() }),
    query: exportQuerySchema,
    response: z.unknown().describe('The file, with Content-Disposition naming it'),
  }),
});
