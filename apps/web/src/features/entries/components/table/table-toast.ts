import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/**
 * The spec gives the entries table no toast duration: it keeps the form-management pages' 4 s for a success
 * and 6 s for a failure; the edit dialog passes its own 3 s.
 */
export const TABLE_TOAST_MS = { success: 4000, error: 6000 } as const;
export const EDIT_DIALOG_TOAST_MS = 3000;

export function useTableToast(durationMs?: number) {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, {
          variant: 'success',
          autoHideDuration: durationMs ?? TABLE_TOAST_MS.success,
        }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: durationMs ?? TABLE_TOAST_MS.error }),
    }),
    [enqueueSnackbar, durationMs],
  );
}
