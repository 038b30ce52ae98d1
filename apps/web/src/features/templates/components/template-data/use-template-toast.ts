import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts of the template data screens stay 6 s (templates spec §8). */
export const TEMPLATE_DATA_TOAST_MS = 6000;

export function useTemplateToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TEMPLATE_DATA_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TEMPLATE_DATA_TOAST_MS }),
    }),
    [enqueueSnackbar],
  );
}
