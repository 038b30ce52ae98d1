import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

/** The license page shows a message as success when it contains 'successfully', otherwise as an error (platform §8). */
export function isSuccessMessage(message: string): boolean {
  return message.includes('successfully');
}

/** A snackbar for a license page result, its colour decided by its words. */
export function useLicenseResult(): (message: string) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string) => {
      const success = isSuccessMessage(message);
      enqueueSnackbar(message, {
        variant: success ? 'success' : 'error',
        autoHideDuration: success ? 4000 : 5000,
      });
    },
    [enqueueSnackbar],
  );
}
