import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';

const formParams = z.object({ formId: z.string().uuid() });

/** Largest spreadsheet accepted for import; bigger uploads are refused before they fill the disk. */
export const IMPORT_MAX_FILE_MB = 200;

export const importUploadSchema = z.object({
  uploadId: z.string().uuid(),
  fileName: z.string(),
  /** The header row, each name made unique ('Name', 'Name (2)'): the keys of the mapping. */
  columns: z.array(z.string()),
  /** The first rows under the header, as text, to help mapping. */
  sampleRows: z.array(z.array(z.string())),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

/** Source column (file) or source field id (form) to the target field id. */
export const importMappingSchema = z.record(z.string().max(500), z.string().max(64));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importFailureSchema = z.object({
  /** The row as the user counts it: the sheet's row number (header is row 1), or the n-th source entry. */
  row: z.number().int(),
  reason: z.string(),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

/** A progress line of the import stream, sent after each batch. */
export const importProgressSchema = z.object({
  processed: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  /** How far through the source the import is, from 0 to 1, for a determinate progress bar. */
  fraction: z.number().min(0).max(1).optional(),
});
/** The last line of the import stream. `failed` lists at most 1000 rows; `failedCount` counts them all. */
export const importResultSchema = z.object({
  done: z.literal(true),
  imported: z.number().int(),
  failed: z.array(importFailureSchema),
  failedCount: z.number().int(),
  /** Set when the import stopped early: rows of committed batches stay imported. */
  error: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;
export const importLineSchema = z.union([importResultSchema, importProgressSchema]);
export type ImportLine = z.infer<typeof importLineSchema>;

export const importSourceFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Live fields of the source the importer may view. */
  fields: z.array(z.object({ id: z.string(), label: z.string(), type: z.string() })),
});
export type ImportSourceForm = z.infer<typeof importSourceFormSchema>;

const NDJSON = z
  .unknown()
  .describe(
    'application/x-ndjson: progress lines {processed, imported, failed}, then one result line {done: true, ...}',
  );

/**
 * Import into a form (forms spec §2 'Import Data dialog', §5 'Import'): a spreadsheet is uploaded first (its
 * header and first rows come back for mapping), then imported with a mapping; or entries of another form are
 * imported. Both imports answer with a stream of NDJSON lines.
 */
export const entriesImportContract = contract('entriesImport', 'entries', {
  upload: operation({
    method: 'POST',
    path: '/api/forms/:formId/import/uploads',
    summary:
      'Upload a CSV, XLS or XLSX file (multipart field "file") to import; answers its header and first rows',
    params: formParams,
    multipart: z.object({
      file: z.file().describe(`The spreadsheet: CSV, XLS or XLSX, at most ${IMPORT_MAX_FILE_MB} MB`),
    }),
    response: importUploadSchema,
  }),
  runFile: operation({
    method: 'POST',
    path: '/api/forms/:formId/import/uploads/:uploadId/run',
    summary: 'Import the uploaded file with a column mapping; streams NDJSON progress, then the result',
    params: formParams.extend({ uploadId: z.string().uuid() }),
    body: z.object({ mapping: importMappingSchema }),
    response: NDJSON,
    idempotent: true,
  }),
  sources: operation({
    method: 'GET',
    path: '/api/forms/:formId/import/sources',
    summary: 'Other forms whose data the caller may view, with their viewable fields, to import from',
    params: formParams,
    response: z.object({ forms: z.array(importSourceFormSchema) }),
  }),
  runForm: operation({
    method: 'POST',
    path: '/api/forms/:formId/import/from-form',
    summary: 'Import the newest 1000 live entries of another form with a field mapping; streams NDJSON',
    params: formParams,
    body: z.object({ sourceFormId: z.string().uuid(), mapping: importMappingSchema }),
    response: NDJSON,
    idempotent: true,
  }),
});
