import { testUsersContract } from '@atrium/domain/users/test-users.contract.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

const PAGE_SIZE = 25;

export const getOrgPeople = (orgId: string, search: string) =>
  callApi(testUsersContract.list, { params: { orgId }, query: { search, page: 0, pageSize: PAGE_SIZE } });

export const orgPeopleQueryOptions = (orgId: string, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.orgPeople(orgId), search],
    queryFn: () => getOrgPeople(orgId, search),
    placeholderData: keepPreviousData,
  });

/** The first page of an organisation's users matching the search, with their test-user flag (master admin). */
export function useOrgPeople(orgId: string, search: string) {
  return useQuery(orgPeopleQueryOptions(orgId, search));
}

export function useSetTestUser(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isTestUser }: { userId: string; isTestUser: boolean }) =>
      callApi(testUsersContract.setTestUser, { params: { orgId, userId }, body: { isTestUser } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orgPeople(orgId) }),
  });
}
