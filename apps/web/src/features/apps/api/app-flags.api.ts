import type { AppState } from '@atrium/domain/access/access.schemas.ts';
import { appsContract } from '@atrium/domain/access/apps.contract.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import type { AppScope } from '../components/app-flag-chips.tsx';

export interface AppFlagsChange {
  scope: AppScope;
  appName: string;
  isBlocked?: boolean;
  isActiveForAssignment?: boolean;
}

/**
 * Changes the platform's switches of an app (master admin; every tab hears 'apps.changed') or the
 * organisation's own (org admins, control_all holders; the organisation's tabs hear it).
 */
export function useSetAppFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ scope, appName, ...body }: AppFlagsChange) => {
      if (scope === 'organization') {
        const app = await callApi(appsContract.setOrgFlags, { params: { appName }, body });
        queryClient.setQueryData<AppState[]>(queryKeys.apps, (apps) =>
          apps?.map((candidate) => (candidate.app_name === app.app_name ? app : candidate)),
        );
        return;
      }
      await callApi(appsContract.setFlags, { params: { appName }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apps }),
  });
}
