import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.authProviders,
    queryFn: () => callApi(authContract.providers),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether Microsoft sign-in is configured on this installation. */
export function useMicrosoftSignInAvailable(): boolean {
  const { data } = useQuery(authProvidersQueryOptions());
  return data?.microsoft === true;
}
