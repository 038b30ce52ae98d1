import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appsContract } from '@atrium/domain/access/apps.contract.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export interface AppFlagsChange {
  appName: string;
  isBlocked?: boolean;
  isActiveForAssignment?: boolean;
}

/** Blocks or unblocks an app, or offers it for assignment (master admin); every tab hears 'apps.changed'. */
export function useSetAppFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appName, ...body }: AppFlagsChange) =>
      callApi(appsContract.setFlags, { params: { appName }, body }),
    onSuccess: (app: App) => {
      queryClient.setQueryData<App[]>(queryKeys.apps, (apps) =>
        apps?.map((candidate) => (candidate.app_name === app.app_name ? app : candidate)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.apps });
    },
  });
}
