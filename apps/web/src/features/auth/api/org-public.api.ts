import { orgsContract } from '@atrium/domain/orgs/orgs.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

const MIN_ORG_ID_LENGTH = 3;

export const orgPublicQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.orgPublic(orgId),
    queryFn: ({ signal }) => callApi(orgsContract.publicInfo, { params: { orgId }, signal }),
    enabled: orgId.length >= MIN_ORG_ID_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Name (and logo) of the organisation typed on the sign-in page; nothing when it does not exist. */
export function useOrgPublic(orgId: string) {
  return useQuery(orgPublicQueryOptions(orgId.trim()));
}
