import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';

/** How long toasts stay (templates spec §8): 5 s on Manage Templates, 4 s in the creator portal, 6 s elsewhere. */
export const TEMPLATE_TOAST_MS = { manage: 5000, portal: 4000, other: 6000 } as const;

export type ToastScreen = keyof typeof TEMPLATE_TOAST_MS;

/** The toasts of one templates screen, each hiding after that screen's time. */
export function useTemplatesToast(screen: ToastScreen) {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const autoHideDuration = TEMPLATE_TOAST_MS[screen];
    const show = (message: string, variant: 'success' | 'error') =>
      enqueueSnackbar(message, { variant, autoHideDuration });
    return {
      success: (message: string) => show(message, 'success'),
      error: (message: string) => show(message, 'error'),
      /** The server's words when it gave some, else the screen's fallback. */
      failure: (error: unknown, fallback: string) => show(errorMessage(error, fallback), 'error'),
    };
  }, [enqueueSnackbar, screen]);
}
