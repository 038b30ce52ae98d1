import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { fileKeyQuerySchema } from './uploads.schemas.ts';

export const uploadsContract = contract('uploads', 'uploads', {
  /** Streams the file itself (its content type, inline); the response schema only documents that. */
  get: operation({
    method: 'GET',
    path: '/api/files',
    summary: 'A stored entry file, for readers of the form data it belongs to',
    query: fileKeyQuerySchema,
    response: z.unknown(),
  }),
});

/** The address of a stored file, for img and iframe sources and for downloads. */
export const storedFileUrl = (key: string) => `/api/files?key=${encodeURIComponent(key)}`;
