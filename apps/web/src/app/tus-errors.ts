import { apiErrorSchema } from '@atrium/domain/common/api-error.ts';
import type { DetailedError } from 'tus-js-client';
import { ApiError } from './api-client.ts';

/** A response body read as JSON, or null when it is not. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A failed tus upload as an ApiError: the server's refusal in its own words when it gave one (our JSON error
 * body), otherwise the screen's generic upload failure.
 */
export function tusUploadError(error: Error | DetailedError, fallback: string): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const parsed = response ? apiErrorSchema.safeParse(safeJson(response.getBody())) : null;
  if (response && parsed?.success) {
    return new ApiError(response.getStatus(), parsed.data.error.code, parsed.data.error.message);
  }
  return new ApiError(response?.getStatus() ?? 0, 'upload_failed', fallback);
}
