import { type SnackbarOrigin, useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts of View Uploaded Files stay 5 s (the spec gives 5 s for folder and 7 s for upload messages). */
const TOAST_MS = 5000;

/** Over the preview, toasts sit at the top: at the bottom they would cover the preview's buttons. */
const TOP: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };

export function useStorageToast(place: 'bottom' | 'top' = 'bottom') {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (message: string, variant: 'success' | 'error' | 'info') =>
      enqueueSnackbar(message, {
        variant,
        autoHideDuration: TOAST_MS,
        ...(place === 'top' ? { anchorOrigin: TOP } : {}),
      });
    return {
      success: (message: string) => show(message, 'success'),
      error: (message: string) => show(message, 'error'),
      info: (message: string) => show(message, 'info'),
    };
  }, [enqueueSnackbar, place]);
}
