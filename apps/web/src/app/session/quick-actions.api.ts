import { dashboardMessages, QUICK_ACTION_TOAST_MS } from '@atrium/domain/dashboard/quick-actions.ts';
import { meContract } from '@atrium/domain/me/me.contract.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

interface Toggle {
  actionId: string;
  star: boolean;
}

function withQuickActions(me: Me, quickActions: string[]): Me {
  return { ...me, user: { ...me.user, quickActions } };
}

/**
 * Stars or unstars a quick action: shown at once, saved on the user record, rolled back if saving fails.
 * An app whose spec words the failure otherwise (storage: 'Failed to update Quick Actions') passes its own.
 */
export function useToggleQuickAction(failedMessage: string = dashboardMessages.failedToUpdateQuickActions) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: ({ actionId, star }: Toggle) =>
      callApi(star ? meContract.starQuickAction : meContract.unstarQuickAction, { params: { actionId } }),
    onMutate: async ({ actionId, star }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me });
      const previous = queryClient.getQueryData<Me | null>(queryKeys.me);
      if (previous) {
        const others = previous.user.quickActions.filter((id) => id !== actionId);
        queryClient.setQueryData(
          queryKeys.me,
          withQuickActions(previous, star ? [...others, actionId] : others),
        );
      }
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.me, context.previous);
      enqueueSnackbar(failedMessage, {
        variant: 'error',
        autoHideDuration: QUICK_ACTION_TOAST_MS,
      });
    },
    onSuccess: ({ quickActions }, { star }) => {
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
        me ? withQuickActions(me, quickActions) : me,
      );
      enqueueSnackbar(
        star ? dashboardMessages.addedToQuickActions : dashboardMessages.removedFromQuickActions,
        {
          variant: 'success',
          autoHideDuration: QUICK_ACTION_TOAST_MS,
        },
      );
    },
  });
}
