import { meContract } from '@atrium/domain/me/me.contract.ts';
import type { Me, UserSettings } from '@atrium/domain/me/me.schemas.ts';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { callApi, errorMessage } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Dark mode in effect: the user's choice, or the system's while nobody is signed in or the user never chose. */
export function useEffectiveDarkMode(settings: UserSettings | undefined): boolean {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return settings?.darkMode ?? prefersDark;
}

/** Dark mode is a user setting: saved on the server so it follows the user to every browser. */
export function useDarkModeSetting() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: (darkMode: boolean) => callApi(meContract.updateSettings, { body: { darkMode } }),
    onMutate: async (darkMode) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me });
      const previous = queryClient.getQueryData<Me | null>(queryKeys.me);
      if (previous) {
        queryClient.setQueryData<Me>(queryKeys.me, {
          ...previous,
          user: { ...previous.user, settings: { ...previous.user.settings, darkMode } },
        });
      }
      return { previous };
    },
    onError: (error, _darkMode, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.me, context.previous);
      enqueueSnackbar(errorMessage(error), { variant: 'error', autoHideDuration: 4000 });
    },
    onSuccess: (settings) => {
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
        me ? { ...me, user: { ...me.user, settings: { ...me.user.settings, ...settings } } } : me,
      );
    },
  });
}
