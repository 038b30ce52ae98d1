import { userGroupsContract as contract } from '@atrium/domain/user-groups/user-groups.contract.ts';
import type { CreateUserGroup, UpdateUserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export interface GroupsFilter {
  trashed: boolean;
  search: string;
}

export const getUserGroups = (filter: GroupsFilter) =>
  callApi(contract.list, { query: { trashed: filter.trashed ? 'true' : 'false', search: filter.search } });

export const userGroupsQueryOptions = (filter: GroupsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.userGroups, filter] as const,
    queryFn: () => getUserGroups(filter),
    // While a search is typed the previous answer stays; the trash and the live list never stand in for each other.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1]?.trashed === filter.trashed ? keepPreviousData(previous) : undefined,
  });

/** The organisation's groups (or its trash); kept live by the 'user-groups.changed' event. */
export function useUserGroups(filter: GroupsFilter) {
  return useQuery(userGroupsQueryOptions(filter));
}

/** Every write refreshes the lists once it is done, whatever the answer. */
function useGroupsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userGroups }),
  });
}

export const useCreateUserGroup = () =>
  useGroupsMutation((body: CreateUserGroup) => callApi(contract.create, { body }));

export const useUpdateUserGroup = () =>
  useGroupsMutation(({ groupId, body }: { groupId: string; body: UpdateUserGroup }) =>
    callApi(contract.update, { params: { groupId }, body }),
  );

export type GroupAction = 'trash' | 'restore' | 'remove';

export const useGroupAction = () =>
  useGroupsMutation(({ action, groupId }: { action: GroupAction; groupId: string }) =>
    callApi(contract[action], { params: { groupId } }),
  );

export type BulkAction = 'bulkRestore' | 'bulkDelete';

export const useBulkGroupAction = () =>
  useGroupsMutation(({ action, ids }: { action: BulkAction; ids: string[] }) =>
    callApi(contract[action], { body: { ids } }),
  );
