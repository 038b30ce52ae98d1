import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';

/** Toasts on Manage Templates hide after 5 s (templates spec §8). */
export const MANAGE_TOAST_MS = 5000;

export function useManageToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: MANAGE_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: MANAGE_TOAST_MS }),
      /** The server's words when it gave some, else the screen's fallback. */
      failure: (error: unknown, fallback: string) =>
        enqueueSnackbar(errorMessage(error, fallback), {
          variant: 'error',
          autoHideDuration: MANAGE_TOAST_MS,
        }),
    }),
    [enqueueSnackbar],
  );
}
