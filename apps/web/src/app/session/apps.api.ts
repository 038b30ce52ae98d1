import { appsContract } from '@atrium/domain/access/apps.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const getApps = async () => (await callApi(appsContract.list)).apps;

export const appsQueryOptions = () => queryOptions({ queryKey: queryKeys.apps, queryFn: getApps });

/** The apps catalogue with blocked state; kept live by the 'apps.changed' event. */
export function useApps(enabled = true) {
  return useQuery({ ...appsQueryOptions(), enabled });
}
