import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts of View Uploaded Files stay 5 s (the spec gives 5 s for folder and 7 s for upload messages). */
const TOAST_MS = 5000;

export function useStorageToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (message: string, variant: 'success' | 'error' | 'info') =>
      enqueueSnackbar(message, { variant, autoHideDuration: TOAST_MS });
    return {
      success: (message: string) => show(message, 'success'),
      error: (message: string) => show(message, 'error'),
      info: (message: string) => show(message, 'info'),
    };
  }, [enqueueSnackbar]);
}
