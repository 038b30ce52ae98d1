import { z } from 'zod';

/** The one error body every 4xx/5xx answer carries. `fields` maps a form field to its message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'bad_request',
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'too_many_requests',
  'payload_too_large',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** For an address that names nothing: unknown non-page paths and switched-off endpoints. */
export const NOT_FOUND_MESSAGE = 'Not found.';

export const okMessageSchema = z.object({ message: z.string() });
