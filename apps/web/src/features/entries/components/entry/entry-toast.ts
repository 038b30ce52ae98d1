import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts of the entry screen stay 6 s (forms spec §9); 'Copied to clipboard' 2 s. */
export const ENTRY_TOAST_MS = 6000;
export const COPY_TOAST_MS = 2000;

export function useEntryToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: ENTRY_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: ENTRY_TOAST_MS }),
      copied: () =>
        enqueueSnackbar('Copied to clipboard', { variant: 'success', autoHideDuration: COPY_TOAST_MS }),
    }),
    [enqueueSnackbar],
  );
}
