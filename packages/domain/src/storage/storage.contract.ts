import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import {
  createFolderSchema,
  duplicateAnswerSchema,
  duplicateCheckSchema,
  fileIdsSchema,
  listFilesQuerySchema,
  myFolderSchema,
  storageFolderSchema,
  storedBillSchema,
  zipQuerySchema,
} from './storage.schemas.ts';

const fileParams = z.object({ fileId: z.string().uuid() });

/**
 * The storage app's API. Uploads go through tus at /api/uploads with storage metadata
 * (storageUploadMetadataSchema); the last tus response of a finished upload is the StoredBill.
 * Every read of a file (list, content, thumbnail, zip) passes one permission filter on the server.
 */
export const storageContract = contract('storage', 'storage', {
  folders: operation({
    method: 'GET',
    path: '/api/storage/folders',
    summary: 'Every folder of the organisation (the Create Folder Path tree); org admins and storage users',
    response: z.object({ folders: z.array(storageFolderSchema) }),
  }),
  myFolders: operation({
    method: 'GET',
    path: '/api/storage/my-folders',
    summary: 'The folders the caller holds roles on, with the access line and rights of each',
    response: z.object({ folders: z.array(myFolderSchema) }),
  }),
  createFolder: operation({
    method: 'POST',
    path: '/api/storage/folders',
    summary: 'Create a folder configuration (org admins)',
    body: createFolderSchema,
    response: z.object({ folder: storageFolderSchema, message: z.string() }),
    errors: [409],
  }),
  files: operation({
    method: 'GET',
    path: '/api/storage/files',
    summary: 'Files the caller may see, newest upload first, filtered, a page at a time',
    query: listFilesQuerySchema,
    response: z.object({
      files: z.array(storedBillSchema),
      /** Pass as `after` for the next page; null on the last page. */
      next: z.string().nullable(),
    }),
  }),
  duplicate: operation({
    method: 'POST',
    path: '/api/storage/duplicates',
    summary: 'Whether the folder already holds a live file with this SHA-256 (asked before sending bytes)',
    body: duplicateCheckSchema,
    response: duplicateAnswerSchema,
  }),
  /** Streams the file (attachment unless ?inline=1 for previewable types); the schema only documents that. */
  content: operation({
    method: 'GET',
    path: '/api/storage/files/:fileId/content',
    summary: 'The bytes of a file the caller may see',
    params: fileParams,
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    response: z.unknown(),
  }),
  thumbnail: operation({
    method: 'GET',
    path: '/api/storage/files/:fileId/thumbnail',
    summary: 'A small JPEG of an image file, made on the server once and cached',
    params: fileParams,
    response: z.unknown(),
  }),
  /**
   * A GET, so the browser downloads it as a stream (a link with `download`): every file the list's filters
   * give, or only `ids` (comma-separated, up to 200) when a selection is made.
   */
  zip: operation({
    method: 'GET',
    path: '/api/storage/files/zip',
    summary: 'The files of the filters (or the chosen ids) the caller may see, as one streamed zip',
    query: zipQuerySchema,
    response: z.unknown(),
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/storage/files/:fileId',
    summary: 'Delete a file (soft): edit_all, or edit_self on one’s own file',
    params: fileParams,
    response: okMessageSchema,
  }),
  removeMany: operation({
    method: 'POST',
    path: '/api/storage/files/delete',
    summary: 'Delete the chosen files (soft); all or none',
    body: fileIdsSchema,
    response: okMessageSchema,
  }),
});
