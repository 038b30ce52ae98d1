import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../app/api-client.ts';

/**
 * Puts the server's field refusals (`error.fields`) under the matching inputs and focuses the first.
 * Returns how many fields were marked, so the caller shows a general message only when none was.
 */
export function markFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): number {
  if (!isApiError(error)) return 0;
  let marked = 0;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = names.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: marked === 0 });
    marked += 1;
  }
  return marked;
}
