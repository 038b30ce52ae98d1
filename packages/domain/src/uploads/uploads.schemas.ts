import { z } from 'zod';
import { fieldIdSchema } from '../fields/field-config.schemas.ts';

/**
 * What a tus upload names in its Upload-Metadata header: the file field (or the file column of a table
 * field) the file is for, and the file's own name and type.
 */
export const uploadMetadataSchema = z.object({
  formId: z.string().uuid(),
  fieldId: fieldIdSchema,
  columnId: z.string().min(1).max(64).optional(),
  filename: z.string().trim().min(1).max(255),
  filetype: z.string().max(200).default('application/octet-stream'),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** The body of the last tus response of a finished upload: the stored file, ready to go into an entry. */
export const storedFileSchema = z.object({
  /** The storage key: the file's id in entry values and in GET /api/files?key=. */
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileKeyQuerySchema = z.object({ key: z.string().max(500) });

/** Upload chunk size, client and server alike. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
export const UPLOADS_PATH = '/api/uploads';
