import { isApiError } from '../../../../app/api-client.ts';

/**
 * A refusal (4xx) says why in the server's words ('You do not have permission…'); anything else shows the
 * spec's generic failure message for the action.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** The entries table's words when its form cannot be read (forms spec §8 'Entries table'). */
export function formLoadMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'Selected form not found.';
  return failureMessage(error, 'Error fetching form data. Please try again.');
}
