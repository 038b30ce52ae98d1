import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Form-management pages keep a success for 4 s and a failure or refusal for 6 s (forms spec §9). */
export const FORM_TOAST_MS = { success: 4000, error: 6000 } as const;

export function useFormToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: FORM_TOAST_MS.success }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: FORM_TOAST_MS.error }),
    }),
    [enqueueSnackbar],
  );
}
